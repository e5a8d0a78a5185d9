/**
 * The affiliate products feed, fetched once per page and shared by the products grid and the
 * featured carousel (two islands, one request).
 */
import { atom } from 'nanostores';
import type { Locale } from '../../i18n/locales.ts';
import { readProductsAnswer, type AffiliateProduct } from '../../lib/affiliate-products.ts';
import { apiRequest } from '../../lib/site-api.ts';

export type ProductsState =
  { status: 'loading' } | { status: 'ready'; products: AffiliateProduct[] } | { status: 'error'; message: string };

export const $products = atom<ProductsState>({ status: 'loading' });

let inFlight: Promise<void> | null = null;
let loaded = false;

/** Loads the feed unless it is loaded or loading; `retry` loads it again after a failure. */
export function loadProducts(locale: Locale, fallbackMessage: string, { retry = false } = {}): Promise<void> {
  if (inFlight || (loaded && !retry)) return inFlight ?? Promise.resolve();
  $products.set({ status: 'loading' });
  loaded = true;
  inFlight = apiRequest(`/api/products?locale=${locale}`, { locale, fallbackMessage, read: readProductsAnswer })
    .then((products) => $products.set({ status: 'ready', products }))
    .catch((error: unknown) =>
      $products.set({ status: 'error', message: error instanceof Error && error.message ? error.message : fallbackMessage }),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
