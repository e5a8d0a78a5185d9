/**
 * /admin/tarefas (administrators): the job queue, running, queued and failed jobs first, then
 * the recent others, with progress, the reason of a failure, retry for a failed job and cancel
 * for a queued or running one; filtered by status and type; loading, empty and error states.
 */
import ListStates from '../../../components/list-states.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import PageHeader from '../../../components/page-header.tsx';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useChangeJob, type JobChange } from '../api/change-job.ts';
import { JOB_STATUSES, type AdminJob, type JobStatus } from '../api/job-schemas.ts';
import { useJobs, type JobFilter } from '../api/list-jobs.ts';
import { canCancel, canRetry, jobTypeLabel, progressPercent, waitsForRetry } from '../lib/job-display.ts';
import { JOB_STRINGS as S } from '../strings.ts';

const STATUS_CLASS: Record<JobStatus, string> = {
  queued: 'bg-sand text-ink ring-line-strong',
  running: 'bg-brand-soft text-brand-strong ring-brand/30',
  completed: 'bg-cat-saude-soft text-cat-saude ring-cat-saude/30',
  failed: 'bg-accent-soft text-accent ring-accent/30',
  cancelled: 'bg-surface text-ink-soft ring-line-strong',
};

function Filters({ filter, onChange }: { filter: JobFilter; onChange: (filter: JobFilter) => void }) {
  return (
    <form role="search" aria-label={S.filtersLabel} className={`${CARD_CLASS} flex flex-wrap gap-4`} onSubmit={(e) => e.preventDefault()}>
      <div className="min-w-56 flex-1">
        <label htmlFor="jobs-status" className={LABEL_CLASS}>
          {S.status}
        </label>
        <select
          id="jobs-status"
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: JOB_STATUSES.find((s) => s === event.target.value) ?? '' })}
          className={`${INPUT_CLASS} mt-1.5`}
        >
          <option value="">{S.anyStatus}</option>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {S.statuses[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-56 flex-1">
        <label htmlFor="jobs-type" className={LABEL_CLASS}>
          {S.type}
        </label>
        <select
          id="jobs-type"
          value={filter.type}
          onChange={(event) => onChange({ ...filter, type: event.target.value })}
          className={`${INPUT_CLASS} mt-1.5`}
        >
          <option value="">{S.anyType}</option>
          {Object.entries(S.types).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

function Progress({ job }: { job: AdminJob }) {
  const percent = progressPercent(job.progress);
  const label = `${S.columnProgress}: ${jobTypeLabel(job.type)}`;
  const showBar = job.status === 'running' || (job.progress.done > 0 && percent !== null);
  return (
    <div className="min-w-36">
      {showBar &&
        (percent === null ? (
          <progress aria-label={label} className="h-2 w-full accent-brand" />
        ) : (
          <progress aria-label={label} value={percent} max={100} className="h-2 w-full accent-brand" />
        ))}
      <p className="mt-1 text-xs text-ink-soft tabular-nums">
        {job.progress.done > 0 || (job.progress.total ?? 0) > 0 ? S.progress(job.progress.done, job.progress.total) : ''}
        {job.progress.message ? <span className="block break-all">{job.progress.message}</span> : null}
      </p>
    </div>
  );
}

function Actions({ job, onChange, busy }: { job: AdminJob; onChange: (change: JobChange) => void; busy: boolean }) {
  const type = jobTypeLabel(job.type);
  return (
    <RowActions>
      {canRetry(job) && (
        <RowAction tone="brand" icon="refresh" label={S.retryLabel(type)} disabled={busy} onClick={() => onChange('retry')}>
          {S.retry}
        </RowAction>
      )}
      {canCancel(job) && (
        <RowAction tone="danger" icon="close" label={S.cancelLabel(type)} disabled={busy} onClick={() => onChange('cancel')}>
          {S.cancel}
        </RowAction>
      )}
    </RowActions>
  );
}

function JobTable({
  jobs,
  stale,
  busyId,
  onChange,
}: {
  jobs: AdminJob[];
  stale: boolean;
  busyId: string | undefined;
  onChange: (job: AdminJob, change: JobChange) => void;
}) {
  const columns: Array<ListColumn<AdminJob>> = [
    {
      header: S.columnType,
      cell: (job) => (
        <>
          <p className="font-semibold text-ink">{jobTypeLabel(job.type)}</p>
          <p className="font-mono text-xs text-ink-soft">{job.type}</p>
          {job.last_error && (
            <p className="mt-1 max-w-md text-xs break-words text-accent">
              <span className="font-semibold">{S.reason}:</span> {job.last_error}
            </p>
          )}
        </>
      ),
    },
    {
      header: S.columnStatus,
      cell: (job) => (
        <>
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[job.status]}`}>
            {S.statuses[job.status]}
          </span>
          {job.cancel_requested && job.status === 'running' && <span className="ml-1 text-xs text-ink-soft">{S.stopping}</span>}
          {waitsForRetry(job) && <p className="mt-1 text-xs text-ink-soft">{S.nextTry(formatDateTime(job.run_at))}</p>}
        </>
      ),
    },
    { header: S.columnProgress, cell: (job) => <Progress job={job} /> },
    { header: S.columnAttempts, className: 'tabular-nums', cell: (job) => S.attempts(job.attempts, job.max_attempts) },
    {
      header: S.columnUpdated,
      className: 'whitespace-nowrap text-ink-soft',
      cell: (job) => <time dateTime={job.updated_at}>{formatDateTime(job.updated_at)}</time>,
    },
    {
      header: S.columnActions,
      hiddenHeader: true,
      className: 'text-right',
      cell: (job) => <Actions job={job} busy={busyId === job.id} onChange={(kind) => onChange(job, kind)} />,
    },
  ];
  return (
    <ListTable
      name={{ labelledBy: 'jobs-list-title' }}
      columns={columns}
      rows={jobs}
      rowKey={(job) => job.id}
      rowData={(job) => ({ 'data-status': job.status })}
      alignTop
      minWidth="min-w-[48rem]"
      stale={stale}
    />
  );
}

export default function JobsPage() {
  const [filter, setFilter] = useState<JobFilter>({ status: '', type: '' });
  const jobs = useJobs(filter);
  const change = useChangeJob();
  const filtered = filter.status !== '' || filter.type !== '';

  const onChange = (job: AdminJob, kind: JobChange) =>
    change.mutate(
      { id: job.id, change: kind },
      {
        onSuccess: () => toast.success(kind === 'retry' ? S.retried : S.cancelled, { description: jobTypeLabel(job.type) }),
        onError: (error) => toast.error(kind === 'retry' ? S.retryError : S.cancelError, { description: errorMessage(error) }),
      },
    );

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        <Filters filter={filter} onChange={setFilter} />
        <ListStates
          query={jobs}
          items={jobs.data?.jobs}
          loadingLabel={S.loading}
          errorTitle={S.loadError}
          empty={{ icon: 'list', title: S.emptyTitle, text: filtered ? S.emptyFiltered : S.emptyAll }}
        >
          {(list) => (
            <div className={CARD_CLASS}>
              {/* Not a section: the scrolling region below is the list's one landmark, named by this heading. */}
              <h2 id="jobs-list-title" className="text-h3 text-brand-strong">
                {S.listTitle}
              </h2>
              <JobTable
                jobs={list}
                stale={jobs.isPlaceholderData}
                busyId={change.isPending ? change.variables.id : undefined}
                onChange={onChange}
              />
            </div>
          )}
        </ListStates>
      </div>
    </>
  );
}
