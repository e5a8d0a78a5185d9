/**
 * /admin/redirecionamentos: add a redirect, and list every one (filtered by path or origin,
 * 50 a page) with its removal. Editors and administrators only (the server checks).
 */
import ListStates from '../../../components/list-states.tsx';
import { useDeferredValue, useState } from 'react';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import PageHeader from '../../../components/page-header.tsx';
import Pager from '../../../components/pager.tsx';
import { RowAction } from '../../../components/row-actions.tsx';
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

function RedirectTable({ redirects, stale, onRemove }: { redirects: Redirect[]; stale: boolean; onRemove: (redirect: Redirect) => void }) {
  const columns: Array<ListColumn<Redirect>> = [
    { header: S.columnFrom, className: 'font-mono break-all text-ink', cell: (redirect) => redirect.from_path },
    {
      header: S.columnTo,
      className: 'font-mono break-all',
      cell: (redirect) => (
        <a href={redirect.to_path} target="_blank" rel="noreferrer" className="text-brand hover:underline">
          {redirect.to_path}
        </a>
      ),
    },
    { header: S.columnStatus, className: 'tabular-nums', cell: (redirect) => redirect.status },
    { header: S.columnOrigin, cell: (redirect) => S.origins[redirect.origin] },
    {
      header: S.columnCreated,
      className: 'text-ink-soft',
      cell: (redirect) => S.createdBy(formatDateTime(redirect.created_at), redirect.created_by_email),
    },
    {
      header: S.columnActions,
      hiddenHeader: true,
      className: 'text-right',
      cell: (redirect) => (
        <RowAction tone="danger" icon="trash" label={S.removeLabel(redirect.from_path)} onClick={() => onRemove(redirect)}>
          {S.remove}
        </RowAction>
      ),
    },
  ];
  return <ListTable name={{ caption: S.listTitle }} columns={columns} rows={redirects} rowKey={(redirect) => redirect.id} stale={stale} />;
}

export default function RedirectsPage() {
  const [search, setSearch] = useState('');
  const [origin, setOrigin] = useState<RedirectFilter['origin']>('todos');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const redirects = useRedirects({ search: deferredSearch, origin, page });
  const remove = useDeleteRedirect();
  const deletion = useConfirmedDelete<Redirect>(
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
            {(list) => <RedirectTable redirects={list} stale={redirects.isPlaceholderData} onRemove={deletion.setToDelete} />}
          </ListStates>

          <Pager
            page={page}
            pages={pages}
            onPage={setPage}
            texts={{ label: S.pagination, previous: S.previous, next: S.next, pageOf: S.pageOf }}
          />
        </section>
      </div>

      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.deleteTitle, text: S.deleteConfirmText, confirm: S.deleteConfirm, busy: S.deleting }}
        name={(redirect) => `${redirect.from_path} → ${redirect.to_path}`}
        code
      />
    </>
  );
}
