/**
 * A tracked product's destinations per marketplace: each store's status (exact, search, none or
 * no destination) with its URL or ASIN, its last link check, and the preview of which store
 * each country gets (the same choice /go/{id} makes). Saved on its own (PUT
 * /api/admin/affiliate/products/:id/destinations). Shown on the Links de afiliado screen for the
 * product picked there, and in the article editor's product form for a saved product.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { DestinationStatus } from '../../../lib/contracts/affiliate-destinations.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { INPUT_CLASS, PRIMARY_BUTTON } from '../field-styles.ts';
import LoadError from '../load-error.tsx';
import LoadingState from '../spinner.tsx';
import {
  useDestinations,
  useMarketplaces,
  useSaveDestinations,
  type DestinationDraft,
  type DestinationsAnswer,
  type Marketplace,
} from './destinations-api.ts';
import { DESTINATION_STRINGS as S } from './strings.ts';

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

/**
 * One product's destinations editor, loaded by id: on this screen for the product picked, and
 * in the article editor's product form for a saved product (products-card.tsx).
 */
export default function ProductDestinations({ id }: { id: string }) {
  const marketplaces = useMarketplaces();
  const destinations = useDestinations(id);
  return destinations.isPending || marketplaces.isPending ? (
    <LoadingState label={S.destinationsTitle} />
  ) : destinations.isError || marketplaces.isError ? (
    <LoadError title={S.loadError} error={destinations.error ?? marketplaces.error} onRetry={() => void destinations.refetch()} />
  ) : (
    <DestinationsEditor
      key={`${id}:${destinations.dataUpdatedAt}`}
      id={id}
      answer={destinations.data}
      marketplaces={marketplaces.data.marketplaces}
    />
  );
}
