/**
 * /api/admin/backups (administrators only): the finished archives in DATA_DIR/backups, newest
 * first; one downloaded as it is, or removed (written to the audit log). Making one now and
 * the schedule are jobs on the queue (docs/decisions/048).
 */
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { backupsDirOf, deleteBackup, listBackups, openBackup } from '../../backups/backup-files.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { backupIdParam } from './schemas.ts';

export function adminBackupRoutes({ db, env }: Pick<AppDeps, 'db' | 'env'>) {
  const dir = backupsDirOf(env.dataDir);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ backups: await listBackups(dir) }))
    .get('/:id/download', validate('param', backupIdParam), async (c) => {
      const { id } = c.req.valid('param');
      const file = await openBackup(dir, id);
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
      if (!(await deleteBackup(dir, id))) throw new ApiError(404, 'not_found');
      await recordAudit(db, { actor: auditActor(c), action: 'backup.deleted', targetType: 'backup', targetId: id, summary: id });
      return c.json({ deleted: id });
    });
}
