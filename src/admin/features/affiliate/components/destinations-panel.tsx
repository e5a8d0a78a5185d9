/**
 * A tracked product's destinations per marketplace: pick a product, set each store's status
 * (exact, search, none or no destination) with its URL or ASIN, see its last link check, and
 * preview which store each country gets (the same choice /go/{id} makes).
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { DestinationStatus } from '../../../../lib/contracts/affiliate-destinations.ts';
import {
  useDestinations,
  useMarketplaces,
  useSaveDestinations,
  useTrackedProducts,
  type DestinationDraft,
  type DestinationsAnswer,
  type Marketplace,
} from '../api/destinations.ts';
import { GEO_STRINGS as S } from '../geo-strings.ts';

type RowStatus = DestinationStatus | '';
type Row = Omit<DestinationDraft, 'status'> & { status: RowStatus };

function DestinationsEditor({ id, answer, marketplaces }: { id: string; answer: DestinationsAnswer; marketplaces: Marketplace[] }) {
  const save = useSaveDestinations(id);
  const initial = () =>
    Object.fromEntries(
      marketplaces.map((m) => {
        const stored = answer.destinations.find((d) => d.marketplace === m.domain);
        const row: Row = { marketplace: m.domain, url: stored?.url ?? '', asin: stored?.asin ?? '', status: stored?.status ?? '' };
        return [m.domain, row];
      }),
    );
  // Reset from the answer by the parent's key (a new product, or the answer to a save).
  const [rows, setRows] = useState(initial);
  const update = (domain: string, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [domain]: { ...current[domain]!, ...patch } }));
  const onSave = () => {
    const destinations = Object.values(rows).flatMap((row) => (row.status === '' ? [] : [{ ...row, status: row.status }]));
    save.mutate(destinations, {
      onSuccess: () => toast.success(S.saved),
      onError: (error) => toast.error(S.saveError, { description: errorMessage(error) }),
    });
  };
  return (
    <div className="mt-4 space-y-6">
      <p className="text-sm text-ink-soft">
        {S.defaultUrl}: <span className="break-all">{answer.product.default_url}</span>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{S.destinationsTitle}</caption>
          <thead>
            <tr className="text-ink-soft">
              <th scope="col" className="py-2 pr-3">
                {S.marketplace}
              </th>
              <th scope="col" className="py-2 pr-3">
                {S.status}
              </th>
              <th scope="col" className="py-2 pr-3">
                {S.url}
              </th>
              <th scope="col" className="py-2 pr-3">
                {S.asin}
              </th>
              <th scope="col" className="py-2">
                {S.health}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {marketplaces.map((m) => {
              const row = rows[m.domain]!;
              const stored = answer.destinations.find((d) => d.marketplace === m.domain);
              return (
                <tr key={m.domain}>
                  <th scope="row" className="py-2 pr-3 font-semibold text-ink">
                    {m.domain}
                    {!m.active && <span className="block text-xs font-normal text-ink-soft">{S.noTrackingId}</span>}
                  </th>
                  <td className="py-2 pr-3">
                    <select
                      aria-label={`${S.status} · ${m.domain}`}
                      className={INPUT_CLASS}
                      value={row.status}
                      onChange={(event) => update(m.domain, { status: event.target.value as RowStatus })}
                    >
                      <option value="">{S.unused}</option>
                      <option value="exact">{S.statusLabels.exact}</option>
                      <option value="search">{S.statusLabels.search}</option>
                      <option value="none">{S.statusLabels.none}</option>
                    </select>
                  </td>
                  <td className="py-2 pr-3">
                    <input
                      aria-label={`${S.url} · ${m.domain}`}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      className={INPUT_CLASS}
                      value={row.url}
                      onChange={(event) => update(m.domain, { url: event.target.value })}
                    />
                  </td>
                  <td className="py-2 pr-3">
                    <input
                      aria-label={`${S.asin} · ${m.domain}`}
                      type="text"
                      maxLength={10}
                      className={`${INPUT_CLASS} w-36 uppercase`}
                      value={row.asin}
                      onChange={(event) => update(m.domain, { asin: event.target.value })}
                    />
                  </td>
                  <td className="py-2 text-ink-soft">
                    {stored?.health ? S.healthLabels[stored.health] : stored?.resolved_url ? S.notChecked : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="button" className={PRIMARY_BUTTON} onClick={onSave} disabled={save.isPending}>
        {S.save}
      </button>
      <div>
        <h3 className="text-lg text-brand-strong">{S.previewTitle}</h3>
        <table className="mt-2 w-full text-left text-sm" aria-label={S.previewTitle}>
          <thead>
            <tr className="text-ink-soft">
              <th scope="col" className="py-1 pr-3">
                {S.country}
              </th>
              <th scope="col" className="py-1 pr-3">
                {S.marketplace}
              </th>
              <th scope="col" className="py-1">
                {S.status}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {answer.preview.map((row) => (
              <tr key={row.country} data-country={row.country}>
                <th scope="row" className="py-1 pr-3 font-semibold text-ink">
                  {row.country}
                </th>
                <td className="py-1 pr-3">{row.marketplace === 'default' ? S.productDefault : row.marketplace}</td>
                <td className="py-1">{S.statusLabels[row.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function DestinationsPanel() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const searchId = useId();
  const productId = useId();
  const products = useTrackedProducts(query.trim());
  const marketplaces = useMarketplaces();
  const destinations = useDestinations(selected);
  return (
    <section aria-labelledby="destinations-title" className={CARD_CLASS}>
      <h2 id="destinations-title" className="text-h3 text-brand-strong">
        {S.destinationsTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{S.destinationsLead}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={searchId} className={LABEL_CLASS}>
            {S.productSearch}
          </label>
          <input
            id={searchId}
            type="search"
            className={`${INPUT_CLASS} mt-1.5`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={productId} className={LABEL_CLASS}>
            {S.product}
          </label>
          <select
            id={productId}
            className={`${INPUT_CLASS} mt-1.5`}
            value={selected ?? ''}
            onChange={(event) => setSelected(event.target.value || null)}
          >
            <option value="">{products.data?.products.length === 0 ? S.productsEmpty : S.chooseProduct}</option>
            {products.data?.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.kind === 'review' ? S.review : p.article_titulo} ({S.destinationsCount(p.destinations)})
              </option>
            ))}
          </select>
        </div>
      </div>
      {selected &&
        (destinations.isPending || marketplaces.isPending ? (
          <LoadingState label={S.destinationsTitle} />
        ) : destinations.isError || marketplaces.isError ? (
          <LoadError title={S.loadError} error={destinations.error ?? marketplaces.error} onRetry={() => void destinations.refetch()} />
        ) : (
          <DestinationsEditor
            key={`${selected}:${destinations.dataUpdatedAt}`}
            id={selected}
            answer={destinations.data}
            marketplaces={marketplaces.data.marketplaces}
          />
        ))}
    </section>
  );
}
