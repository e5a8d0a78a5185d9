/**
 * The Links de afiliado screen's destinations per country: pick a product (of any article, or a
 * review) and edit its destinations with the shared editor.
 */
import { useId, useState } from 'react';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import ProductDestinations from '../../../components/product-destinations/destinations-editor.tsx';
import { useTrackedProducts } from '../api/destinations.ts';
import { GEO_STRINGS as S } from '../geo-strings.ts';

export default function DestinationsPanel() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const searchId = useId();
  const productId = useId();
  const products = useTrackedProducts(query.trim());
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
      {selected && <ProductDestinations id={selected} />}
    </section>
  );
}
