/**
 * /api/admin/affiliate: what the tracked affiliate links earn in clicks, per product, article
 * and day (the dashboard's figures), and the prices too old to be shown, which an editor can
 * confirm. The admin guard is applied by functions/admin/routes.ts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';
import { clickFigures } from '../../affiliate/clicks.ts';
import { confirmPrice, stalePrices } from '../../affiliate/prices.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { clicksQuery, productParam } from './schemas.ts';

export function adminAffiliateRoutes({ db, env, publisher }: Pick<AppDeps, 'db' | 'env' | 'publisher'>) {
  const maxAgeDays = env.PRICE_MAX_AGE_DAYS;
  return new Hono<AppEnv>()
    .get('/clicks', validate('query', clicksQuery), async (c) => {
      const { days } = c.req.valid('query');
      return c.json(await clickFigures(db, days));
    })
    .get('/prices/stale', async (c) => c.json({ max_age_days: maxAgeDays, products: await stalePrices(db, maxAgeDays) }))
    .post('/prices/:id/confirm', validate('param', productParam), async (c) => {
      const confirmed = await confirmPrice(db, c.req.valid('param').id);
      if (!confirmed) throw new ApiError(404, 'not_found');
      const article = await db
        .selectFrom('articles')
        .select(['id', 'slug', 'titulo', 'categoria', 'status', 'idioma'])
        .where('id', '=', confirmed.article_id)
        .executeTakeFirstOrThrow();
      // The price shows again on the public page once it is rebuilt.
      if (article.status === 'publicado') await publisher.siteChanged('article.updated', article);
      return c.json({ product: { id: confirmed.id, preco_verificado_em: confirmed.preco_verificado_em } });
    });
}
