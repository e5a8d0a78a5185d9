/**
 * The articles list's filters (the `categoria` and `search` query parameters) and its calls to
 * GET /api/articles, with the specification's error rules (section 8): a 10-second timeout
 * gives an empty list; other failures are retried twice, one second apart, before they reach
 * the reader. A request the server refused (4xx) is not repeated: the same request cannot
 * succeed, and its message says what to change.
 */
import { isCategoryKey, type CategoryKey } from './categories.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';
import { ApiRequestError, apiRequest } from './site-api.ts';

import { ALL_CATEGORIES, SEARCH_MAX_LENGTH, type ArticleCardData, type ArticlesPage } from './contracts/article-list.ts';

export { ALL_CATEGORIES, SEARCH_MAX_LENGTH, type ArticleCardData, type ArticlesPage };
export type CategoryFilter = CategoryKey | typeof ALL_CATEGORIES;

export interface ListFilters {
  search: string;
  categoria: CategoryFilter;
}

export const NO_FILTERS: ListFilters = { search: '', categoria: ALL_CATEGORIES };

/** The wait between the last keystroke and the search request. */
export const SEARCH_DEBOUNCE_MS = 300;
export const REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_RETRIES = 2;
export const RETRY_DELAY_MS = 1_000;

/** Filters from a query string; an unknown category counts as no filter. */
export function parseListFilters(query: string | URLSearchParams): ListFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const categoria = params.get('categoria');
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH),
    categoria: isCategoryKey(categoria) ? categoria : ALL_CATEGORIES,
  };
}

export function hasFilters(filters: ListFilters): boolean {
  return filters.search.trim() !== '' || filters.categoria !== ALL_CATEGORIES;
}

/** The list page's query string for some filters: '' without filters, else `?categoria=…&search=…`. */
export function listFiltersQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.categoria !== ALL_CATEGORIES) params.set('categoria', filters.categoria);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface ArticlesRequest {
  filters: ListFilters;
  offset: number;
  limit: number;
}

/** `locale` is the list's: its own language's articles come first (docs/decisions/013). */
export function articlesApiPath({ filters, offset, limit }: ArticlesRequest, locale: Locale): string {
  const params = new URLSearchParams({
    locale,
    search: filters.search.trim(),
    categoria: filters.categoria,
    offset: String(offset),
    limit: String(limit),
  });
  return `/api/articles?${params}`;
}

class AttemptTimedOut extends Error {}

export interface FetchArticlesOptions {
  locale: Locale;
  /** The reader's message when the server gives none (network failure, unreadable answer). */
  fallbackMessage: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

/** What a call gives: the page, or an empty page flagged `timedOut` (section 8's rule). */
export type ArticlesResult = ArticlesPage & { timedOut: boolean };

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);

/** Whether a value has every field a card shows, of the right kind. */
function isArticleCard(value: unknown): value is ArticleCardData {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<keyof ArticleCardData, unknown>;
  return (
    [card.id, card.slug, card.titulo, card.meta_descricao, card.data_publicacao].every(isString) &&
    isLocale(card.idioma) &&
    isCategoryKey(card.categoria) &&
    isStringOrNull(card.imagem_destaque_url) &&
    (card.imagem_destaque === undefined || card.imagem_destaque === null || typeof card.imagem_destaque === 'object') &&
    (card.tempo_leitura === null || typeof card.tempo_leitura === 'number')
  );
}

/**
 * GET /api/articles's answer as the list reads it, or undefined when it is not one. A plain
 * reader rather than a zod schema: the list's island carries no validator (docs/decisions/033).
 */
export function readArticlesPage(value: unknown): ArticlesPage | undefined {
  const page = value as Partial<Record<keyof ArticlesPage, unknown>> | null;
  return typeof page === 'object' &&
    page !== null &&
    Array.isArray(page.articles) &&
    page.articles.every(isArticleCard) &&
    typeof page.total === 'number'
    ? (page as ArticlesPage)
    : undefined;
}

/** Abort when the caller aborts or the attempt runs out of time, whichever comes first. */
function attemptSignal(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, timeoutMs);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

async function attempt(path: string, options: FetchArticlesOptions): Promise<ArticlesPage> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const limit = attemptSignal(options.signal, timeoutMs);
  try {
    return await apiRequest(path, {
      locale: options.locale,
      fallbackMessage: options.fallbackMessage,
      read: readArticlesPage,
      signal: limit.signal,
      // This module's own timer decides, so that a timeout can be told from a network failure.
      timeoutMs: timeoutMs * 2,
      fetch: options.fetch,
    });
  } catch (error) {
    if (limit.timedOut() && !options.signal?.aborted) throw new AttemptTimedOut();
    throw error;
  } finally {
    limit.done();
  }
}

function retryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status === 0 || error.code === 'invalid_response' || error.status >= 500 || error.status === 408 || error.status === 429;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One page of the list. Rejects with the caller's abort reason when aborted (a superseded
 * search), with an ApiRequestError when the retries are spent.
 */
export async function fetchArticles(request: ArticlesRequest, options: FetchArticlesOptions): Promise<ArticlesResult> {
  const path = articlesApiPath(request, options.locale);
  const retries = options.retries ?? REQUEST_RETRIES;
  for (let failures = 0; ; failures++) {
    try {
      return { ...(await attempt(path, options)), timedOut: false };
    } catch (error) {
      if (error instanceof AttemptTimedOut) return { articles: [], total: 0, timedOut: true };
      if (options.signal?.aborted) throw options.signal.reason;
      if (failures >= retries || !retryable(error)) throw error;
      await sleep(options.retryDelayMs ?? RETRY_DELAY_MS, options.signal);
    }
  }
}

/** Appends a page, leaving out articles already shown (a newer publication shifts the offsets). */
export function appendArticles(shown: readonly ArticleCardData[], more: readonly ArticleCardData[]): ArticleCardData[] {
  const ids = new Set(shown.map((article) => article.id));
  return [...shown, ...more.filter((article) => !ids.has(article.id))];
}
