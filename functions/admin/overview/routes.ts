/**
 * The back office's read-only views: who is signed in, the dashboard, the site's build state
 * (and a manual rebuild) and the sitemap's source rows (the contact messages: ../messages). None
 * takes input; their answers are the contracts of src/lib/contracts/overview.ts and site-status.ts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { ownWorkOnly } from '../../auth/own-work.ts';
import type { AppEnv } from '../../lib/http.ts';
import { dashboardFigures, sitemapEntries } from './queries.ts';

export function adminOverviewRoutes({ db, site, runner, publisher }: Pick<AppDeps, 'db' | 'site' | 'runner' | 'publisher'>) {
  return new Hono<AppEnv>()
    .get('/me', (c) => c.json({ user: c.get('user'), role: c.get('role'), twoFactor: c.get('twoFactor') }))
    .get('/dashboard', async (c) => c.json({ ...(await dashboardFigures(db, ownWorkOnly(c))), site: site.status() }))
    .get('/site', (c) => c.json({ site: site.status(), builds: runner !== null }))
    .post('/site/rebuild', async (c) => {
      await publisher.rebuildRequested();
      return c.json({ site: site.status(), requested: runner !== null }, 202);
    })
    .get('/sitemap-entries', async (c) => c.json(await sitemapEntries(db)));
}
