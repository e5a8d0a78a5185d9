/**
 * /admin/newsletter: each newsletter with its subscribers per status and a test send to
 * oneself, the subscribers (search, export, removal), CSV import, and the sends. Administrators
 * only (the server checks).
 */
import { toast } from 'sonner';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { useNewsletterOverview } from '../api/get-overview.ts';
import { useTestSend } from '../api/newsletter-mutations.ts';
import { NEWSLETTER_STRINGS as S } from '../strings.ts';
import ImportForm from './import-form.tsx';
import SendsSection from './sends-section.tsx';
import SubscribersSection from './subscribers-section.tsx';

const STATUSES = ['pending', 'active', 'unsubscribed', 'suppressed'] as const;

export default function NewsletterPage() {
  const overview = useNewsletterOverview();
  const test = useTestSend();
  const sendTest = (newsletter: string) =>
    test.mutate(newsletter, {
      onSuccess: (answer) => toast.success(S.testSent(answer.to)),
      onError: (error) => toast.error(S.testError, { description: errorMessage(error) }),
    });

  if (overview.isPending) return <LoadingState label={S.loading} />;
  if (overview.isError) return <LoadError title={S.loadError} error={overview.error} onRetry={() => void overview.refetch()} />;
  const { newsletters, sending_enabled: sendingEnabled } = overview.data;

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        {!sendingEnabled && (
          <p role="status" className="rounded-card bg-accent-soft p-4 text-sm text-ink">
            {S.noMailer}
          </p>
        )}
        <section aria-labelledby="newsletters-title" className={CARD_CLASS}>
          <h2 id="newsletters-title" className="text-h3 text-brand-strong">
            {S.newslettersTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{S.testHint}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {newsletters.map((newsletter) => (
              <li key={newsletter.id} className="rounded-xl p-4 ring-1 ring-line">
                <p className="font-semibold text-ink">
                  {newsletter.name} <span className="font-mono text-sm text-ink-soft">({newsletter.id})</span>
                </p>
                {newsletter.offered && <p className="text-sm text-ink-soft">{S.offered}</p>}
                <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 text-sm">
                  {STATUSES.map((status) => (
                    <div key={status}>
                      <dt className="text-ink-soft">{S.statuses[status]}</dt>
                      <dd className="font-semibold tabular-nums">{formatCount(newsletter.counts[status])}</dd>
                    </div>
                  ))}
                </dl>
                <button
                  type="button"
                  className={`${SECONDARY_BUTTON} mt-3`}
                  disabled={!sendingEnabled || test.isPending}
                  onClick={() => sendTest(newsletter.id)}
                >
                  {S.testButton}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <SubscribersSection newsletters={newsletters} />
        <ImportForm newsletters={newsletters} />
        <SendsSection />
      </div>
    </>
  );
}
