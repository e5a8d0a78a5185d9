/**
 * /admin/tarefas (administrators): the job queue, running, queued and failed jobs first, then
 * the recent others, with progress, the reason of a failure, retry for a failed job and cancel
 * for a queued or running one; filtered by status and type; loading, empty and error states.
 */
import ListStates from '../../../components/list-states.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
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

const ACTION_CLASS =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 disabled:cursor-not-allowed disabled:opacity-60';

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
        {job.progress.done > 0 || job.progress.total !== null ? S.progress(job.progress.done, job.progress.total) : ''}
        {job.progress.message ? <span className="block break-all">{job.progress.message}</span> : null}
      </p>
    </div>
  );
}

function Actions({ job, onChange, busy }: { job: AdminJob; onChange: (change: JobChange) => void; busy: boolean }) {
  const type = jobTypeLabel(job.type);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {canRetry(job) && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onChange('retry')}
          aria-label={S.retryLabel(type)}
          className={`${ACTION_CLASS} text-brand ring-brand/30 hover:bg-brand-soft`}
        >
          <Icon name="refresh" className="size-4" />
          {S.retry}
        </button>
      )}
      {canCancel(job) && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onChange('cancel')}
          aria-label={S.cancelLabel(type)}
          className={`${ACTION_CLASS} text-accent ring-accent/30 hover:bg-accent-soft`}
        >
          <Icon name="close" className="size-4" />
          {S.cancel}
        </button>
      )}
    </div>
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
              {/* Focusable, so the table scrolls sideways from the keyboard on a narrow screen. Relative, so the
                  visually hidden actions header (absolutely placed) stays inside it instead of widening the page. */}
              <div
                className={`relative mt-3 overflow-x-auto transition-opacity ${jobs.isPlaceholderData ? 'opacity-60' : ''}`}
                tabIndex={0}
                role="region"
                aria-labelledby="jobs-list-title"
              >
                <table className="w-full min-w-[48rem] text-left text-sm">
                  <thead className="border-b border-line text-ink-soft">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnType}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnStatus}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnProgress}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnAttempts}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {S.columnUpdated}
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        <span className="sr-only">{S.columnActions}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {list.map((job) => (
                      <tr key={job.id} data-status={job.status} className="align-top">
                        <td className="py-3 pr-3">
                          <p className="font-semibold text-ink">{jobTypeLabel(job.type)}</p>
                          <p className="font-mono text-xs text-ink-soft">{job.type}</p>
                          {job.last_error && (
                            <p className="mt-1 max-w-md text-xs break-words text-accent">
                              <span className="font-semibold">{S.reason}:</span> {job.last_error}
                            </p>
                          )}
                        </td>
                        <td className="py-3 pr-3">
                          <span
                            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[job.status]}`}
                          >
                            {S.statuses[job.status]}
                          </span>
                          {job.cancel_requested && job.status === 'running' && (
                            <span className="ml-1 text-xs text-ink-soft">{S.stopping}</span>
                          )}
                          {waitsForRetry(job) && <p className="mt-1 text-xs text-ink-soft">{S.nextTry(formatDateTime(job.run_at))}</p>}
                        </td>
                        <td className="py-3 pr-3">
                          <Progress job={job} />
                        </td>
                        <td className="py-3 pr-3 tabular-nums">{S.attempts(job.attempts, job.max_attempts)}</td>
                        <td className="py-3 pr-3 whitespace-nowrap text-ink-soft">
                          <time dateTime={job.updated_at}>{formatDateTime(job.updated_at)}</time>
                        </td>
                        <td className="py-3 text-right">
                          <Actions
                            job={job}
                            busy={change.isPending && change.variables.id === job.id}
                            onChange={(kind) => onChange(job, kind)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </ListStates>
      </div>
    </>
  );
}
