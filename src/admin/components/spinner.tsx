/** A spinner with its text, announced politely to screen readers. */
interface Props {
  label: string;
  /** Fill the screen (the gate) or the content area (a section). */
  fullScreen?: boolean;
}

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

export default function LoadingState({ label, fullScreen = false }: Props) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-3 text-ink-soft ${fullScreen ? 'min-h-dvh' : 'min-h-64 py-16'}`}
    >
      <Spinner className="size-8 text-brand" />
      <p className="font-medium">{label}</p>
    </div>
  );
}
