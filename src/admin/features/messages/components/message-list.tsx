/** The messages of one page: unread ones in bold with a dot (and its words for screen readers), a failed mail flagged. */
import Icon from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { ContactMessageSummary } from '../api/message-schemas.ts';
import { MESSAGE_STRINGS as S } from '../strings.ts';

interface Props {
  messages: ContactMessageSummary[];
  selected: string | null;
  onOpen: (id: string) => void;
  /** The previous page's answer, shown while the next one loads. */
  dimmed: boolean;
}

export default function MessageList({ messages, selected, onOpen, dimmed }: Props) {
  return (
    <ul
      aria-label={S.listLabel}
      className={`divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-opacity ${dimmed ? 'opacity-60' : ''}`}
    >
      {messages.map((message) => {
        const unread = message.read_at === null;
        const current = message.id === selected;
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onOpen(message.id)}
              aria-current={current ? 'true' : undefined}
              className={`block w-full px-4 py-3 text-left transition-colors focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent ${
                current ? 'bg-brand-soft' : 'hover:bg-sand'
              }`}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className={`flex min-w-0 items-center gap-2 ${unread ? 'font-bold text-ink' : 'font-semibold text-ink-soft'}`}>
                  {unread && (
                    <>
                      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-accent" />
                      <span className="sr-only">{S.unreadMark}: </span>
                    </>
                  )}
                  <span className="truncate">{message.name}</span>
                </span>
                <span className="shrink-0 text-xs text-ink-soft">{formatDateTime(message.created_at)}</span>
              </span>
              <span className={`mt-0.5 flex items-center gap-1.5 truncate text-sm ${unread ? 'font-semibold text-ink' : 'text-ink'}`}>
                {message.delivery_status === 'failed' && <Icon name="alert" className="size-4 shrink-0 text-accent" />}
                <span lang={message.locale} className="truncate">
                  {message.subject}
                </span>
              </span>
              {/* The reader's words, in the language of the page they wrote from: read as such. */}
              <span lang={message.locale} className="mt-0.5 line-clamp-2 text-sm text-ink-soft">
                {message.preview}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
