/** The subscribers: search by address, filter by newsletter and status, export as CSV, remove with their history. */
import { useDeferredValue, useState } from 'react';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import LoadError from '../../../components/load-error.tsx';
import Pager from '../../../components/pager.tsx';
import { RowAction } from '../../../components/row-actions.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { exportUrl, useSubscribers, type SubscriberFilter } from '../api/list-subscribers.ts';
import { useDeleteSubscriber } from '../api/newsletter-mutations.ts';
import type { Subscriber } from '../api/newsletter-schemas.ts';
import { NEWSLETTER_STRINGS as S } from '../strings.ts';
import { SUBSCRIBER_PAGES_STRINGS as P } from '../subscriber-pages-strings.ts';

const STATUSES = ['pending', 'active', 'unsubscribed', 'suppressed'] as const;

export default function SubscribersSection({ newsletters }: { newsletters: ReadonlyArray<{ id: string; name: string }> }) {
  const [q, setQ] = useState('');
  const [newsletter, setNewsletter] = useState('');
  const [status, setStatus] = useState<SubscriberFilter['status']>('');
  const [page, setPage] = useState(1);
  const filter: SubscriberFilter = { q: useDeferredValue(q), newsletter, status, page };
  const subscribers = useSubscribers(filter);
  const remove = useDeleteSubscriber();
  const deletion = useConfirmedDelete<Subscriber>(remove, { deleted: S.removed, deleteError: S.removeError }, (row) => row.email);
  const data = subscribers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const columns: Array<ListColumn<Subscriber>> = [
    { header: S.columnEmail, className: 'break-all text-ink', cell: (row) => row.email },
    { header: S.columnNewsletter, className: 'font-mono', cell: (row) => row.newsletter_id },
    { header: S.columnStatus, cell: (row) => S.statuses[row.status] },
    { header: S.columnSince, className: 'text-ink-soft', cell: (row) => formatDateTime(row.created_at) },
    {
      header: S.remove,
      hiddenHeader: true,
      className: 'text-right',
      cell: (row) => (
        <RowAction tone="danger" label={S.removeLabel(row.email)} onClick={() => deletion.setToDelete(row)}>
          {S.remove}
        </RowAction>
      ),
    },
  ];

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
        <ListTable
          name={{ caption: S.subscribersTitle }}
          columns={columns}
          rows={data.subscribers}
          rowKey={(row) => `${row.id}:${row.newsletter_id}`}
        />
      )}
      <Pager page={page} pages={pages} onPage={setPage} texts={{ label: P.label, previous: S.previous, next: S.next, pageOf: P.pageOf }} />
      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.remove, text: (row) => S.removeConfirm(row.email), confirm: S.remove, busy: S.remove }}
      />
    </section>
  );
}
