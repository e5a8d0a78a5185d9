/**
 * POST /api/analytics: the site's own analytics (section 7 of the public specification):
 * page views, article_view, affiliate_click and search, stored in the database. The pages
 * send them with navigator.sendBeacon; nothing identifies the visitor. Each address may send
 * ANALYTICS_RATE_LIMIT events, so that one script cannot fill the table.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/http.ts';
import { limitRequests } from '../lib/request-limits.ts';
import { validate } from '../lib/validate.ts';
import { analyticsEvent } from './schemas.ts';

const RATE_LIMITED = {
  en: 'Too many events from this address. Try again in a minute.',
  pt: 'Eventos demais deste endereço. Tente novamente em um minuto.',
};

export function analyticsRoutes(deps: Pick<AppDeps, 'db' | 'env' | 'hashAddress' | 'trustedProxies'>) {
  const { db } = deps;
  const limit = limitRequests(deps, 'analytics', deps.env.ANALYTICS_RATE_LIMIT, RATE_LIMITED);
  return new Hono<AppEnv>().post('/', validate('json', analyticsEvent), limit, async (c) => {
    const { type, path, locale, ...props } = c.req.valid('json');
    const articleId = type === 'article_view' ? (props as { article_id: string }).article_id : null;
    // An article id that does not exist (deleted since the page was built) is recorded without the link.
    const article = articleId ? await db.selectFrom('articles').select('id').where('id', '=', articleId).executeTakeFirst() : undefined;
    await db
      .insertInto('analytics_events')
      .values({ type, path, locale, article_id: article?.id ?? null, props: JSON.stringify(props) })
      .execute();
    return c.body(null, 204);
  });
}

/** Page views recorded so far (the back office's views figure). */
export async function countPageViews(db: AppDeps['db']): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('type', '=', 'page_view')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
