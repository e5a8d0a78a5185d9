/**
 * /api/content/*: the published content the static build reads (see docs/decisions/002).
 * Read-only, published rows only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import type { AppDeps } from '../app-deps.ts';
import { decodeCursor, listActiveEbooks, listActiveReviews, listPublishedArticles } from './queries.ts';
import { allRedirects } from '../redirects/store.ts';
import { publicSettings } from './settings.ts';

const articlesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  after: z.string().max(200).optional(),
});

export function contentRoutes({ db, env }: Pick<AppDeps, 'db' | 'env'>) {
  return new Hono<AppEnv>()
    .get('/articles', validate('query', articlesQuery), async (c) => {
      const { limit, after } = c.req.valid('query');
      const cursor = after ? decodeCursor(after) : null;
      if (after && !cursor) {
        throw new ApiError(400, 'validation_failed', undefined, [{ path: 'after', message: 'Unknown cursor' }]);
      }
      return c.json(await listPublishedArticles(db, { limit, after: cursor, priceMaxAgeDays: env.PRICE_MAX_AGE_DAYS }));
    })
    .get('/reviews', async (c) => c.json({ reviews: await listActiveReviews(db) }))
    .get('/ebooks', async (c) => c.json({ ebooks: await listActiveEbooks(db) }))
    .get('/settings', async (c) => c.json(await publicSettings(db, env)))
    .get('/redirects', async (c) => c.json({ redirects: await allRedirects(db) }));
}
