/**
 * The articles list's results for the applied filters: the page's own first cards when there
 * is no filter, else GET /api/articles (a superseded request is aborted), 9 more per
 * loadMore(), and the search analytics event once a search has settled.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import {
  appendArticles,
  fetchArticles,
  hasFilters,
  type ArticleCardData,
  type ArticlesPage,
  type ListFilters,
} from '../../lib/article-search.ts';
import { ARTICLES_PAGE_SIZE } from '../../lib/content/queries.ts';
import { trackSearch } from '../../scripts/analytics.ts';

export interface ResultsState {
  articles: ArticleCardData[];
  total: number;
  /** Where the next page starts on the server (not the number shown: duplicates are dropped). */
  nextOffset: number;
  loading: boolean;
  loadingMore: boolean;
  /** The first page timed out and gave an empty list (section 8). */
  timedOut: boolean;
  /** A failure after the retries; `message` is null when a "load more" timed out. */
  error: { during: 'list' | 'more'; message: string | null } | null;
}

function pageState(page: ArticlesPage, timedOut = false): ResultsState {
  return {
    articles: page.articles,
    total: page.total,
    nextOffset: page.articles.length,
    loading: false,
    loadingMore: false,
    timedOut,
    error: null,
  };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useArticleResults(options: { initial: ArticlesPage; query: ListFilters; locale: Locale; fallbackMessage: string }) {
  const { initial, query, locale, fallbackMessage } = options;
  const [state, setState] = useState<ResultsState>(() => pageState(initial));
  const [listAttempt, setListAttempt] = useState(0);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    more.current?.abort();
    if (!hasFilters(query)) {
      setState(pageState(initial));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, loadingMore: false, error: null }));
    fetchArticles({ filters: query, offset: 0, limit: ARTICLES_PAGE_SIZE }, { locale, fallbackMessage, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setState(pageState(result, result.timedOut));
        if (query.search && !result.timedOut) trackSearch(query.search, result.total);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false, error: { during: 'list', message: errorMessage(error) } }));
      });
    return () => controller.abort();
  }, [query.search, query.categoria, listAttempt]);

  const loadMore = useCallback(() => {
    more.current?.abort();
    const controller = new AbortController();
    more.current = controller;
    setState((previous) => ({ ...previous, loadingMore: true, error: null }));
    fetchArticles(
      { filters: query, offset: state.nextOffset, limit: ARTICLES_PAGE_SIZE },
      { locale, fallbackMessage, signal: controller.signal },
    )
      .then((result) => {
        if (controller.signal.aborted) return;
        setState((previous) =>
          result.timedOut
            ? { ...previous, loadingMore: false, error: { during: 'more', message: null } }
            : {
                ...previous,
                articles: appendArticles(previous.articles, result.articles),
                total: result.total,
                nextOffset: previous.nextOffset + ARTICLES_PAGE_SIZE,
                loadingMore: false,
              },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loadingMore: false, error: { during: 'more', message: errorMessage(error) } }));
      });
  }, [query, state.nextOffset, locale, fallbackMessage]);

  /** Asks for the first page again (after a failure or a timeout); loadMore() retries itself. */
  const retry = useCallback(() => setListAttempt((attempt) => attempt + 1), []);

  const hasMore = !state.loading && !state.timedOut && state.nextOffset < state.total;
  return { ...state, hasMore, loadMore, retry };
}
