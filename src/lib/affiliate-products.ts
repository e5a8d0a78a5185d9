/**
 * The affiliate products feed as the products page uses it (GET /api/products): reading the
 * answer safely and searching it by name, ignoring case and accents, as the server does.
 */
import { safeHttpUrl, safeMediaUrl } from './safe-url.ts';

/** One product of the feed, in the spreadsheet's own field names. */
export interface AffiliateProduct {
  Nome: string;
  Imagem: string;
  Link: string;
}

/** The answer of GET /api/products (functions/products/routes.ts builds it as this type). */
export interface ProductsAnswer {
  products: AffiliateProduct[];
}

/** How many products the carousel on the products page features. */
export const FEATURED_PRODUCTS_COUNT = 8;

/**
 * The carousel's picks: the newest rows of the feed (a spreadsheet grows at the bottom),
 * newest first, so that they differ from the first row of the grid below.
 */
export function featuredProducts<P>(products: readonly P[]): P[] {
  return products.slice(-FEATURED_PRODUCTS_COUNT).reverse();
}
export const PRODUCT_SKELETONS = { grid: 8, carousel: 4 } as const;

/** Lowercase and without accents, so that "pressao" finds "Panela de Pressão". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function searchProducts<P extends { Nome: string }>(products: readonly P[], search: string): P[] {
  const needle = foldForSearch(search.trim());
  return needle ? products.filter((product) => foldForSearch(product.Nome).includes(needle)) : [...products];
}

/** The products of an answer `{ products: [...] }`; rows a card could not show are dropped. */
export function readProductsAnswer(json: unknown): AffiliateProduct[] | undefined {
  const rows = (json as { products?: unknown } | null)?.products;
  if (!Array.isArray(rows)) return undefined;
  const products: AffiliateProduct[] = [];
  for (const row of rows as unknown[]) {
    if (typeof row !== 'object' || row === null) continue;
    const { Nome, Imagem, Link } = row as Record<string, unknown>;
    if (typeof Nome !== 'string' || !Nome.trim() || typeof Link !== 'string' || !safeHttpUrl(Link)) continue;
    products.push({ Nome: Nome.trim(), Imagem: typeof Imagem === 'string' ? (safeMediaUrl(Imagem) ?? '') : '', Link });
  }
  return products;
}
