/**
 * The back office's overview: who is signed in (and their interface language, the one setting
 * a member changes for themselves here), the dashboard, the site's build state (and a manual
 * rebuild) and the sitemap's source rows (the contact messages: ../messages). Their answers are
 * the contracts of src/lib/contracts/overview.ts and site-status.ts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { ownWorkOnly } from '../../auth/own-work.ts';
import type { AppEnv, AppVariables } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { meChangeSchema, sitemapEntriesQuerySchema } from '../../../src/lib/contracts/overview.ts';
import { dashboardFigures, sitemapEntries } from './queries.ts';

export function adminOverviewRoutes({ db, site, runner, publisher }: Pick<AppDeps, 'db' | 'site' | 'runner' | 'publisher'>) {
  return new Hono<AppEnv>()
    .get('/me', (c) => c.json(meAnswer(c.get('user'), c.get('role'), c.get('twoFactor'), c.get('interfaceLanguage'))))
    .patch('/me', validate('json', meChangeSchema), async (c) => {
      const { idioma_interface } = c.req.valid('json');
      await db.updateTable('user_roles').set({ idioma_interface }).where('user_id', '=', c.get('user').id).execute();
      return c.json(meAnswer(c.get('user'), c.get('role'), c.get('twoFactor'), idioma_interface));
    })
    .get('/dashboard', async (c) => c.json({ ...(await dashboardFigures(db, ownWorkOnly(c))), site: site.status() }))
    .get('/site', (c) => c.json({ site: site.status(), builds: runner !== null }))
    .post('/site/rebuild', async (c) => {
      await publisher.rebuildRequested();
      return c.json({ site: site.status(), requested: runner !== null }, 202);
    })
    .get('/sitemap-entries', validate('query', sitemapEntriesQuerySchema), async (c) =>
      c.json(await sitemapEntries(db, c.req.valid('query'))),
    );
}

function meAnswer(
  user: AppVariables['user'],
  role: AppVariables['role'],
  twoFactor: AppVariables['twoFactor'],
  idioma_interface: AppVariables['interfaceLanguage'],
) {
  return { user, role, twoFactor, idioma_interface };
}
