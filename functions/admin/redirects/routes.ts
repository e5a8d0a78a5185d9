/**
 * /api/admin/redirects: list (filtered, 50 a page), add by hand, remove. Loops, chains,
 * reserved paths and published article pages are refused (functions/redirects/rules.ts);
 * slug changes add their own (functions/admin/articles/queries.ts). The server reads the
 * table on every page request, so a change takes effect at once, without a build.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { redirectInputSchema, redirectListQuerySchema } from '../../../src/lib/contracts/redirect.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { addManualRedirect, deleteRedirect, listRedirects } from '../../redirects/store.ts';

const idParam = z.object({ id: z.uuid({ error: 'Unknown redirect' }) });

export function adminRedirectRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', redirectListQuerySchema), async (c) => c.json(await listRedirects(db, c.req.valid('query'))))
    .post('/', validate('json', redirectInputSchema), async (c) =>
      c.json({ redirect: await addManualRedirect(db, c.req.valid('json'), c.get('user').id) }, 201),
    )
    .delete('/:id', validate('param', idParam), async (c) => c.json({ deleted: (await deleteRedirect(db, c.req.valid('param').id)).id }));
}
