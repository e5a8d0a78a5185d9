/** Class lists shared by the back office's form controls, so every field looks the same. */
export const INPUT_CLASS =
  'block w-full rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-soft/70 transition-colors hover:border-brand/60 focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink-soft aria-invalid:border-accent';

export const LABEL_CLASS = 'block text-sm font-semibold text-ink';

export const HINT_CLASS = 'mt-1.5 text-sm text-ink-soft';

export const CARD_CLASS = 'rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6';

export const ICON_BUTTON_CLASS =
  'inline-grid size-10 shrink-0 place-items-center rounded-full text-ink-soft transition-colors hover:bg-sand hover:text-ink disabled:opacity-50';

/** `.btn` (global.css) plus a disabled look: dimmed, no lift on hover. */
const DISABLED = 'disabled:cursor-not-allowed disabled:opacity-55 disabled:shadow-none disabled:hover:transform-none';
export const PRIMARY_BUTTON = `btn btn-primary ${DISABLED} disabled:hover:bg-brand`;
export const SECONDARY_BUTTON = `btn btn-secondary ${DISABLED}`;
export const DANGER_BUTTON = `btn bg-accent text-on-dark hover:bg-accent/90 ${DISABLED}`;
