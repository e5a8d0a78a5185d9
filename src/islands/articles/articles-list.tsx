/**
 * The articles list's controls and results: a search box and a category dropdown kept in
 * sync with `?search=` and `?categoria=`, the result count, the cards, "load more", the empty
 * state and the error state. Rendered on the server with the page's first cards, so the
 * HTML is complete before it hydrates; the form also works as a plain GET form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import {
  ALL_CATEGORIES,
  NO_FILTERS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  hasFilters,
  listFiltersQuery,
  parseListFilters,
  type ArticlesPage,
  type CategoryFilter,
  type ListFilters,
} from '../../lib/article-search.ts';
import { CATEGORY_KEYS, CATEGORY_LABELS, isCategoryKey } from '../../lib/categories.ts';
import { fillString } from '../../lib/island-strings.ts';
import { ArticleCard } from './article-card.tsx';
import type { ArticlesListStrings } from './strings.ts';
import { useArticleResults } from './use-article-results.ts';

interface Props {
  locale: Locale;
  strings: ArticlesListStrings;
  /** The newest cards and the number of published articles, from the build. */
  initial: ArticlesPage;
  /** The list page's own path, where the form submits without JavaScript. */
  action: string;
}

const field =
  'w-full rounded-full bg-paper py-3 text-ink ring-1 ring-line-strong transition placeholder:text-ink-soft hover:ring-brand focus-visible:ring-brand';

function Chevron() {
  return (
    <svg
      className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-ink-soft"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function CardPlaceholder() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/70">
      <div className="aspect-[16/9] bg-sand motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <div className="h-6 w-28 rounded-full bg-sand" />
        <div className="h-6 w-11/12 rounded-full bg-sand" />
        <div className="h-6 w-3/4 rounded-full bg-sand" />
        <div className="mt-2 h-4 w-full rounded-full bg-sand" />
        <div className="h-4 w-full rounded-full bg-sand" />
        <div className="h-4 w-2/3 rounded-full bg-sand" />
        <div className="mt-4 h-4 w-40 rounded-full bg-sand" />
      </div>
    </div>
  );
}

export default function ArticlesList({ locale, strings, initial, action }: Props) {
  const [searchText, setSearchText] = useState('');
  const [categoria, setCategoria] = useState<CategoryFilter>(ALL_CATEGORIES);
  const [query, setQuery] = useState<ListFilters>(NO_FILTERS);
  const [ready, setReady] = useState(false);
  // Filters from the address replace the page's cards: placeholders hold their place meanwhile.
  const [fromAddress, setFromAddress] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const results = useArticleResults({ initial, query, locale, fallbackMessage: strings['list.error.text'] });

  // Filters from the address (links like ?categoria=culinaria), or what was typed before hydration.
  useEffect(() => {
    const fromUrl = parseListFilters(location.search);
    const typed = searchInput.current?.value ?? '';
    const chosen = categorySelect.current?.value;
    const filters: ListFilters = hasFilters(fromUrl)
      ? fromUrl
      : { search: typed.slice(0, SEARCH_MAX_LENGTH), categoria: isCategoryKey(chosen) ? chosen : ALL_CATEGORIES };
    setSearchText(filters.search);
    setCategoria(filters.categoria);
    setQuery({ search: filters.search.trim(), categoria: filters.categoria });
    setFromAddress(hasFilters(filters));
    setReady(true);
  }, []);

  const wasLoading = useRef(false);
  useEffect(() => {
    if (results.loading) wasLoading.current = true;
    else if (wasLoading.current) {
      wasLoading.current = false;
      setFromAddress(false);
    }
  }, [results.loading]);

  // A new category applies at once; typing applies after a pause.
  useEffect(() => {
    if (!ready) return;
    const next = { search: searchText.trim(), categoria };
    if (next.search === query.search && next.categoria === query.categoria) return;
    const timer = setTimeout(() => setQuery(next), next.categoria === query.categoria ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [ready, searchText, categoria, query]);

  useEffect(() => {
    if (!ready) return;
    const url = `${location.pathname}${listFiltersQuery(query)}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
  }, [ready, query]);

  // After "load more", focus moves to the first new card, where reading continues.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || results.loadingMore) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>('li a')[from]?.focus();
  }, [results.articles.length, results.loadingMore]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: searchText.trim(), categoria });
  };

  const clearFilters = () => {
    setSearchText('');
    setCategoria(ALL_CATEGORIES);
    setQuery(NO_FILTERS);
    searchInput.current?.focus();
  };

  const loadMore = () => {
    focusFrom.current = results.articles.length;
    results.loadMore();
  };

  const languageLabels = { en: strings['card.language.en'], pt: strings['card.language.pt'] };
  const filtered = hasFilters(query);
  const count = fillString(strings[results.total === 1 ? 'list.count.one' : 'list.count.other'], { count: results.total });
  const listFailed = results.error?.during === 'list';

  return (
    <div>
      <form
        role="search"
        aria-label={strings['list.search.label']}
        action={action}
        method="get"
        onSubmit={submit}
        className="relative z-10 -mt-10 grid gap-4 rounded-card bg-surface p-4 shadow-lift ring-1 ring-line/70 sm:p-5 md:-mt-12 md:grid-cols-[1fr_17rem_auto] md:items-end"
      >
        <div>
          <label htmlFor="articles-search" className="mb-1.5 block text-sm font-semibold text-ink">
            {strings['list.search.label']}
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
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </svg>
            <input
              ref={searchInput}
              id="articles-search"
              type="search"
              name="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={strings['list.search.placeholder']}
              autoComplete="off"
              enterKeyHint="search"
              className={`${field} pr-4 pl-11`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="articles-category" className="mb-1.5 block text-sm font-semibold text-ink">
            {strings['list.filter.label']}
          </label>
          <div className="relative">
            <select
              ref={categorySelect}
              id="articles-category"
              name="categoria"
              value={categoria}
              onChange={(event) => setCategoria(isCategoryKey(event.target.value) ? event.target.value : ALL_CATEGORIES)}
              className={`${field} cursor-pointer appearance-none pr-11 pl-5`}
            >
              <option value={ALL_CATEGORIES}>{strings['list.filter.all']}</option>
              {CATEGORY_KEYS.map((key) => (
                <option key={key} value={key}>
                  {CATEGORY_LABELS[locale][key]}
                </option>
              ))}
            </select>
            <Chevron />
          </div>
        </div>
        <button type="submit" className="btn btn-primary">
          {strings['list.search.submit']}
        </button>
      </form>

      <p
        className="mt-8 mb-6 flex min-h-6 items-center gap-2 text-sm font-semibold text-ink-soft"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-article-count
      >
        {results.loading || fromAddress ? (
          <>
            <span className="size-4 rounded-full border-2 border-line-strong border-t-brand motion-safe:animate-spin" aria-hidden="true" />
            {strings['list.loading']}
          </>
        ) : listFailed ? null : (
          count
        )}
      </p>

      {listFailed ? (
        <div className="rounded-card bg-surface p-8 text-center ring-1 ring-line sm:p-10" role="alert">
          <h2 className="text-h3 text-ink">{strings['list.error.title']}</h2>
          <p className="mt-2 text-ink-soft">{results.error?.message}</p>
          <button type="button" className="btn btn-primary mt-6" onClick={results.retry}>
            {strings['list.retry']}
          </button>
        </div>
      ) : results.articles.length === 0 && !results.loading ? (
        <div className="rounded-card bg-surface p-8 text-center ring-1 ring-line sm:p-10">
          {filtered || results.timedOut ? (
            <>
              <h2 className="text-h3 text-ink">{strings['list.noResults.title']}</h2>
              <p className="mt-2 text-ink-soft">{results.timedOut ? strings['list.timeout'] : strings['list.noResults.text']}</p>
              <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                {results.timedOut && (
                  <button type="button" className="btn btn-primary" onClick={results.retry}>
                    {strings['list.retry']}
                  </button>
                )}
                <button type="button" className={results.timedOut ? 'btn btn-secondary' : 'btn btn-primary'} onClick={clearFilters}>
                  {strings['list.clearFilters']}
                </button>
              </div>
            </>
          ) : (
            <p className="text-lead text-ink-soft">{strings['list.empty']}</p>
          )}
        </div>
      ) : fromAddress ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" role="list" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="flex">
              <CardPlaceholder />
            </li>
          ))}
        </ul>
      ) : (
        <ul
          ref={list}
          className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 ${results.loading ? 'opacity-50' : ''}`}
          role="list"
          aria-busy={results.loading}
        >
          {results.articles.map((article, index) => (
            <li key={article.id} className="flex">
              <ArticleCard
                article={article}
                locale={locale}
                minutesTemplate={strings['card.minutes']}
                languageLabels={languageLabels}
                headingLevel={2}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}

      {results.error?.during === 'more' && (
        <p className="mt-8 text-center text-accent" role="alert">
          {results.error.message ?? strings['list.timeout']}
        </p>
      )}
      {results.hasMore && !listFailed && !fromAddress && (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            className="btn btn-secondary min-w-56"
            onClick={loadMore}
            disabled={results.loadingMore}
            aria-busy={results.loadingMore}
          >
            {results.loadingMore
              ? strings['list.loading']
              : results.error?.during === 'more'
                ? strings['list.retry']
                : strings['list.loadMore']}
          </button>
        </div>
      )}
    </div>
  );
}
