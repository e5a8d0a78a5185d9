/** Clicks of the last 30 days per reader country and the store they were sent to. */
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useClicksByCountry } from '../api/destinations.ts';
import { GEO_STRINGS as S } from '../geo-strings.ts';

export default function CountryClicks() {
  const clicks = useClicksByCountry();
  return (
    <section aria-labelledby="country-clicks-title" className={CARD_CLASS}>
      <h2 id="country-clicks-title" className="text-h3 text-brand-strong">
        {S.clicksTitle}
      </h2>
      <div className="mt-4">
        {clicks.isPending ? (
          <LoadingState label={S.clicksTitle} />
        ) : clicks.isError ? (
          <LoadError title={S.loadError} error={clicks.error} onRetry={() => void clicks.refetch()} />
        ) : clicks.data.by_country.length === 0 ? (
          <EmptyState icon="check" title={S.clicksEmpty} />
        ) : (
          <table className="w-full text-left text-sm" aria-labelledby="country-clicks-title">
            <thead>
              <tr className="text-ink-soft">
                <th scope="col" className="py-1 pr-3">
                  {S.country}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {S.marketplace}
                </th>
                <th scope="col" className="py-1 text-right">
                  {S.clicks}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {clicks.data.by_country.map((row) => (
                <tr key={`${row.country}:${row.marketplace}`}>
                  <th scope="row" className="py-1 pr-3 font-semibold text-ink">
                    {row.country === 'XX' ? S.unknownCountry : row.country}
                  </th>
                  <td className="py-1 pr-3">{row.marketplace === 'default' ? S.productDefault : row.marketplace}</td>
                  <td className="py-1 text-right tabular-nums">{formatCount(row.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
