/** Links whose last check failed, each with the products and articles that use it, and a check on demand. */
import { Link } from 'react-router';
import { toast } from 'sonner';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { editArticlePath } from '../../../routes.ts';
import { useBrokenLinks, useCheckLinks, type BrokenLink } from '../api/broken-links.ts';
import { STORE_STRINGS as T } from '../store-strings.ts';
import { AFFILIATE_STRINGS as S } from '../strings.ts';

function BrokenLinkItem({ link }: { link: BrokenLink }) {
  const reviews = link.products.filter((p) => p.kind === 'review');
  return (
    <li className="py-3">
      <p className="break-all font-semibold text-ink">{link.url}</p>
      <p className="text-sm text-accent">{link.state === 'refused' ? `${S.refused} (${link.error ?? ''})` : link.error}</p>
      <p className="mt-1 text-sm text-ink-soft" data-testid="broken-products">
        {T.products}: {link.products.map((p) => `${p.nome} (${p.marketplace ? T.viaStore(p.marketplace) : T.defaultLink})`).join(', ')}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {S.usedIn}:{' '}
        {link.articles.map((article, index) => (
          <span key={article.id}>
            {index > 0 && ', '}
            <Link to={editArticlePath(article.id)} className="text-link" aria-label={S.editArticle(article.titulo)}>
              {article.titulo}
            </Link>
            {article.status === 'rascunho' && ` (${S.draft})`}
          </span>
        ))}
        {reviews.map((review, index) => (
          <span key={review.id}>
            {(index > 0 || link.articles.length > 0) && ', '}
            {S.homeReview(review.nome)}
          </span>
        ))}
      </p>
    </li>
  );
}

export default function BrokenLinks() {
  const links = useBrokenLinks();
  const check = useCheckLinks();
  const running = links.data?.running || check.isPending;
  const onCheck = () =>
    check.mutate(undefined, {
      onSuccess: () => toast.success(S.checkStarted),
      onError: (error) => toast.error(S.checkError, { description: errorMessage(error) }),
    });
  return (
    <section aria-labelledby="broken-links-title" className={CARD_CLASS}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="broken-links-title" className="text-h3 text-brand-strong">
            {S.linksTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{S.linksLead}</p>
          {links.data?.last_run && <p className="text-sm text-ink-soft">{S.lastRun(formatDateTime(links.data.last_run))}</p>}
        </div>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCheck} disabled={running}>
          {running && <Spinner className="size-4" />}
          {S.checkNow}
        </button>
      </div>
      <div className="mt-4" aria-live="polite">
        {running && <p className="mb-3 text-sm text-ink-soft">{S.checking}</p>}
        {links.isPending ? (
          <LoadingState label={S.linksTitle} />
        ) : links.isError ? (
          <LoadError title={S.linksError} error={links.error} onRetry={() => void links.refetch()} />
        ) : links.data.links.length === 0 ? (
          <EmptyState icon="check" title={links.data.last_run ? S.linksEmpty : S.linksNever} />
        ) : (
          <ul className="divide-y divide-line">
            {links.data.links.map((link) => (
              <BrokenLinkItem key={link.url} link={link} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
