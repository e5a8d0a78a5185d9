/**
 * A list table row's actions (docs/decisions/076): small pill buttons or download links, each
 * named for its row ("Remover /old-path"), since a screen reader lists them out of their rows.
 */
import type { ReactNode } from 'react';
import Icon, { type IconName } from './icons.tsx';

const BASE =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:cursor-not-allowed disabled:opacity-60';

const TONES = {
  brand: 'text-brand ring-brand/30 hover:bg-brand-soft',
  danger: 'text-accent ring-accent/30 hover:bg-accent-soft',
};

interface Common {
  /** The accessible name: the action and the row it acts on. */
  label: string;
  icon?: IconName;
  tone: keyof typeof TONES;
  children: ReactNode;
}

type Props = Common & ({ onClick: () => void; disabled?: boolean } | { href: string; download: string });

export function RowAction({ label, icon, tone, children, ...action }: Props) {
  const className = `${BASE} ${TONES[tone]}`;
  const content = (
    <>
      {icon && <Icon name={icon} className="size-4" />}
      {children}
    </>
  );
  return 'href' in action ? (
    <a href={action.href} download={action.download} aria-label={label} className={className}>
      {content}
    </a>
  ) : (
    <button type="button" onClick={action.onClick} disabled={action.disabled} aria-label={label} className={className}>
      {content}
    </button>
  );
}

/** The row's actions side by side at the row's end, wrapping on a narrow screen. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2">{children}</div>;
}
