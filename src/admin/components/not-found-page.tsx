/** Any unknown /admin path: the specification's 404 text and a way home. */
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../routes.ts';
import { STRINGS } from '../lib/strings.ts';
import { usePageTitle } from '../lib/page-title.ts';
import CenteredPanel from './centered-panel.tsx';

export default function NotFoundPage() {
  usePageTitle(STRINGS.notFound.title);
  return (
    <CenteredPanel labelledBy="not-found-title">
      <p className="mt-6 font-display text-display text-brand-strong" aria-hidden="true">
        {STRINGS.notFound.code}
      </p>
      <h1 id="not-found-title" className="mt-2 text-h2 text-ink" tabIndex={-1}>
        {STRINGS.notFound.title}
      </h1>
      <p className="mt-3 text-ink-soft">{STRINGS.notFound.text}</p>
      <Link className="btn btn-primary mt-8" to={ADMIN_PATHS.dashboard}>
        {STRINGS.notFound.home}
      </Link>
    </CenteredPanel>
  );
}
