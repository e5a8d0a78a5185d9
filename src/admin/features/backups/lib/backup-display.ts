/** How the Backups screen describes a job and an archive: plain functions, unit-tested. */
import type { AdminJob } from '../../../../lib/contracts/jobs.ts';
import { formatCount } from '../../../lib/format.ts';
import type { Backup } from '../api/backups.ts';
import { BACKUP_STRINGS as S } from '../strings.ts';

/** 0 to 100 when the job knows its total; null otherwise (an indeterminate bar). */
export function backupPercent(progress: AdminJob['progress']): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

export function contentLine(backup: Backup): string | null {
  if (!backup.summary) return null;
  return S.content(formatCount(backup.summary.rows), formatCount(backup.summary.media_files));
}

/** The last job's outcome worth a line above the list: failures always, success only as the list itself shows it. */
export function jobNotice(job: AdminJob | null): { tone: 'error' | 'neutral'; title: string; detail: string | null } | null {
  if (!job) return null;
  if (job.status === 'failed') return { tone: 'error', title: S.jobFailed, detail: job.last_error };
  if (job.status === 'cancelled') return { tone: 'neutral', title: S.jobCancelled, detail: null };
  return null;
}
