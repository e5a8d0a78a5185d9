/** How a job is named and described on the Tarefas screen: plain functions, unit-tested. */
import type { AdminJob } from '../api/job-schemas.ts';
import { JOB_STRINGS as S } from '../strings.ts';

export function jobTypeLabel(type: string): string {
  return S.types[type] ?? type;
}

/** 0 to 100 when the job knows its total; null otherwise (an indeterminate bar). */
export function progressPercent(progress: AdminJob['progress']): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

export function canRetry(job: Pick<AdminJob, 'status'>): boolean {
  return job.status === 'failed';
}

export function canCancel(job: Pick<AdminJob, 'status' | 'cancel_requested'>): boolean {
  return (job.status === 'queued' || job.status === 'running') && !job.cancel_requested;
}

/** A queued job that failed before waits for its next try: say when. */
export function waitsForRetry(job: Pick<AdminJob, 'status' | 'attempts' | 'run_at'>, now = Date.now()): boolean {
  return job.status === 'queued' && job.attempts > 0 && Date.parse(job.run_at) > now;
}
