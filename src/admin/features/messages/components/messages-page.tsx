/**
 * /admin/mensagens: the readers' messages, newest first (search, read filter, 25 a page) beside
 * the open one (?id= in the address, so a message can be linked and the back button works).
 * On a phone the list and the message take turns. Editors and administrators (the server checks).
 */
import EmptyState from '../../../components/empty-state.tsx';
import ListStates from '../../../components/list-states.tsx';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import PageHeader from '../../../components/page-header.tsx';
import Pager from '../../../components/pager.tsx';
import { useMessages } from '../api/list-messages.ts';
import type { ContactMessageFilter } from '../api/message-schemas.ts';
import { MESSAGE_STRINGS as S } from '../strings.ts';
import MessageDetail from './message-detail.tsx';
import MessageList from './message-list.tsx';

const FILTERS: readonly ContactMessageFilter[] = ['all', 'unread', 'read'];

export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContactMessageFilter>('all');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search);
  const messages = useMessages({ search: deferredSearch, status, page });
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const filtered = search.trim() !== '' || status !== 'all';

  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('id', id);
      else next.delete('id');
      return next;
    });

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section aria-labelledby="messages-list-title" className={`min-w-0 ${selected ? 'hidden lg:block' : ''}`}>
          <h2 id="messages-list-title" className="sr-only">
            {S.listLabel}
          </h2>
          <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem] lg:grid-cols-1 xl:grid-cols-[minmax(0,1fr)_9rem]">
            <div>
              <label htmlFor="messages-search" className={LABEL_CLASS}>
                {S.search}
              </label>
              <input
                id="messages-search"
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
              <label htmlFor="messages-status" className={LABEL_CLASS}>
                {S.statusFilter}
              </label>
              <select
                id="messages-status"
                value={status}
                onChange={(event) => {
                  setStatus(FILTERS.find((value) => value === event.target.value) ?? 'all');
                  setPage(1);
                }}
                className={`${INPUT_CLASS} mt-1.5`}
              >
                {FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {S.filters[value]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status" className="mt-3 text-sm text-ink-soft">
            {data ? S.count(data.total, data.unread) : ''}
          </p>

          <div className="mt-3">
            <ListStates
              query={messages}
              items={data?.messages}
              loadingLabel={S.loading}
              errorTitle={S.loadError}
              empty={{ icon: 'mail', title: S.emptyTitle, text: filtered ? S.emptyFiltered : S.emptyText }}
            >
              {(list) => <MessageList messages={list} selected={selected} onOpen={open} dimmed={messages.isPlaceholderData} />}
            </ListStates>
          </div>

          <Pager
            page={page}
            pages={pages}
            onPage={setPage}
            texts={{ label: S.pagination, previous: S.previous, next: S.next, pageOf: S.pageOf }}
          />
        </section>

        <div className={`min-w-0 ${selected ? '' : 'hidden lg:block'}`}>
          {selected ? (
            <MessageDetail key={selected} id={selected} onClose={() => open(null)} />
          ) : (
            <EmptyState icon="mail" title={S.noneSelectedTitle} text={S.noneSelectedText} />
          )}
        </div>
      </div>
    </>
  );
}
