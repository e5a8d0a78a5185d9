/** The interface text of the articles list island, picked at build time (see island-strings.ts). */
import type { IslandStrings } from '../../lib/island-strings.ts';

export const ARTICLES_LIST_KEYS = [
  'list.search.label',
  'list.search.placeholder',
  'list.search.submit',
  'list.filter.label',
  'list.filter.all',
  'list.count.one',
  'list.count.other',
  'list.loading',
  'list.loadMore',
  'list.noResults.title',
  'list.noResults.text',
  'list.empty',
  'list.clearFilters',
  'list.timeout',
  'list.error.title',
  'list.error.text',
  'list.retry',
  'card.minutes',
  'card.language.en',
  'card.language.pt',
] as const;

export type ArticlesListStrings = IslandStrings<(typeof ARTICLES_LIST_KEYS)[number]>;
