/**
 * /api/admin/affiliate: what the tracked affiliate links earn in clicks, per product, article
 * and day (the dashboard's figures). The admin guard is applied by functions/admin/routes.ts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';
import { clickFigures } from '../../affiliate/clicks.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { clicksQuery } from './schemas.ts';

export function adminAffiliateRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get('/clicks', validate('query', clicksQuery), async (c) => {
    const { days } = c.req.valid('query');
    return c.json(await clickFigures(db, days));
  });
}
