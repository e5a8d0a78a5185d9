/**
 * /api/admin/redirects: list (filtered, 50 a page), add by hand, remove. Loops, chains,
 * reserved paths and published article pages are refused (functions/redirects/rules.ts);
 * slug changes add their own (functions/articles/store.ts). Page requests read a copy
 * in memory; a change moves the site version, so this instance reads it again before answering
 * and the others follow within a poll (docs/decisions/039), without a build. Adding and
 * removing one is written to the audit log.
 */
import { Hono } from 'hono';
import { redirectInputSchema, redirectListQuerySchema } from '../../../src/lib/contracts/redirect.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { addManualRedirect, deleteRedirect, listRedirects } from '../../redirects/store.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { redirectIdParam } from './schemas.ts';

export function adminRedirectRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', redirectListQuerySchema), async (c) => c.json(await listRedirects(db, c.req.valid('query'))))
    .post('/', validate('json', redirectInputSchema), async (c) => {
      const redirect = await addManualRedirect(db, c.req.valid('json'), c.get('user').id);
      await publisher.redirectsChanged();
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'redirect.created',
        targetType: 'redirect',
        targetId: redirect.id,
        summary: `${redirect.from_path} → ${redirect.to_path} (${redirect.status})`,
      });
      return c.json({ redirect }, 201);
    })
    .delete('/:id', validate('param', redirectIdParam), async (c) => {
      const redirect = await deleteRedirect(db, c.req.valid('param').id);
      await publisher.redirectsChanged();
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'redirect.deleted',
        targetType: 'redirect',
        targetId: redirect.id,
        summary: `${redirect.from_path} → ${redirect.to_path}`,
      });
      return c.json({ deleted: redirect.id });
    });
}
