/** The messages left as dots (filled: still available), beside the usage line that says it in words. */
import type { CoachUsage } from '../../lib/coach-chat.ts';

export function UsageDots({ usage }: { usage: CoachUsage }) {
  return (
    <span className="flex gap-1" aria-hidden="true">
      {Array.from({ length: usage.maxMessages }, (_, index) => (
        <span
          key={index}
          className={index < usage.remainingMessages ? 'size-2.5 rounded-full bg-brand' : 'size-2.5 rounded-full bg-line-strong/70'}
        />
      ))}
    </span>
  );
}
