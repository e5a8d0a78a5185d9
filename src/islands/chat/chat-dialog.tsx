/**
 * The site chat dialog: a modal <dialog> (focus trapped, Escape closes, the page behind is
 * inert), 600 px high beside the launcher and full height on phones. Messages are an
 * aria-live log; Enter sends, Shift+Enter adds a line, nothing is sent while a reply is pending.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { CHAT_LIMITS, canSendChatMessage } from '../../lib/chat-conversation.ts';
import { fillString } from '../../lib/island-strings.ts';
import { ChatMessageView } from './chat-message.tsx';
import { $chatOpen } from './chat-store.ts';
import type { ChatStrings } from './chat-strings.ts';
import { useConversation } from './use-conversation.ts';

interface Props {
  locale: Locale;
  strings: ChatStrings;
}

export function ChatDialog({ locale, strings }: Props) {
  const open = useStore($chatOpen);
  const { messages, pending, greet, send } = useConversation(locale, strings);
  const [draft, setDraft] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const tooLong = draft.length > CHAT_LIMITS.message;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      greet();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, greet]);

  // Newest message in view; the input back in focus once a reply has arrived.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    if (!pending && dialogRef.current?.open) inputRef.current?.focus();
  }, [pending]);

  const submit = async () => {
    const text = draft;
    if (!canSendChatMessage(text, pending)) return;
    setDraft('');
    await send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={() => $chatOpen.set(false)}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-paper p-0 text-ink backdrop:bg-ink/30 sm:top-auto sm:right-6 sm:bottom-24 sm:left-auto sm:h-[600px] sm:max-h-[calc(100dvh-7.5rem)] sm:w-[25rem] sm:rounded-panel sm:shadow-lift sm:ring-1 sm:ring-line"
    >
      <div className="flex h-full flex-col">
        <header className="on-dark flex items-center gap-3 bg-brand px-5 py-4 text-on-dark">
          <span
            className="grid size-11 shrink-0 place-items-center rounded-full bg-sun font-display text-xl font-semibold text-brand-strong"
            aria-hidden="true"
          >
            {strings['chat.assistantName'].charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-display text-lg leading-tight font-semibold">
              {strings['chat.dialog.title']}
            </h2>
            <p className="truncate text-sm text-on-dark-soft">{strings['chat.dialog.subtitle']}</p>
          </div>
          <button
            type="button"
            onClick={() => $chatOpen.set(false)}
            aria-label={strings['chat.dialog.close']}
            className="grid size-11 shrink-0 place-items-center rounded-full text-on-dark transition-colors hover:bg-white/12"
          >
            <svg
              className="size-5"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </header>

        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-labelledby={titleId}
          tabIndex={0}
          className="flex-1 overflow-y-auto overscroll-contain px-4 py-5"
          data-chat-log
        >
          <ol className="space-y-4">
            {messages.map((message) => (
              <ChatMessageView key={message.id} message={message} locale={locale} strings={strings} />
            ))}
            {pending && (
              <li className="flex items-center gap-2 text-sm text-ink-soft" data-chat-typing>
                <span className="flex gap-1" aria-hidden="true">
                  <span className="size-1.5 animate-bounce rounded-full bg-brand" />
                  <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:150ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-brand [animation-delay:300ms]" />
                </span>
                {strings['chat.typing']}
              </li>
            )}
          </ol>
        </div>

        <form
          className="border-t border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            {strings['chat.input.label']}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              ref={inputRef}
              id={`${id}-input`}
              rows={1}
              value={draft}
              disabled={pending}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={strings['chat.input.placeholder']}
              aria-describedby={hintId}
              aria-invalid={tooLong || undefined}
              className="max-h-32 min-h-12 flex-1 resize-none rounded-2xl border border-line-strong bg-paper px-4 py-3 leading-snug text-ink placeholder:text-ink-soft/80 focus:border-brand disabled:cursor-not-allowed disabled:opacity-60 field-sizing-content"
            />
            <button
              type="submit"
              disabled={!canSendChatMessage(draft, pending)}
              aria-label={strings['chat.send']}
              className="grid size-12 shrink-0 place-items-center rounded-full bg-brand text-on-dark transition-colors hover:bg-brand-hover disabled:cursor-not-allowed disabled:bg-line-strong"
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
            </button>
          </div>
          <p id={hintId} className={tooLong ? 'mt-1.5 text-xs font-medium text-accent' : 'mt-1.5 text-xs text-ink-soft'}>
            {tooLong
              ? fillString(strings['chat.input.tooLong'], { max: CHAT_LIMITS.message, count: draft.length })
              : strings['chat.input.hint']}
          </p>
        </form>
      </div>
    </dialog>
  );
}
