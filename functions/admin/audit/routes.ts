/**
 * /api/admin/audit (administrators only, functions/auth/permissions.ts): the audit log,
 * newest first, filtered by action and by person, a page at a time with an opaque cursor
 * (queries.ts).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { auditQuerySchema } from '../../../src/lib/contracts/audit.ts';
import { auditActors, auditPage } from './queries.ts';

export function adminAuditRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', auditQuerySchema), async (c) => c.json(await auditPage(db, c.req.valid('query'))))
    .get('/actors', async (c) => c.json({ actors: await auditActors(db) }));
}
