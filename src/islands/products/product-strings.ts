/** The interface text the products islands need, picked at build time by the page. */
export const PRODUCT_STRING_KEYS = [
  'a11y.opensInNewTab',
  'products.featured.title',
  'products.carousel.previous',
  'products.carousel.next',
  'products.carousel.slide',
  'products.carousel.role',
  'products.carousel.slideRole',
  'products.search.label',
  'products.search.placeholder',
  'products.search.clear',
  'products.count.one',
  'products.count.other',
  'products.matches.one',
  'products.matches.other',
  'products.loading',
  'products.error',
  'products.errorFallback',
  'products.retry',
  'products.empty',
  'products.emptyText',
  'products.noResults',
  'products.noResultsText',
  'products.cta',
] as const;

export type ProductStrings = Record<(typeof PRODUCT_STRING_KEYS)[number], string>;
