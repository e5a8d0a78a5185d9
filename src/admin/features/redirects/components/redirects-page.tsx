/**
 * /admin/redirecionamentos: add a redirect, and list every one (filtered by path or origin,
 * 50 a page) with its removal. Editors and administrators only (the server checks).
 */
import ListStates from '../../../components/list-states.tsx';
import { useDeferredValue, useState } from 'react';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useDeleteRedirect } from '../api/delete-redirect.ts';
import { useRedirects, type RedirectFilter } from '../api/list-redirects.ts';
import type { Redirect } from '../api/redirect-schemas.ts';
import { REDIRECT_STRINGS as S } from '../strings.ts';
import AddRedirectForm from './add-redirect-form.tsx';

const ORIGINS: ReadonlyArray<{ value: RedirectFilter['origin']; label: string }> = [
  {
    value: 'todos',
    get label() {
      return S.originAll;
    },
  },
  {
    value: 'slug_change',
    get label() {
      return S.origins.slug_change;
    },
  },
  {
    value: 'manual',
    get label() {
      return S.origins.manual;
    },
  },
  {
    value: 'import',
    get label() {
      return S.origins.import;
    },
  },
];

export default function RedirectsPage() {
  const [search, setSearch] = useState('');
  const [origin, setOrigin] = useState<RedirectFilter['origin']>('todos');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const redirects = useRedirects({ search: deferredSearch, origin, page });
  const remove = useDeleteRedirect();
  const { toDelete, setToDelete, confirmDelete, deleting } = useConfirmedDelete<Redirect>(
    remove,
    { deleted: S.deleted, deleteError: S.deleteError },
    (redirect) => `${redirect.from_path} → ${redirect.to_path}`,
  );
  const data = redirects.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = search.trim() !== '' || origin !== 'todos';

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        <AddRedirectForm />

        <section aria-labelledby="redirects-list-title" className={CARD_CLASS}>
          <h2 id="redirects-list-title" className="text-h3 text-brand-strong">
            {S.listTitle}
          </h2>
          <div role="search" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <div>
              <label htmlFor="redirects-search" className={LABEL_CLASS}>
                {S.search}
              </label>
              <input
                id="redirects-search"
                type="search"
                value={search}
                placeholder={S.searchPlaceholder}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
                className={`${INPUT_CLASS} mt-1.5`}
              />
            </div>
            <div>
              <label htmlFor="redirects-origin" className={LABEL_CLASS}>
                {S.originFilter}
              </label>
              <select
                id="redirects-origin"
                value={origin}
                onChange={(event) => {
                  setOrigin(ORIGINS.find((option) => option.value === event.target.value)?.value ?? 'todos');
                  setPage(1);
                }}
                className={`${INPUT_CLASS} mt-1.5`}
              >
                {ORIGINS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status" className="mt-4 text-sm text-ink-soft">
            {data ? S.count(data.total) : ''}
          </p>

          <ListStates
            query={redirects}
            items={data?.redirects}
            loadingLabel={S.loading}
            errorTitle={S.loadError}
            empty={{ icon: 'redirect', title: S.emptyTitle, text: filtered ? S.emptyFiltered : S.emptyText }}
          >
            {/* Relative, so the visually hidden caption and actions header (absolutely placed) stay inside the
                scrolling box: when the table was a few pixels wider than a phone's card (a long row on the first
                page, so only beside other tests), they stuck out of it and widened the page by 3 px. */}
            {(list) => (
              <div className={`relative mt-3 overflow-x-auto transition-opacity ${redirects.isPlaceholderData ? 'opacity-60' : ''}`}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{S.listTitle}</caption>
                  <thead className="border-b border-line text-ink-soft">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnFrom}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnTo}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnStatus}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnOrigin}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnCreated}
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        <span className="sr-only">{S.columnActions}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {list.map((redirect) => (
                      <tr key={redirect.id}>
                        <td className="py-3 pr-3 font-mono break-all text-ink">{redirect.from_path}</td>
                        <td className="py-3 pr-3 font-mono break-all">
                          <a href={redirect.to_path} target="_blank" rel="noreferrer" className="text-brand hover:underline">
                            {redirect.to_path}
                          </a>
                        </td>
                        <td className="py-3 pr-3 tabular-nums">{redirect.status}</td>
                        <td className="py-3 pr-3">{S.origins[redirect.origin]}</td>
                        <td className="py-3 pr-3 text-ink-soft">
                          {S.createdBy(formatDateTime(redirect.created_at), redirect.created_by_email)}
                        </td>
                        <td className="py-3 text-right">
                          <button
                            type="button"
                            onClick={() => setToDelete(redirect)}
                            aria-label={S.removeLabel(redirect.from_path)}
                            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-accent ring-1 ring-accent/30 hover:bg-accent-soft"
                          >
                            <Icon name="trash" className="size-4" />
                            {S.remove}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </ListStates>

          {data && pages > 1 && (
            <nav aria-label={S.pagination} className="mt-4 flex items-center justify-between gap-3">
              <button type="button" className={SECONDARY_BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {S.previous}
              </button>
              <span className="text-sm text-ink-soft">{S.pageOf(page, pages)}</span>
              <button type="button" className={SECONDARY_BUTTON} disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {S.next}
              </button>
            </nav>
          )}
        </section>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        title={S.deleteTitle}
        description={
          <>
            <p>{S.deleteConfirmText}</p>
            {toDelete && (
              <p className="mt-1 font-mono font-semibold break-all text-ink">
                {toDelete.from_path} → {toDelete.to_path}
              </p>
            )}
          </>
        }
        confirmLabel={S.deleteConfirm}
        busyLabel={S.deleting}
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
