/**
 * Each admin section's error boundary (the route's ErrorBoundary): a crash in one screen
 * shows this card inside the layout, and the sidebar keeps working.
 */
import { Link, useRouteError } from 'react-router';
import { errorMessage } from '../lib/api-client.ts';
import { STRINGS } from '../lib/strings.ts';
import { ADMIN_PATHS } from '../routes.ts';

export default function SectionError() {
  const error = useRouteError();
  return (
    <section
      role="alert"
      aria-labelledby="section-error-title"
      className="mx-auto max-w-xl rounded-card bg-accent-soft p-6 ring-1 ring-accent/30 sm:p-8"
    >
      <h1 id="section-error-title" tabIndex={-1} className="text-h3 text-accent">
        {STRINGS.sectionError.title}
      </h1>
      <p className="mt-2 text-ink">{STRINGS.sectionError.text}</p>
      <p className="mt-3 rounded-lg bg-surface/70 p-3 font-mono text-sm break-words text-ink-soft">{errorMessage(error)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {STRINGS.sectionError.reload}
        </button>
        <Link className="btn btn-secondary" to={ADMIN_PATHS.dashboard}>
          {STRINGS.sectionError.home}
        </Link>
      </div>
    </section>
  );
}
