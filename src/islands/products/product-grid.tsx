/**
 * The products page's searchable grid: 8 skeletons while the feed loads, the error with a
 * retry, an empty feed, and a search (name, ignoring case and accents) that keeps the URL's
 * ?search= in step so a search can be shared.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { PRODUCT_SKELETONS, searchProducts } from '../../lib/affiliate-products.ts';
import { fillString } from '../../lib/island-strings.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import type { ProductStrings } from './product-strings.ts';
import { $products, loadProducts } from './products-store.ts';

interface Props {
  locale: Locale;
  strings: ProductStrings;
}

const SEARCH_PARAM = 'search';

function replaceSearchParam(value: string): void {
  const url = new URL(location.href);
  if (value.trim()) url.searchParams.set(SEARCH_PARAM, value.trim());
  else url.searchParams.delete(SEARCH_PARAM);
  history.replaceState(history.state, '', url);
}

export default function ProductGrid({ locale, strings }: Props) {
  const state = useStore($products);
  const [search, setSearch] = useState('');
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A search typed before the island came to life wins over the one in the URL.
    setSearch(searchRef.current?.value || (new URLSearchParams(location.search).get(SEARCH_PARAM) ?? ''));
    void loadProducts(locale, strings['products.errorFallback']);
  }, [locale, strings]);

  const changeSearch = (value: string) => {
    setSearch(value);
    replaceSearchParam(value);
  };

  const all = state.status === 'ready' ? state.products : [];
  const shown = searchProducts(all, search);
  const searching = search.trim().length > 0;
  const plural = (key: 'products.count' | 'products.matches', count: number) =>
    fillString(strings[`${key}.${count === 1 ? 'one' : 'other'}`], { count, search: search.trim() });

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-md">
          <label htmlFor={`${id}-search`} className="mb-1.5 block font-semibold text-ink">
            {strings['products.search.label']}
          </label>
          <div className="relative">
            <svg
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20" />
            </svg>
            <input
              ref={searchRef}
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
              placeholder={strings['products.search.placeholder']}
              autoComplete="off"
              aria-controls={`${id}-results`}
              className="w-full rounded-full border border-line-strong bg-surface py-3 pr-4 pl-12 text-ink placeholder:text-ink-soft/80 focus:border-brand"
            />
          </div>
        </div>
        <p className="text-sm font-semibold text-ink-soft" role="status" data-products-count>
          {state.status === 'loading' && strings['products.loading']}
          {state.status === 'ready' && (searching ? plural('products.matches', shown.length) : plural('products.count', all.length))}
        </p>
      </div>

      <div id={`${id}-results`} className="mt-8" aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' && (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" role="list">
            {Array.from({ length: PRODUCT_SKELETONS.grid }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        )}

        {state.status === 'error' && (
          <div className="rounded-card bg-accent-soft p-8 text-center ring-1 ring-accent/25" role="alert">
            <p className="font-semibold text-ink">{fillString(strings['products.error'], { error: state.message })}</p>
            <button
              type="button"
              className="btn btn-secondary mt-5"
              onClick={() => void loadProducts(locale, strings['products.errorFallback'], { retry: true })}
            >
              {strings['products.retry']}
            </button>
          </div>
        )}

        {state.status === 'ready' && all.length === 0 && (
          <div className="rounded-card bg-surface p-10 text-center ring-1 ring-line">
            <p className="font-display text-h3 text-brand-strong">{strings['products.empty']}</p>
            <p className="mt-2 text-ink-soft">{strings['products.emptyText']}</p>
          </div>
        )}

        {state.status === 'ready' && all.length > 0 && shown.length === 0 && (
          <div className="rounded-card bg-surface p-10 text-center ring-1 ring-line" data-products-no-results>
            <p className="font-display text-h3 text-brand-strong">{fillString(strings['products.noResults'], { search: search.trim() })}</p>
            <p className="mt-2 text-ink-soft">{strings['products.noResultsText']}</p>
            <button
              type="button"
              className="btn btn-secondary mt-5"
              onClick={() => {
                changeSearch('');
                searchRef.current?.focus();
              }}
            >
              {strings['products.search.clear']}
            </button>
          </div>
        )}

        {shown.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" role="list">
            {shown.map((product) => (
              <li key={`${product.Link} ${product.Nome}`}>
                <ProductCard product={product} strings={strings} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
