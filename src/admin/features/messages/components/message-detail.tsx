/**
 * One message in full: who wrote, when, in which language, whether it was also mailed (and the
 * mail server's refusal when it was not), its text, and the actions: reply from the editor's
 * own mail program, mark read or unread, delete. Opening an unread message marks it read once;
 * marking it unread again is left alone until it is opened again.
 */
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { CARD_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import LoadError from '../../../components/load-error.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useMessage } from '../api/get-message.ts';
import { useMarkMessage } from '../api/mark-message.ts';
import { replyLink, type ContactMessage } from '../api/message-schemas.ts';
import { MESSAGE_STRINGS as S } from '../strings.ts';

export default function MessageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useMessage(id);
  const mark = useMarkMessage();
  const remove = useDeleteMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const autoMarked = useRef(false);
  const deletion = useConfirmedDelete<ContactMessage>(
    {
      mutate: (messageId, callbacks) =>
        remove.mutate(messageId, {
          onSuccess: () => {
            callbacks.onSuccess();
            onClose();
          },
          onError: callbacks.onError,
        }),
      isPending: remove.isPending,
    },
    { deleted: S.deleted, deleteError: S.deleteError },
  );
  const message = query.data?.message;

  const loadedId = message?.id;
  useEffect(() => {
    if (loadedId) heading.current?.focus();
  }, [loadedId]);
  useEffect(() => {
    if (message?.read_at !== null || autoMarked.current) return;
    autoMarked.current = true;
    mark.mutate({ id: message.id, read: true });
  }, [message, mark]);

  if (query.isPending) return <LoadingState label={S.detailLoading} />;
  if (query.isError || !message)
    return (
      <div className="space-y-4">
        <BackButton onClose={onClose} />
        <LoadError title={S.detailError} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );

  const unread = message.read_at === null;
  const toggleRead = () =>
    mark.mutate(
      { id: message.id, read: unread },
      {
        onSuccess: () => {
          if (!unread) toast.success(S.markedUnread);
        },
        onError: (error) => toast.error(S.markError, { description: errorMessage(error) }),
      },
    );

  return (
    <article aria-labelledby="message-subject" className={CARD_CLASS}>
      <BackButton onClose={onClose} />
      <h2 id="message-subject" ref={heading} tabIndex={-1} className="text-h3 break-words text-brand-strong focus:outline-none">
        {message.subject}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-soft">{S.from}</dt>
          <dd className="mt-0.5 break-words text-ink">
            {message.name} &lt;{message.email}&gt;
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-soft">{S.received}</dt>
          <dd className="mt-0.5 text-ink">{formatDateTime(message.created_at)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-soft">{S.language}</dt>
          <dd className="mt-0.5 text-ink">{S.languages[message.locale]}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-soft">{S.delivery}</dt>
          <dd className={`mt-0.5 ${message.delivery_status === 'failed' ? 'font-semibold text-accent' : 'text-ink'}`}>
            {message.delivery_status === 'failed' && <Icon name="alert" className="mr-1 inline size-4 align-[-2px]" />}
            {S.deliveryStatus[message.delivery_status]}
            {message.delivery_status === 'failed' && message.delivery_error && (
              <span className="mt-0.5 block font-normal break-words text-ink-soft">{S.deliveryError(message.delivery_error)}</span>
            )}
          </dd>
        </div>
      </dl>
      <div lang={message.locale} className="mt-5 rounded-xl bg-paper p-4 break-words whitespace-pre-wrap text-ink ring-1 ring-line">
        {message.message}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={replyLink(message)} className={PRIMARY_BUTTON}>
          <Icon name="mail" />
          {S.reply}
        </a>
        <button type="button" className={SECONDARY_BUTTON} disabled={mark.isPending} onClick={toggleRead}>
          <Icon name={unread ? 'check' : 'eye'} />
          {unread ? S.markRead : S.markUnread}
        </button>
        <button
          type="button"
          onClick={() => deletion.setToDelete(message)}
          className="btn bg-surface text-accent ring-1 ring-accent/30 hover:bg-accent-soft"
        >
          <Icon name="trash" className="size-4" />
          {S.remove}
        </button>
      </div>
      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.deleteTitle, text: S.deleteConfirmText, confirm: S.deleteConfirm, busy: S.deleting }}
        name={(message) => message.subject}
      />
    </article>
  );
}

/** On a phone the list is hidden while a message is open: this brings it back. */
function BackButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline lg:hidden"
    >
      <Icon name="arrowLeft" className="size-4" />
      {S.back}
    </button>
  );
}
