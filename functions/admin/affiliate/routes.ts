/**
 * /api/admin/affiliate: what the tracked affiliate links earn in clicks, per product, article
 * and day (the dashboard's figures), and the prices too old to be shown, which an editor can
 * confirm, and the links whose last check failed (checked daily and on demand). The admin guard is applied by functions/admin/routes.ts.
 * The answers' shapes are the contract shared with the back office: src/lib/contracts/affiliate.ts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { checkReasonText } from '../../affiliate/check-reasons.ts';
import { clickFigures } from '../../affiliate/clicks.ts';
import { brokenLinks, linkCheckActive, linkCheckJob } from '../../affiliate/link-health.ts';
import { confirmPrice, stalePrices } from '../../affiliate/prices.ts';
import { ownWorkOnly } from '../../auth/own-work.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { priceArticle } from './queries.ts';
import { clicksQuery, productParam } from './schemas.ts';

export function adminAffiliateRoutes({
  db,
  env,
  publisher,
  linkHealth,
  jobs,
}: Pick<AppDeps, 'db' | 'env' | 'publisher' | 'linkHealth' | 'jobs'>) {
  const maxAgeDays = env.PRICE_MAX_AGE_DAYS;
  return (
    new Hono<AppEnv>()
      .get('/clicks', validate('query', clicksQuery), async (c) => {
        const { days } = c.req.valid('query');
        return c.json(await clickFigures(db, days, { createdBy: ownWorkOnly(c) }));
      })
      .get('/links/broken', async (c) => {
        const locale = c.get('locale');
        const links = (await brokenLinks(db)).map((link) => ({ ...link, error: checkReasonText(link.error, locale) }));
        return c.json({ running: await linkCheckActive(db), last_run: await linkHealth.lastRun(), links });
      })
      // A run takes up to a few minutes: it is a job (one at a time for the cluster), and the screen asks again.
      .post('/links/check', async (c) => {
        const { created } = await jobs.enqueue(linkCheckJob, {}, { joinActive: true });
        return c.json({ running: true, already_running: !created }, 202);
      })
      .get('/prices/stale', async (c) => c.json({ max_age_days: maxAgeDays, products: await stalePrices(db, maxAgeDays) }))
      .post('/prices/:id/confirm', validate('param', productParam), async (c) => {
        const confirmed = await confirmPrice(db, c.req.valid('param').id);
        if (!confirmed) throw new ApiError(404, 'not_found');
        const article = await priceArticle(db, confirmed.article_id);
        // The price shows again on the public page once it is rebuilt.
        if (article.status === 'publicado') await publisher.siteChanged('article.updated', article, { slugsUnchanged: true });
        return c.json({ product: { id: confirmed.id, preco_verificado_em: confirmed.preco_verificado_em } });
      })
  );
}
