/** One message of the coach chat: the visitor's on the right, the coach's on the left, each with its time. */
import type { Locale } from '../../i18n/locales.ts';
import { formatCoachTime, type CoachMessage } from '../../lib/coach-chat.ts';
import type { CoachChatStrings } from './chat-strings.ts';

interface Props {
  message: CoachMessage;
  locale: Locale;
  strings: CoachChatStrings;
}

export function CoachMessageView({ message, locale, strings }: Props) {
  const mine = message.isUser;
  const speaker = mine ? strings['coach.chat.you'] : strings['coach.name'];
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start gap-2.5'} data-coach-message={mine ? 'user' : 'coach'}>
      {!mine && (
        <span
          className="mt-1 grid size-8 shrink-0 place-items-center rounded-full bg-sun font-display text-sm font-semibold text-brand-strong"
          aria-hidden="true"
        >
          {strings['coach.shortName'].charAt(0)}
        </span>
      )}
      <div className={mine ? 'flex max-w-[85%] flex-col items-end' : 'flex max-w-[88%] flex-col items-start'}>
        <p
          className={
            mine
              ? 'rounded-2xl rounded-br-md bg-brand px-4 py-2.5 break-words whitespace-pre-line text-on-dark'
              : 'rounded-2xl rounded-bl-md bg-surface px-4 py-3 break-words whitespace-pre-line text-ink shadow-card ring-1 ring-line'
          }
        >
          <span className="sr-only">{speaker}: </span>
          <span data-coach-text>{message.message}</span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-ink-soft">
          <time dateTime={message.timestamp}>{formatCoachTime(message.timestamp, locale)}</time>
          {message.source === 'offline' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2 py-0.5" data-coach-offline>
              <svg
                className="size-3.5"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5ZM13 4h5.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H13Z" />
              </svg>
              {strings['coach.chat.offline']}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
