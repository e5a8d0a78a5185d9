/**
 * /admin/auditoria (administrators): the audit log, newest first, filtered by action and by
 * person, with more pages on demand; loading, empty and error states of its own.
 */
import { useState } from 'react';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuditActors, useAuditLog, type AuditEvent, type AuditFilters } from '../api/list-audit.ts';
import { AUDIT_STRINGS as S, actionLabel, summaryText } from '../strings.ts';

function who(event: AuditEvent): string {
  if (event.actor_email) return event.actor_email;
  return event.action.startsWith('sign_in.') ? S.unknownPerson : S.server;
}

/** Built when drawn, so the headers follow the interface language. */
const columns = (): Array<ListColumn<AuditEvent>> => [
  {
    header: S.when,
    className: 'whitespace-nowrap text-ink-soft',
    cell: (event) => <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>,
  },
  {
    header: S.who,
    className: 'break-words text-ink',
    cell: who,
  },
  {
    header: S.what,
    className: 'font-semibold text-ink',
    cell: (event) => actionLabel(event.action),
  },
  {
    header: S.detail,
    className: 'break-words text-ink-soft',
    cell: (event) => summaryText(event.action, event.summary),
  },
];

function Filters({ filters, onChange }: { filters: AuditFilters; onChange: (filters: AuditFilters) => void }) {
  const actors = useAuditActors();
  return (
    <form
      role="search"
      aria-label={S.filtersLabel}
      className={`${CARD_CLASS} flex flex-wrap gap-4`}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="min-w-56 flex-1">
        <label htmlFor="audit-action" className={LABEL_CLASS}>
          {S.action}
        </label>
        <select
          id="audit-action"
          value={filters.action}
          onChange={(event) => onChange({ ...filters, action: event.target.value })}
          className={`${INPUT_CLASS} mt-1.5`}
        >
          <option value="">{S.anyAction}</option>
          {S.groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {Object.entries(group.actions).map(([action, label]) => (
                <option key={action} value={action}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="min-w-56 flex-1">
        <label htmlFor="audit-person" className={LABEL_CLASS}>
          {S.person}
        </label>
        <select
          id="audit-person"
          value={filters.actor}
          disabled={actors.isPending}
          onChange={(event) => onChange({ ...filters, actor: event.target.value })}
          className={`${INPUT_CLASS} mt-1.5`}
        >
          <option value="">{S.anyPerson}</option>
          {actors.data?.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.email}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({ action: '', actor: '' });
  const log = useAuditLog(filters);
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  const filtered = filters.action !== '' || filters.actor !== '';

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        <Filters filters={filters} onChange={setFilters} />
        {log.isPending ? (
          <LoadingState label={S.loading} />
        ) : log.isError && events.length === 0 ? (
          <LoadError title={S.loadError} error={log.error} onRetry={() => void log.refetch()} />
        ) : events.length === 0 ? (
          <EmptyState icon="list" title={S.empty} text={filtered ? S.emptyFiltered : S.emptyAll} />
        ) : (
          // One landmark, the scrolling region named by the heading (a section around it named the same was a second).
          <div className={CARD_CLASS}>
            <h2 id="audit-events-title" className="sr-only">
              {S.title}
            </h2>
            <ListTable
              name={{ labelledBy: 'audit-events-title' }}
              columns={columns()}
              rows={events}
              rowKey={(event) => event.id}
              rowData={(event) => ({ 'data-action': event.action })}
              minWidth="min-w-[44rem]"
            />
            {log.isFetchNextPageError && (
              <p role="alert" className="mt-4 text-sm text-accent">
                {S.moreError}: {errorMessage(log.error)}
              </p>
            )}
            {log.hasNextPage && (
              <button
                type="button"
                className={`${SECONDARY_BUTTON} mt-5`}
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage && <Spinner className="size-4" />}
                {log.isFetchingNextPage ? S.loadingMore : S.more}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
