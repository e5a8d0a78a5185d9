/**
 * The back office's read-only views: who is signed in, the dashboard, the site's build state
 * (and a manual rebuild), the sitemap's source rows, and the stored contact messages.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import { countPageViews } from '../../analytics/routes.ts';
import type { AppEnv } from '../../lib/http.ts';

export function adminOverviewRoutes({ db, site, runner, publisher }: Pick<AppDeps, 'db' | 'site' | 'runner' | 'publisher'>) {
  return new Hono<AppEnv>()
    .get('/me', (c) => c.json({ user: c.get('user'), role: c.get('role'), twoFactor: c.get('twoFactor') }))
    .get('/dashboard', async (c) => {
      const counts = await db
        .selectFrom('articles')
        .select([
          sql<number>`count(*) FILTER (WHERE status = 'publicado')`.as('published'),
          sql<number>`count(*) FILTER (WHERE status = 'rascunho')`.as('drafts'),
          sql<number>`count(*) FILTER (WHERE status = 'publicado' AND destaque)`.as('featured'),
          sql<number>`count(*) FILTER (WHERE revisao_solicitada_em IS NOT NULL)`.as('awaiting_review'),
        ])
        .executeTakeFirstOrThrow();
      const recent = await db
        .selectFrom('articles')
        .select(['id', 'slug', 'titulo', 'categoria', 'status', 'destaque', 'data_publicacao', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .limit(5)
        .execute();
      return c.json({
        published: Number(counts.published),
        drafts: Number(counts.drafts),
        featured: Number(counts.featured),
        awaiting_review: Number(counts.awaiting_review),
        views: await countPageViews(db),
        recent,
        site: site.status(),
      });
    })
    .get('/site', (c) => c.json({ site: site.status(), builds: runner !== null }))
    .post('/site/rebuild', async (c) => {
      await publisher.rebuildRequested();
      return c.json({ site: site.status(), requested: runner !== null }, 202);
    })
    .get('/sitemap-entries', async (c) =>
      c.json({
        articles: await db
          .selectFrom('articles')
          .select(['slug', 'idioma', 'updated_at', 'data_publicacao'])
          .where('status', '=', 'publicado')
          .orderBy('data_publicacao', 'desc')
          .execute(),
      }),
    )
    .get('/contact-messages', async (c) =>
      c.json({
        messages: await db
          .selectFrom('contact_messages')
          .select(['id', 'name', 'email', 'subject', 'message', 'locale', 'delivery_status', 'delivery_error', 'created_at'])
          .orderBy('created_at', 'desc')
          .limit(200)
          .execute(),
      }),
    );
}
