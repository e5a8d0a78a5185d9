/**
 * The life-coach chat: the usage line, the conversation (an aria-live log with times and a
 * typing indicator, or suggestions to start from), clearing the history, and the composer.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { CoachLimitSettings } from '../../lib/coach-chat.ts';
import { fillString } from '../../lib/island-strings.ts';
import type { CoachChatStrings } from './chat-strings.ts';
import { ClearHistory } from './clear-history.tsx';
import { CoachComposer } from './coach-composer.tsx';
import { CoachMessageView } from './coach-message.tsx';
import { UsageDots } from './usage-dots.tsx';
import { useCoachChat } from './use-coach-chat.ts';

interface Props {
  locale: Locale;
  strings: CoachChatStrings;
  /** The server's limit, as the build read it. */
  limits: CoachLimitSettings;
}

const SUGGESTIONS = ['coach.chat.suggestion.1', 'coach.chat.suggestion.2', 'coach.chat.suggestion.3'] as const;

export default function CoachChat({ locale, strings, limits }: Props) {
  const { messages, usage, pending, send, clear } = useCoachChat(locale, strings, limits);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const headingId = `${id}-heading`;
  const locked = usage?.remainingMessages === 0;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), 4000);
    return () => clearTimeout(timer);
  }, [announcement]);

  const clearHistory = () => {
    clear();
    setAnnouncement(strings['coach.chat.cleared']);
    (inputRef.current && !inputRef.current.disabled ? inputRef.current : logRef.current)?.focus();
  };

  const usageText =
    usage === null
      ? strings['coach.chat.usageLoading']
      : fillString(strings['coach.chat.usage'], { remaining: usage.remainingMessages, max: usage.maxMessages });

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
        {messages.length > 0 && <ClearHistory strings={strings} disabled={pending} onClear={clearHistory} />}
      </div>

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

      <CoachComposer
        locale={locale}
        strings={strings}
        limits={limits}
        draft={draft}
        onDraftChange={setDraft}
        usage={usage}
        pending={pending}
        messages={messages}
        inputRef={inputRef}
        onSend={(text) => {
          setDraft('');
          void send(text);
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
