/**
 * The life-coach chat: the usage line, the conversation (an aria-live log with times and a
 * typing indicator), clearing the history after a confirmation, and the composer (500
 * characters, Enter sends, Shift+Enter adds a line), which warns at the last message and
 * locks at none, saying when the visitor may write again.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { COACH_LIMITS, canSendCoachMessage, coachDraftProblem, describeReset, nextMessageAt } from '../../lib/coach-chat.ts';
import { fillString } from '../../lib/island-strings.ts';
import { COACH_INPUT_ID } from './chat-anchor.ts';
import type { CoachChatStrings } from './chat-strings.ts';
import { CoachMessageView } from './coach-message.tsx';
import { UsageDots } from './usage-dots.tsx';
import { useCoachChat } from './use-coach-chat.ts';

interface Props {
  locale: Locale;
  strings: CoachChatStrings;
}

const SUGGESTIONS = ['coach.chat.suggestion.1', 'coach.chat.suggestion.2', 'coach.chat.suggestion.3'] as const;
const RESETS = { today: 'coach.chat.resetsToday', tomorrow: 'coach.chat.resetsTomorrow', later: 'coach.chat.resetsLater' } as const;

export default function CoachChat({ locale, strings }: Props) {
  const { messages, usage, pending, send, clear } = useCoachChat(locale, strings);
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const lockRef = useRef<HTMLDivElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const sentHere = useRef(false);

  const remaining = usage?.remainingMessages ?? null;
  const locked = remaining === 0;
  const tooLong = coachDraftProblem(draft) === 'tooLong';
  const canSend = canSendCoachMessage(draft, { pending, remaining });
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  // Locked by a message just sent: the disabled input drops the focus, so the lock notice takes it.
  useEffect(() => {
    const active = document.activeElement;
    if (locked && sentHere.current && (active === inputRef.current || active === document.body)) lockRef.current?.focus();
  }, [locked]);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), 4000);
    return () => clearTimeout(timer);
  }, [announcement]);

  const submit = () => {
    if (!canSend) return;
    const text = draft;
    sentHere.current = true;
    setDraft('');
    void send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const confirmClear = () => {
    clear();
    setConfirming(false);
    setAnnouncement(strings['coach.chat.cleared']);
    (inputRef.current && !inputRef.current.disabled ? inputRef.current : logRef.current)?.focus();
  };

  const cancelClear = () => {
    setConfirming(false);
    requestAnimationFrame(() => clearRef.current?.focus());
  };

  const usageText =
    usage === null
      ? strings['coach.chat.usageLoading']
      : fillString(strings['coach.chat.usage'], { remaining: usage.remainingMessages, max: usage.maxMessages });

  const resetText = () => {
    const at = nextMessageAt(messages, { maxMessages: usage?.maxMessages });
    if (!at) return strings['coach.chat.resetsUnknown'];
    const { day, time } = describeReset(at, locale);
    return fillString(strings[RESETS[day]], { time });
  };

  return (
    <div className="flex min-w-0 flex-col overflow-hidden rounded-panel bg-surface shadow-card ring-1 ring-line/70">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-h3 text-brand-strong">
            {strings['coach.chat.heading']}
          </h2>
          <p role="status" className="mt-0.5 flex items-center gap-2 text-sm font-medium text-ink-soft" data-coach-usage>
            {usage && <UsageDots usage={usage} />}
            <span>{usageText}</span>
          </p>
        </div>
        {messages.length > 0 && !confirming && (
          <button
            ref={clearRef}
            type="button"
            onClick={() => setConfirming(true)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-soft ring-1 ring-line-strong transition-colors hover:bg-sand hover:text-ink"
          >
            <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
            </svg>
            {strings['coach.chat.clear']}
          </button>
        )}
      </div>

      {confirming && (
        <div
          role="group"
          aria-labelledby={`${id}-confirm`}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-accent/20 bg-accent-soft px-5 py-3 sm:px-6"
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancelClear();
          }}
        >
          <p id={`${id}-confirm`} className="flex-1 basis-56 font-semibold text-ink">
            {strings['coach.chat.clearConfirm']}
          </p>
          <div className="flex gap-2">
            <button type="button" onClick={confirmClear} className="btn min-h-10 bg-accent px-4 py-2 text-sm text-on-dark hover:bg-accent/90">
              {strings['coach.chat.clearYes']}
            </button>
            <button ref={keepRef} type="button" onClick={cancelClear} className="btn btn-secondary min-h-10 px-4 py-2 text-sm">
              {strings['coach.chat.clearNo']}
            </button>
          </div>
        </div>
      )}

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-labelledby={headingId}
        tabIndex={0}
        className="h-[26rem] overflow-y-auto overscroll-contain bg-paper px-4 py-5 sm:h-[30rem] sm:px-6"
        data-coach-log
      >
        {messages.length === 0 && !pending ? (
          <div className="flex h-full flex-col items-center justify-center text-center">
            <p className="max-w-sm text-ink-soft">{strings['coach.chat.empty']}</p>
            {!locked && (
              <ul className="mt-4 flex max-w-md flex-col gap-2" role="list">
                {SUGGESTIONS.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() => {
                        setDraft(strings[key]);
                        inputRef.current?.focus();
                      }}
                      className="w-full rounded-full bg-surface px-4 py-2.5 text-sm font-medium text-brand ring-1 ring-line-strong transition-colors hover:bg-brand-soft hover:ring-brand"
                    >
                      {strings[key]}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <ol className="space-y-5">
            {messages.map((message) => (
              <CoachMessageView key={message.id} message={message} locale={locale} strings={strings} />
            ))}
            {pending && (
              <li className="flex items-center gap-2.5 text-sm text-ink-soft" data-coach-typing>
                <span className="flex gap-1 rounded-2xl rounded-bl-md bg-surface px-3.5 py-3 ring-1 ring-line" aria-hidden="true">
                  <span className="size-1.5 animate-bounce rounded-full bg-brand" />
                  <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:150ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:300ms]" />
                </span>
                {strings['coach.chat.typing']}
              </li>
            )}
          </ol>
        )}
      </div>

      <form
        className="border-t border-line px-4 pt-4 pb-5 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div aria-live="polite">
          {remaining === 1 && (
            <p className="mb-3 flex items-start gap-2 rounded-xl bg-sun/25 px-3.5 py-2.5 text-sm font-medium text-ink ring-1 ring-sun" data-coach-warning>
              <svg className="mt-0.5 size-4 shrink-0 text-cat-dinheiro" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
                <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
              </svg>
              {strings['coach.chat.lastWarning']}
            </p>
          )}
          {locked && (
            <div ref={lockRef} tabIndex={-1} className="mb-3 flex items-start gap-3 rounded-xl bg-sand px-4 py-3 text-sm text-ink" data-coach-locked>
              <svg className="mt-0.5 size-5 shrink-0 text-brand" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" data-coach-lock-icon>
                <rect x="5" y="10.5" width="14" height="10" rx="2" />
                <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
              </svg>
              <p>
                <span className="block font-semibold">{fillString(strings['coach.chat.locked'], { max: usage?.maxMessages ?? COACH_LIMITS.maxMessages })}</span>
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
            onChange={(event) => setDraft(event.target.value)}
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
            <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
            </svg>
            <span className="max-sm:sr-only">{strings['coach.chat.send']}</span>
          </button>
        </div>
        <div className="mt-2 flex items-start justify-between gap-4 px-1 text-xs">
          <p id={hintId} className={tooLong ? 'font-medium text-accent' : 'text-ink-soft'}>
            {tooLong ? fillString(strings['coach.chat.input.tooLong'], { max: COACH_LIMITS.messageLength }) : strings['coach.chat.input.hint']}
          </p>
          <p id={counterId} className={tooLong ? 'shrink-0 font-semibold text-accent tabular-nums' : 'shrink-0 text-ink-soft tabular-nums'} data-coach-counter>
            {fillString(strings['coach.chat.input.counter'], { count: draft.length, max: COACH_LIMITS.messageLength })}
          </p>
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </form>
    </div>
  );
}
