/**
 * /api/admin/backups (administrators only): the finished archives of the backup store
 * (DATA_DIR/backups, or the object store's `backups/` prefix with S3_*), newest first, with
 * the current or last backup job; one made now as a job on the queue, one downloaded as it
 * is, or removed (written to the audit log). Docs: docs/decisions/048 and 059.
 */
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { backupJob } from '../../backups/backup-job.ts';
import { backupStoreFor } from '../../backups/backup-store.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { currentJobOfType, jobById } from '../jobs/queries.ts';
import { backupIdParam } from './schemas.ts';

export function adminBackupRoutes({ db, env, media, jobs }: Pick<AppDeps, 'db' | 'env' | 'media' | 'jobs'>) {
  const store = backupStoreFor(env.dataDir, media);
  return (
    new Hono<AppEnv>()
      .get('/', async (c) =>
        c.json({
          backups: await store.list(),
          job: await currentJobOfType(db, backupJob.type),
          settings: {
            store: store.kind,
            schedule: env.BACKUP_SCHEDULE,
            keep: env.BACKUP_KEEP,
            encrypted: Boolean(env.BACKUP_PASSPHRASE),
          },
        }),
      )
      // One backup at a time: while one is queued or running, asking again answers that one (created: false).
      .post('/', async (c) => {
        const { id, created } = await jobs.enqueue(backupJob, { reason: 'manual' }, { joinActive: true });
        if (created) {
          await recordAudit(db, { actor: auditActor(c), action: 'backup.requested', targetType: 'job', targetId: id, summary: 'manual' });
        }
        return c.json({ id, created, job: await jobById(db, id) }, 202);
      })
      .get('/:id/download', validate('param', backupIdParam), async (c) => {
        const { id } = c.req.valid('param');
        const file = await store.open(id);
        if (!file) throw new ApiError(404, 'not_found');
        return c.body(Readable.toWeb(file.body) as ReadableStream, 200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(file.size),
          'Content-Disposition': `attachment; filename="${id}"`,
          'Cache-Control': 'no-store',
        });
      })
      .delete('/:id', validate('param', backupIdParam), async (c) => {
        const { id } = c.req.valid('param');
        if (!(await store.delete(id))) throw new ApiError(404, 'not_found');
        await recordAudit(db, { actor: auditActor(c), action: 'backup.deleted', targetType: 'backup', targetId: id, summary: id });
        return c.json({ deleted: id });
      })
  );
}
