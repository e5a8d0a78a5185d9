/** What a list shows when it has nothing, or could not load (tone "error", announced). */
import type { ReactNode } from 'react';
import Icon, { type IconName } from './icons.tsx';

interface Props {
  icon: IconName;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}

export default function EmptyState({ icon, title, text, action, tone = 'neutral' }: Props) {
  const error = tone === 'error';
  return (
    <div
      role={error ? 'alert' : undefined}
      className={`flex flex-col items-center rounded-card px-6 py-12 text-center ring-1 ${error ? 'bg-accent-soft ring-accent/30' : 'bg-surface ring-line'}`}
    >
      <span className={`grid size-14 place-items-center rounded-full ${error ? 'bg-surface text-accent' : 'bg-sand text-brand'}`}>
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className={`mt-4 text-h3 ${error ? 'text-accent' : 'text-brand-strong'}`}>{title}</h2>
      {text && <p className="mt-2 max-w-md text-ink-soft">{text}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
