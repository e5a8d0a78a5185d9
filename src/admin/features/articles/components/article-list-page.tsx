/** /admin/artigos: search by title, filter by status, language and translation, and act on each article. */
import { localizedList } from '../../../lib/localized-list.ts';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import Pager from '../../../components/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES } from '../../../lib/languages.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { ADMIN_PATHS } from '../../../routes.ts';
import type { ArticleSummary } from '../api/article-schemas.ts';
import { useDeleteArticle } from '../api/delete-article.ts';
import { useArticlePage, type LanguageFilter, type StatusFilter, type TranslationFilter } from '../api/list-articles.ts';
import { useToggleFeatured } from '../api/toggle-featured.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import { FRESHNESS_STRINGS as F } from '../freshness-strings.ts';
import { ARTICLE_PAGE_STRINGS as P } from '../list-page-strings.ts';
import { ADMIN_ARTICLE_PAGE } from '../../../../lib/contracts/article.ts';
import ArticleCard from './article-card.tsx';

const FILTERS = localizedList<{ value: StatusFilter; label: () => string }>([
  {
    value: 'todos',
    label: () => S.statusAll,
  },
  {
    value: 'publicado',
    label: () => S.statusPublished,
  },
  {
    value: 'rascunho',
    label: () => S.statusDraft,
  },
  {
    value: 'agendado',
    label: () => S.statusScheduledFilter,
  },
  {
    value: 'revisao',
    label: () => S.statusAwaitingReview,
  },
]);

const LANGUAGE_FILTERS = localizedList<{ value: LanguageFilter; label: () => string }>([
  {
    value: 'todos',
    label: () => S.languageAll,
  },
  ...CONTENT_LANGUAGES.map((language) => ({ value: language, label: () => LANGUAGE_NAMES[language] })),
]);

const TRANSLATION_FILTERS = localizedList<{ value: TranslationFilter; label: () => string }>([
  {
    value: 'todos',
    label: () => S.translationAll,
  },
  {
    value: 'com',
    label: () => S.translationWith,
  },
  {
    value: 'sem',
    label: () => S.translationWithout,
  },
  {
    value: 'desatualizada',
    // Read when shown, so that it follows the interface language.
    label: () => F.outOfDateFilter,
  },
]);

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={`${INPUT_CLASS} mt-1.5`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((n) => (
        <li key={n} className="h-36 animate-pulse rounded-card bg-surface ring-1 ring-line" />
      ))}
    </ul>
  );
}

/** The list's state lives in the address (filters, search, page), so a reload, a link or Back keeps it. */
function pick<T extends string>(options: ReadonlyArray<{ value: T }>, value: string | null, fallback: T): T {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

export default function ArticleListPage() {
  // The dashboard links to the review queue as ?status=revisao and to the out-of-date translations as ?traducao=desatualizada.
  const [params, setParams] = useSearchParams();
  const status = pick(FILTERS, params.get('status'), 'todos');
  const idioma = pick(LANGUAGE_FILTERS, params.get('idioma'), 'todos');
  const traducao = pick(TRANSLATION_FILTERS, params.get('traducao'), 'todos');
  const searched = params.get('search') ?? '';
  const cursor = params.get('cursor') ?? undefined;
  const [search, setSearch] = useState(searched);
  const deferredSearch = useDeferredValue(search);

  /** Changes the address: a filter or the search starts again from the first page (in place); a page is a step Back returns from. */
  const navigate = useCallback(
    (changes: Record<string, string | undefined>, { page = false } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (!page) {
            next.delete('cursor');
            next.delete('pagina');
          }
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === 'todos') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: !page },
      ),
    [setParams],
  );

  // The typed search reaches the address (and so the query) once React has caught up with the typing…
  const written = useRef(searched);
  useEffect(() => {
    const typed = deferredSearch.trim();
    if (typed === searched) return;
    written.current = typed;
    navigate({ search: typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text writes the address
  }, [deferredSearch]);
  // …and an address changed otherwise (the menu's link, Back) shows its search in the box; our own
  // writes are skipped, so that a write still on its way never takes back what was typed since.
  useEffect(() => {
    if (searched === written.current) return;
    written.current = searched;
    setSearch(searched);
  }, [searched]);

  const articles = useArticlePage({ status, search: searched, idioma, traducao }, { limit: ADMIN_ARTICLE_PAGE.screen, cursor });
  const answer = articles.data;
  // The first page has no previous cursor; the page number is the address's, for the pager's text.
  const pageNumber = answer?.previous_cursor ? Math.max(2, Number.parseInt(params.get('pagina') ?? '', 10) || 2) : 1;
  const counted = Math.max(1, Math.ceil((answer?.total ?? 0) / ADMIN_ARTICLE_PAGE.screen));
  const pages = answer?.next_cursor ? Math.max(counted, pageNumber + 1) : pageNumber;
  const exact = answer?.total_exact !== false;
  const countRef = useRef<HTMLParagraphElement>(null);

  const goToPage = (target: number) => {
    if (!answer) return;
    if (target === 1) navigate({}, { page: false });
    else if (target > pageNumber && answer.next_cursor) navigate({ cursor: answer.next_cursor, pagina: String(target) }, { page: true });
    else if (answer.previous_cursor) navigate({ cursor: answer.previous_cursor, pagina: String(target) }, { page: true });
    // The pager's button may now be disabled: the reader is taken to the count, which says where they are.
    countRef.current?.focus();
  };

  const toggleFeatured = useToggleFeatured();
  const deleteArticle = useDeleteArticle();
  const deletion = useConfirmedDelete<ArticleSummary>(deleteArticle, { deleted: S.deleted, deleteError: S.deleteError });

  const onToggle = (article: ArticleSummary) => {
    const destaque = !article.destaque;
    toggleFeatured.mutate(
      { id: article.id, destaque },
      {
        onSuccess: () => toast.success(destaque ? S.featuredOn : S.featuredOff),
        onError: (error) => toast.error(S.featuredError, { description: errorMessage(error) }),
      },
    );
  };

  const filtered = searched !== '' || status !== 'todos' || idioma !== 'todos' || traducao !== 'todos';
  const list = answer?.articles;
  const first = (pageNumber - 1) * ADMIN_ARTICLE_PAGE.screen + 1;

  return (
    <>
      <PageHeader
        title={S.listTitle}
        description={S.listLead}
        actions={
          <Link to={ADMIN_PATHS.newArticle} className={PRIMARY_BUTTON}>
            <Icon name="plus" className="size-4" />
            {STRINGS.layout.nav.newArticle}
          </Link>
        }
      />

      <div
        role="search"
        className="mb-6 grid gap-4 rounded-card bg-surface p-4 ring-1 ring-line sm:grid-cols-3 sm:p-5 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_12rem]"
      >
        <div className="sm:col-span-3 lg:col-span-1">
          <label htmlFor="articles-search" className={LABEL_CLASS}>
            {S.search}
          </label>
          <div className="relative mt-1.5">
            <Icon name="search" className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-soft" />
            <input
              id="articles-search"
              type="search"
              value={search}
              placeholder={S.searchPlaceholder}
              onChange={(event) => setSearch(event.target.value)}
              className={`${INPUT_CLASS} pl-10`}
            />
          </div>
        </div>
        <FilterSelect
          id="articles-status"
          label={S.statusFilter}
          value={status}
          options={FILTERS}
          onChange={(value) => navigate({ status: value })}
        />
        <FilterSelect
          id="articles-language"
          label={S.languageFilter}
          value={idioma}
          options={LANGUAGE_FILTERS}
          onChange={(value) => navigate({ idioma: value })}
        />
        <FilterSelect
          id="articles-translation"
          label={S.translationFilter}
          value={traducao}
          options={TRANSLATION_FILTERS}
          onChange={(value) => navigate({ traducao: value })}
        />
      </div>

      <p ref={countRef} tabIndex={-1} role="status" className="mb-3 text-sm text-ink-soft focus:outline-none">
        {answer && list
          ? pages > 1 && list.length > 0
            ? `${P.total(answer.total ?? list.length, exact)} · ${P.showing(first, first + list.length - 1)}`
            : P.total(answer.total ?? list.length, exact)
          : ''}
      </p>

      {articles.isPending ? (
        <ListSkeleton />
      ) : articles.isError && !list ? (
        <div role="alert" className="rounded-card bg-accent-soft p-6 ring-1 ring-accent/30">
          <p className="font-semibold text-accent">{S.listError}</p>
          <p className="mt-1 text-ink">{errorMessage(articles.error)}</p>
          <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={() => void articles.refetch()}>
            {STRINGS.common.retry}
          </button>
        </div>
      ) : list && list.length === 0 ? (
        <div className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
          <Icon name="articles" className="mx-auto size-10 text-ink-soft" />
          <h2 className="mt-3 text-h3 text-ink">{S.emptyTitle}</h2>
          <p className="mt-1 text-ink-soft">{filtered ? S.emptyFiltered : S.emptyNone}</p>
          {!filtered && (
            <Link to={ADMIN_PATHS.newArticle} className={`${PRIMARY_BUTTON} mt-6`}>
              {STRINGS.layout.nav.newArticle}
            </Link>
          )}
        </div>
      ) : (
        <ul className={`space-y-4 transition-opacity ${articles.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={articles.isFetching}>
          {list?.map((article) => (
            <ArticleCard
              key={article.id}
              article={article}
              featuring={toggleFeatured.isPending && toggleFeatured.variables?.id === article.id}
              onToggleFeatured={() => onToggle(article)}
              onDelete={() => deletion.setToDelete(article)}
            />
          ))}
        </ul>
      )}

      <Pager
        page={pageNumber}
        pages={pages}
        onPage={goToPage}
        texts={{ label: P.pagination, previous: P.previous, next: P.next, pageOf: exact ? P.pageOf : P.pageOfMore }}
      />

      <ConfirmDeleteDialog
        flow={deletion}
        texts={{
          title: S.deleteConfirmTitle,
          text: (article) => S.deleteConfirmText(article.titulo),
          confirm: S.deleteConfirm,
          busy: S.deleting,
        }}
      />
    </>
  );
}
