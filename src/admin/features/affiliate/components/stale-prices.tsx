/** Prices too old to be shown: each with its article, the date of its last check and a confirm button. */
import { Link } from 'react-router';
import { toast } from 'sonner';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatPublicationDate } from '../../../lib/format.ts';
import { editArticlePath } from '../../../routes.ts';
import { formatPrice } from '../../../../lib/format.ts';
import { useConfirmPrice } from '../api/confirm-price.ts';
import { useStalePrices, type StalePrice } from '../api/stale-prices.ts';
import { AFFILIATE_STRINGS as S } from '../strings.ts';

function StalePriceItem({ product }: { product: StalePrice }) {
  const confirm = useConfirmPrice();
  const onConfirm = () =>
    confirm.mutate(product.id, {
      onSuccess: () => toast.success(S.confirmed, { description: S.confirmedText }),
      onError: (error) => toast.error(S.confirmError, { description: errorMessage(error) }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {product.nome} · <span className="tabular-nums">{formatPrice(product.preco)}</span>
        </p>
        <p className="text-sm text-ink-soft">
          <Link to={editArticlePath(product.article_id)} className="text-link" aria-label={S.editArticle(product.titulo)}>
            {product.titulo}
          </Link>
          {product.status === 'rascunho' && ` · ${S.draft}`} · {S.checkedOn(formatPublicationDate(product.preco_verificado_em))}
        </p>
      </div>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={onConfirm}
        disabled={confirm.isPending}
        aria-label={S.confirm(product.nome)}
      >
        {S.confirmShort}
      </button>
    </li>
  );
}

export default function StalePrices() {
  const prices = useStalePrices();
  return (
    <section aria-labelledby="stale-prices-title" className={CARD_CLASS}>
      <h2 id="stale-prices-title" className="text-h3 text-brand-strong">
        {S.pricesTitle}
      </h2>
      {prices.data && <p className="mt-1 text-sm text-ink-soft">{S.pricesLead(prices.data.max_age_days)}</p>}
      <div className="mt-4">
        {prices.isPending ? (
          <LoadingState label={S.pricesTitle} />
        ) : prices.isError ? (
          <LoadError title={S.pricesError} error={prices.error} onRetry={() => void prices.refetch()} />
        ) : prices.data.products.length === 0 ? (
          <EmptyState icon="check" title={S.pricesEmpty} />
        ) : (
          <ul className="divide-y divide-line">
            {prices.data.products.map((product) => (
              <StalePriceItem key={product.id} product={product} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
