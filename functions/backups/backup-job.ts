/**
 * The backup.create job: one archive of the running site (create-backup.ts), written in the
 * store's work folder, read back and checked against its manifest there, and only then kept
 * with its summary (backup-summary.ts) in the backup store (DATA_DIR/backups or the object
 * store), then the oldest beyond BACKUP_KEEP deleted. A singleton: one backup at a time for the whole cluster, whether asked for in the
 * back office (POST /api/admin/backups) or by BACKUP_SCHEDULE. One try only: a backup that
 * failed (a full disk) says so on the Tarefas and Backups screens instead of filling the disk
 * again; the next one is asked for or scheduled. A scheduled one is skipped when a recent
 * archive exists (a restart offers the current period's occurrence again).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { defineJob } from '../jobs/define.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { defaultBackupName } from './backup-names.ts';
import { discardUnkept, rotateBackups, type BackupStore } from './backup-store.ts';
import { summarize } from './backup-summary.ts';
import { verifyOffThread } from './archive-thread.ts';
import { createBackup } from './create-backup.ts';

export const backupJob = defineJob({
  type: 'backup.create',
  payload: z.object({ reason: z.enum(['manual', 'scheduled']).default('manual') }),
  singleton: true,
  maxAttempts: 1,
});

/**
 * The archive worker's nice value inside the server (docs/decisions/073): the site's requests
 * take the CPU from it first, as from the password hashes (PASSWORD_HASH_NICE's default), while
 * on a loaded machine the backup still moves (19 was about 40% slower than 0 in one run).
 */
export const BACKUP_WORKER_NICE = 10;

export interface BackupJobDeps {
  db: Kysely<Database>;
  engine: DatabaseKind;
  media: MediaStorage;
  store: BackupStore;
  logger: Logger;
  passphrase?: string;
  keep: number;
  /** BACKUP_SCHEDULE's period: a scheduled backup is skipped when the newest archive is less than half of it old. */
  scheduleEveryMs?: number;
}

export function runBackupJob(deps: BackupJobDeps): JobHandler<typeof backupJob> {
  return async ({ reason }, context) => {
    // A server that starts mid-period offers that period's backup: made if it was missed, not twice.
    if (reason === 'scheduled' && deps.scheduleEveryMs) {
      const [newest] = await deps.store.list();
      if (newest && Date.now() - Date.parse(newest.created_at) < deps.scheduleEveryMs / 2) {
        await context.progress(0, 0, `skipped: ${newest.id} is recent`);
        return;
      }
    }
    const discarded = await discardUnkept(deps.store);
    if (discarded.length) deps.logger.warn('unverified archives of an interrupted backup removed', { archives: discarded });
    const id = defaultBackupName(new Date(), { gzip: true, encrypted: Boolean(deps.passphrase), milliseconds: true });
    let last = 0;
    // The archive's progress writes, one after another: on PostgreSQL two writes not awaited can
    // commit in either order, and a late one would overwrite the 'verifying' written after them.
    let writes = Promise.resolve();
    const result = await createBackup({
      db: deps.db,
      engine: deps.engine,
      media: deps.media,
      out: path.join(deps.store.workDir, id),
      passphrase: deps.passphrase,
      signal: context.signal,
      nice: BACKUP_WORKER_NICE,
      onProgress: (done, total, message) => {
        // The queue writes progress at most a few times a second; a rejected write is the job's own error later.
        last = done;
        writes = writes.then(() => context.progress(done, total, message)).catch(() => undefined);
      },
    });
    await writes;
    // Read back whole before it counts: every entry against the manifest, as `npm run backup:verify` does,
    // on a worker thread like the writing (docs/decisions/073).
    await context.progress(last, last, 'verifying');
    const manifest = await verifyOffThread(result.path, {
      passphrase: deps.passphrase,
      signal: context.signal,
      nice: BACKUP_WORKER_NICE,
    }).catch(async (error: unknown) => {
      await rm(result.path, { force: true });
      throw error;
    });
    await context.progress(last, last, 'storing');
    await deps.store.keep(id, summarize(manifest, new Date()));
    const removed = await rotateBackups(deps.store, deps.keep);
    deps.logger.info('backup made', { id, bytes: result.bytes, reason, rotated: removed });
    await context.progress(last, last, id);
  };
}
