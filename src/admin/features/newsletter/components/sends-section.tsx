/** Each send: its article, newsletter, state and outcome (recipients, accepted, failed, suppressed, clicks). */
import { CARD_CLASS } from '../../../components/field-styles.ts';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import LoadError from '../../../components/load-error.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useNewsletterSends } from '../api/get-overview.ts';
import type { NewsletterSend } from '../api/newsletter-schemas.ts';
import { NEWSLETTER_STRINGS as S } from '../strings.ts';
import { SEND_STATUS_STRINGS } from '../send-status-strings.ts';

/** Built when drawn, so the headers follow the interface language. */
const columns = (): Array<ListColumn<NewsletterSend>> => [
  {
    header: S.columnSubject,
    className: 'text-ink',
    cell: (send) => (
      <>
        {send.subject}
        <span className="block text-ink-soft">{formatDateTime(send.created_at)}</span>
      </>
    ),
  },
  { header: S.columnNewsletter, className: 'font-mono', cell: (send) => send.newsletter_id },
  {
    header: S.columnStatus,
    cell: (send) => (
      <>
        {send.status === 'awaiting_live' ? SEND_STATUS_STRINGS.awaitingLive : (S.sendStatus[send.status] ?? send.status)}
        {send.stalled && send.fails_at && (
          <span className="block text-accent">{SEND_STATUS_STRINGS.stalledRow(formatDateTime(send.fails_at))}</span>
        )}
        {send.failure_reason === 'page_not_live' && <span className="block text-ink-soft">{SEND_STATUS_STRINGS.pageNotLive}</span>}
      </>
    ),
  },
  { header: S.columnRecipients, numeric: true, cell: (send) => formatCount(send.recipients) },
  { header: S.columnAccepted, numeric: true, cell: (send) => formatCount(send.accepted) },
  { header: S.columnFailed, numeric: true, cell: (send) => formatCount(send.failed) },
  { header: S.columnSuppressed, numeric: true, cell: (send) => formatCount(send.suppressed) },
  { header: S.columnClicks, numeric: true, cell: (send) => formatCount(send.clicks) },
];

export default function SendsSection() {
  const sends = useNewsletterSends();
  const stalled = sends.data?.sends.filter((send) => send.stalled).length ?? 0;
  return (
    <section aria-labelledby="sends-title" className={CARD_CLASS}>
      <h2 id="sends-title" className="text-h3 text-brand-strong">
        {S.sendsTitle}
      </h2>
      {stalled > 0 && <StalledAlert count={stalled} />}
      {sends.isPending ? (
        <LoadingState label={S.loading} />
      ) : sends.isError ? (
        <LoadError title={S.loadError} error={sends.error} onRetry={() => void sends.refetch()} />
      ) : sends.data.sends.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{S.sendsEmpty}</p>
      ) : (
        <ListTable name={{ caption: S.sendsTitle }} columns={columns()} rows={sends.data.sends} rowKey={(send) => send.id} />
      )}
    </section>
  );
}

/** Sends held by a page no live build serves (a failing build): said above the list, not only in a row (docs/decisions/069). */
function StalledAlert({ count }: { count: number }) {
  return (
    <div role="alert" className="mt-3 rounded-xl bg-accent-soft p-4 text-sm ring-1 ring-accent/30">
      <p className="font-semibold text-accent">{SEND_STATUS_STRINGS.stalledTitle(count)}</p>
      <p className="mt-1 text-ink">{SEND_STATUS_STRINGS.stalledLead}</p>
    </div>
  );
}
