/**
 * /admin/auditoria (administrators): the audit log, newest first, filtered by action and by
 * person, with more pages on demand; loading, empty and error states of its own.
 */
import { useState } from 'react';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
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
            {/* Focusable, so the table scrolls sideways from the keyboard on a narrow screen. */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="audit-events-title">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <thead className="text-ink-soft">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {S.when}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {S.who}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      {S.what}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {S.detail}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {events.map((event) => (
                    <tr key={event.id} data-action={event.action}>
                      <td className="py-3 pr-4 whitespace-nowrap text-ink-soft">
                        <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                      </td>
                      <td className="py-3 pr-4 break-words text-ink">{who(event)}</td>
                      <td className="py-3 pr-4 font-semibold text-ink">{actionLabel(event.action)}</td>
                      <td className="py-3 break-words text-ink-soft">{summaryText(event.action, event.summary)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
