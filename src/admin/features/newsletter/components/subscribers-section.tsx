/** The subscribers: search by address, filter by newsletter and status, export as CSV, remove with their history. */
import { useDeferredValue, useState } from 'react';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadError from '../../../components/load-error.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { exportUrl, useSubscribers, type SubscriberFilter } from '../api/list-subscribers.ts';
import { useDeleteSubscriber } from '../api/newsletter-mutations.ts';
import type { Subscriber } from '../api/newsletter-schemas.ts';
import { NEWSLETTER_STRINGS as S } from '../strings.ts';

const STATUSES = ['pending', 'active', 'unsubscribed', 'suppressed'] as const;

export default function SubscribersSection({ newsletters }: { newsletters: ReadonlyArray<{ id: string; name: string }> }) {
  const [q, setQ] = useState('');
  const [newsletter, setNewsletter] = useState('');
  const [status, setStatus] = useState<SubscriberFilter['status']>('');
  const [page, setPage] = useState(1);
  const filter: SubscriberFilter = { q: useDeferredValue(q), newsletter, status, page };
  const subscribers = useSubscribers(filter);
  const remove = useDeleteSubscriber();
  const { toDelete, setToDelete, confirmDelete, deleting } = useConfirmedDelete<Subscriber>(
    remove,
    { deleted: S.removed, deleteError: S.removeError },
    (row) => row.email,
  );
  const data = subscribers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <section aria-labelledby="subscribers-title" className={CARD_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subscribers-title" className="text-h3 text-brand-strong">
          {S.subscribersTitle}
        </h2>
        <a href={exportUrl(filter)} className={SECONDARY_BUTTON} download>
          {S.exportCsv}
        </a>
      </div>
      <div role="search" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_12rem]">
        <div>
          <label htmlFor="subscribers-search" className={LABEL_CLASS}>
            {S.search}
          </label>
          <input
            id="subscribers-search"
            type="search"
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            className={`${INPUT_CLASS} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor="subscribers-newsletter" className={LABEL_CLASS}>
            {S.newsletterFilter}
          </label>
          <select
            id="subscribers-newsletter"
            value={newsletter}
            onChange={(event) => {
              setNewsletter(event.target.value);
              setPage(1);
            }}
            className={`${INPUT_CLASS} mt-1.5`}
          >
            <option value="">{S.all}</option>
            {newsletters.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="subscribers-status" className={LABEL_CLASS}>
            {S.statusFilter}
          </label>
          <select
            id="subscribers-status"
            value={status}
            onChange={(event) => {
              setStatus(STATUSES.find((value) => value === event.target.value) ?? '');
              setPage(1);
            }}
            className={`${INPUT_CLASS} mt-1.5`}
          >
            <option value="">{S.allStatuses}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {S.statuses[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-4 text-sm text-ink-soft">
        {data ? S.count(data.total) : ''}
      </p>
      {subscribers.isPending ? (
        <LoadingState label={S.loading} />
      ) : subscribers.isError && !data ? (
        <LoadError title={S.loadError} error={subscribers.error} onRetry={() => void subscribers.refetch()} />
      ) : !data || data.subscribers.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{S.empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{S.subscribersTitle}</caption>
            <thead className="border-b border-line text-ink-soft">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnEmail}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnNewsletter}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnStatus}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnSince}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{S.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.subscribers.map((row) => (
                <tr key={`${row.id}:${row.newsletter_id}`}>
                  <td className="py-3 pr-3 break-all text-ink">{row.email}</td>
                  <td className="py-3 pr-3 font-mono">{row.newsletter_id}</td>
                  <td className="py-3 pr-3">{S.statuses[row.status]}</td>
                  <td className="py-3 pr-3 text-ink-soft">{formatDateTime(row.created_at)}</td>
                  <td className="py-3 text-right">
                    <button
                      type="button"
                      onClick={() => setToDelete(row)}
                      aria-label={S.removeLabel(row.email)}
                      className="rounded-full px-3 py-1.5 font-semibold text-accent ring-1 ring-accent/30 hover:bg-accent-soft"
                    >
                      {S.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <div className="mt-4 flex gap-3">
              <button type="button" className={SECONDARY_BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {S.previous}
              </button>
              <button type="button" className={SECONDARY_BUTTON} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {S.next}
              </button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={S.remove}
        description={toDelete ? S.removeConfirm(toDelete.email) : ''}
        confirmLabel={S.remove}
        busyLabel={S.remove}
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
