/** An on/off switch (role="switch"): the active flags of reviews, ebooks and webhooks. */
interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name; shown beside the switch unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  describedBy?: string;
}

export default function ToggleSwitch({ checked, onChange, label, hideLabel = false, disabled = false, id, describedBy }: Props) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={hideLabel ? label : undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-10 items-center gap-3 rounded-full text-sm font-semibold text-ink disabled:cursor-not-allowed disabled:opacity-55"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-brand' : 'bg-line-strong'}`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-surface shadow-card transition-transform ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </span>
      {!hideLabel && <span>{label}</span>}
    </button>
  );
}
