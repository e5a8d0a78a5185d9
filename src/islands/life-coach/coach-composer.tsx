/**
 * Where the visitor writes to the coach: a textarea of at most 500 characters with its
 * counter (Enter sends, Shift+Enter adds a line), the warning when one message is left, and,
 * when none is, a lock saying when the visitor may write again.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import {
  COACH_LIMITS,
  canSendCoachMessage,
  coachDraftProblem,
  describeReset,
  nextMessageAt,
  type CoachMessage,
  type CoachUsage,
  formatCoachWindow,
  type CoachLimitSettings,
} from '../../lib/coach-chat.ts';
import { fillString } from '../../lib/island-strings.ts';
import { COACH_INPUT_ID } from './chat-anchor.ts';
import type { CoachChatStrings } from './chat-strings.ts';

const RESETS = { today: 'coach.chat.resetsToday', tomorrow: 'coach.chat.resetsTomorrow', later: 'coach.chat.resetsLater' } as const;

interface Props {
  locale: Locale;
  strings: CoachChatStrings;
  draft: string;
  onDraftChange: (text: string) => void;
  usage: CoachUsage | null;
  pending: boolean;
  /** The history, for when the next message frees up. */
  messages: readonly CoachMessage[];
  limits: CoachLimitSettings;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
}

export function CoachComposer({ locale, strings, draft, onDraftChange, usage, pending, messages, limits, inputRef, onSend }: Props) {
  const id = useId();
  const lockRef = useRef<HTMLDivElement>(null);
  const sentHere = useRef(false);
  const remaining = usage?.remainingMessages ?? null;
  const locked = remaining === 0;
  const tooLong = coachDraftProblem(draft) === 'tooLong';
  const canSend = canSendCoachMessage(draft, { pending, remaining });
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;

  // Locked by a message just sent: the disabled input drops the focus, so the lock notice takes it.
  useEffect(() => {
    const active = document.activeElement;
    if (locked && sentHere.current && (active === inputRef.current || active === document.body)) lockRef.current?.focus();
  }, [locked, inputRef]);

  const submit = () => {
    if (!canSend) return;
    sentHere.current = true;
    onSend(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const resetText = () => {
    const at = nextMessageAt(messages, { maxMessages: usage?.maxMessages ?? limits.maxMessages, windowHours: limits.windowHours });
    if (!at) return fillString(strings['coach.chat.resetsUnknown'], { window: formatCoachWindow(limits.windowHours, locale) });
    const { day, time } = describeReset(at, locale);
    return fillString(strings[RESETS[day]], { time });
  };

  return (
    <form
      className="border-t border-line px-4 pt-4 pb-5 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div aria-live="polite">
        {remaining === 1 && (
          <p
            className="mb-3 flex items-start gap-2 rounded-xl bg-sun/25 px-3.5 py-2.5 text-sm font-medium text-ink ring-1 ring-sun"
            data-coach-warning
          >
            <svg
              className="mt-0.5 size-4 shrink-0 text-cat-dinheiro"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            </svg>
            {strings['coach.chat.lastWarning']}
          </p>
        )}
        {locked && usage && (
          <div
            ref={lockRef}
            tabIndex={-1}
            className="mb-3 flex items-start gap-3 rounded-xl bg-sand px-4 py-3 text-sm text-ink"
            data-coach-locked
          >
            <svg
              className="mt-0.5 size-5 shrink-0 text-brand"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              data-coach-lock-icon
            >
              <rect x="5" y="10.5" width="14" height="10" rx="2" />
              <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
            </svg>
            <p>
              <span className="block font-semibold">{fillString(strings['coach.chat.locked'], { max: usage.maxMessages })}</span>
              <span className="text-ink-soft">{resetText()}</span>
            </p>
          </div>
        )}
      </div>

      <label htmlFor={COACH_INPUT_ID} className="sr-only">
        {strings['coach.chat.input.label']}
      </label>
      <div className="flex items-end gap-2 sm:gap-3">
        <textarea
          ref={inputRef}
          id={COACH_INPUT_ID}
          name="message"
          rows={2}
          maxLength={COACH_LIMITS.messageLength}
          value={draft}
          disabled={locked}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={strings['coach.chat.input.placeholder']}
          aria-describedby={`${hintId} ${counterId}`}
          aria-invalid={tooLong || undefined}
          className={
            'max-h-48 min-h-14 flex-1 resize-none rounded-2xl border bg-paper px-4 py-3 leading-snug text-ink field-sizing-content placeholder:text-ink-soft/80 focus:border-brand disabled:cursor-not-allowed disabled:bg-sand disabled:opacity-70 ' +
            (tooLong ? 'border-accent ring-1 ring-accent' : 'border-line-strong')
          }
        />
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex size-14 shrink-0 items-center justify-center gap-2 rounded-full bg-brand font-semibold text-on-dark transition-colors hover:bg-brand-hover disabled:cursor-not-allowed disabled:bg-line-strong disabled:text-ink-soft sm:w-auto sm:px-6"
        >
          <svg
            className="size-5"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
          </svg>
          <span className="max-sm:sr-only">{strings['coach.chat.send']}</span>
        </button>
      </div>
      <div className="mt-2 flex items-start justify-between gap-4 px-1 text-xs">
        <p id={hintId} className={tooLong ? 'font-medium text-accent' : 'text-ink-soft'}>
          {tooLong ? (
            fillString(strings['coach.chat.input.tooLong'], { max: COACH_LIMITS.messageLength })
          ) : (
            <span className="pointer-coarse:sr-only">{strings['coach.chat.input.hint']}</span>
          )}
        </p>
        <p
          id={counterId}
          className={tooLong ? 'shrink-0 font-semibold text-accent tabular-nums' : 'shrink-0 text-ink-soft tabular-nums'}
          data-coach-counter
        >
          {fillString(strings['coach.chat.input.counter'], { count: draft.length, max: COACH_LIMITS.messageLength })}
        </p>
      </div>
    </form>
  );
}
