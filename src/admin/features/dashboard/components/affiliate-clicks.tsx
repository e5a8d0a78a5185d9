/** The dashboard's affiliate figures: clicks on /go/ links per product, article and day. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_CLASS } from '../../../components/field-styles.ts';
import { formatCount, formatPublicationDate } from '../../../lib/format.ts';
import { editArticlePath } from '../../../routes.ts';
import type { AffiliateClicks as Figures } from '../api/affiliate-clicks.ts';
import { DASHBOARD_STRINGS as S } from '../strings.ts';

function ClickTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: Array<{ key: string; name: ReactNode; clicks: number }>;
}) {
  return (
    <div className="min-w-0">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr className="text-left text-ink-soft">
            <th scope="col" className="py-1 font-semibold">
              {label}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {S.clicksCount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="max-w-0 truncate py-1.5 pr-3 text-ink">{row.name}</td>
              <td className="py-1.5 text-right tabular-nums text-ink">{formatCount(row.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AffiliateClicks({ data, failed }: { data: Figures | undefined; failed: boolean }) {
  return (
    <section className={`${CARD_CLASS} mt-6`} aria-labelledby="clicks-title">
      <h2 id="clicks-title" className="text-h3 text-ink">
        {S.clicksTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{S.clicksLead}</p>
      {failed ? (
        <p className="mt-4 text-accent">{S.clicksLoadError}</p>
      ) : !data ? (
        <p className="mt-4 text-ink-soft">…</p>
      ) : data.total === 0 ? (
        <p className="mt-4 text-ink-soft">{S.clicksEmpty}</p>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-3">
          <ClickTable
            caption={S.clicksByProduct}
            label={S.clicksProduct}
            rows={data.by_product.map((row) => ({
              key: row.link_id,
              name: row.link_kind === 'review' ? `${row.product_name} (${S.clicksReview})` : row.product_name,
              clicks: row.clicks,
            }))}
          />
          <ClickTable
            caption={S.clicksByArticle}
            label={S.clicksArticle}
            rows={data.by_article.map((row) => ({
              key: row.article_id,
              name: (
                <Link to={editArticlePath(row.article_id)} className="text-link">
                  {row.titulo}
                </Link>
              ),
              clicks: row.clicks,
            }))}
          />
          <ClickTable
            caption={S.clicksByDay}
            label={S.clicksDay}
            rows={[...data.by_day]
              .reverse()
              .map((row) => ({ key: row.day, name: formatPublicationDate(`${row.day}T12:00:00Z`), clicks: row.clicks }))}
          />
        </div>
      )}
    </section>
  );
}
