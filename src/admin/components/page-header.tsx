/** A screen's title (the h1 that route changes focus), its lead line and its actions. */
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title.ts';

interface Props {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Above the title: a back link, for example. */
  before?: ReactNode;
}

export default function PageHeader({ title, description, actions, before }: Props) {
  usePageTitle(title);
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {before}
        <h1 className="text-h2 text-brand-strong" tabIndex={-1}>
          {title}
        </h1>
        {description && <p className="mt-2 max-w-2xl text-ink-soft">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
