/**
 * GET|PUT /api/admin/newsletter/articles/:id {send_on_publish}: the editor's choice, before
 * publishing, of whether publishing this article mails the newsletter of its language.
 * `published_before`: the article was published once already, so publishing it again sends
 * nothing whatever the switch says (a republish; migration 066).
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';

const params = z.object({ id: z.uuid() });

export function articleOptionRoutes({ db }: Pick<AppDeps, 'db'>) {
  const read = async (id: string) => {
    const row = await db
      .selectFrom('articles as a')
      .leftJoin('newsletter_article_options as o', 'o.article_id', 'a.id')
      .leftJoin('newsletter_sends as s', 's.article_id', 'a.id')
      .select(['a.id', 'o.send_on_publish', 'o.first_published_at', (eb) => eb.fn.count<number>('s.id').as('sends')])
      .where('a.id', '=', id)
      .groupBy(['a.id', 'o.send_on_publish', 'o.first_published_at'])
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'not_found');
    return {
      article_id: row.id,
      send_on_publish: row.send_on_publish ?? true,
      sent: Number(row.sends) > 0,
      published_before: row.first_published_at !== null,
    };
  };
  return new Hono<AppEnv>()
    .get('/:id', validate('param', params), async (c) => c.json(await read(c.req.valid('param').id)))
    .put('/:id', validate('param', params), validate('json', z.object({ send_on_publish: z.boolean() })), async (c) => {
      const { id } = c.req.valid('param');
      await read(id);
      const { send_on_publish } = c.req.valid('json');
      await db
        .insertInto('newsletter_article_options')
        .values({ article_id: id, send_on_publish })
        .onConflict((conflict) => conflict.column('article_id').doUpdateSet({ send_on_publish, updated_at: sql<Date>`now()` }))
        .execute();
      return c.json(await read(id));
    });
}
