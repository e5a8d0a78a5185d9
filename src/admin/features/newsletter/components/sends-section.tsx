/** Each send: its article, newsletter, state and outcome (recipients, accepted, failed, suppressed, clicks). */
import { CARD_CLASS } from '../../../components/field-styles.ts';
import LoadError from '../../../components/load-error.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useNewsletterSends } from '../api/get-overview.ts';
import { NEWSLETTER_STRINGS as S } from '../strings.ts';
import { SEND_STATUS_STRINGS } from '../send-status-strings.ts';

const NUMBERS = ['recipients', 'accepted', 'failed', 'suppressed', 'clicks'] as const;
const HEADINGS = {
  get recipients() {
    return S.columnRecipients;
  },
  get accepted() {
    return S.columnAccepted;
  },
  get failed() {
    return S.columnFailed;
  },
  get suppressed() {
    return S.columnSuppressed;
  },
  get clicks() {
    return S.columnClicks;
  },
};

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
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{S.sendsTitle}</caption>
            <thead className="border-b border-line text-ink-soft">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnSubject}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnNewsletter}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {S.columnStatus}
                </th>
                {NUMBERS.map((key) => (
                  <th key={key} scope="col" className="py-2 pr-3 text-right font-semibold">
                    {HEADINGS[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {sends.data.sends.map((send) => (
                <tr key={send.id}>
                  <td className="py-3 pr-3 text-ink">
                    {send.subject}
                    <span className="block text-ink-soft">{formatDateTime(send.created_at)}</span>
                  </td>
                  <td className="py-3 pr-3 font-mono">{send.newsletter_id}</td>
                  <td className="py-3 pr-3">
                    {send.status === 'awaiting_live' ? SEND_STATUS_STRINGS.awaitingLive : (S.sendStatus[send.status] ?? send.status)}
                    {send.stalled && send.fails_at && (
                      <span className="block text-accent">{SEND_STATUS_STRINGS.stalledRow(formatDateTime(send.fails_at))}</span>
                    )}
                    {send.failure_reason === 'page_not_live' && (
                      <span className="block text-ink-soft">{SEND_STATUS_STRINGS.pageNotLive}</span>
                    )}
                  </td>
                  {NUMBERS.map((key) => (
                    <td key={key} className="py-3 pr-3 text-right tabular-nums">
                      {formatCount(send[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
