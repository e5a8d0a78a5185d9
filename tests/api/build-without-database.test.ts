/**
 * A build that runs while PostgreSQL is unreachable (issue 11, item 4): the database refuses
 * every connection of this server's database and the open ones are cut (what a failover or a
 * restart of PostgreSQL looks like to the pool). The build fails and says so, the live site is
 * still served as it was, the health check says the database is down; when the database comes
 * back, the instance's site follower (functions/publishing/site-follower.ts) builds the change
 * with no restart. Runs in the PostgreSQL pass (TEST_DATABASE_URL): the embedded database has
 * no connection to lose.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpSiteVersion } from '../../functions/publishing/site-version.ts';
import { SiteFollower } from '../../functions/publishing/site-follower.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

const SLUG = 'how-to-build-a-sleep-routine-that-actually-sticks';
const NEW_TITLE = 'A Sleep Routine Built While The Database Was Away';

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(process.env.TEST_DATABASE_URL)('a build while the database is unreachable', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let follower: SiteFollower | undefined;
  let database: string;

  /** Connections to the server's maintenance database, so cutting this file's database leaves it alone. */
  const setConnections = async (allowed: boolean) => {
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS ${allowed}`);
    if (!allowed) {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        database,
      ]);
    }
  };

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, deps: { build: {} } });
    database = new URL(ctx.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await ctx.deps.runner!.requestBuild('first build');
    expect(ctx.site.status().build.lastError).toBeNull();
  }, 240_000);

  afterAll(async () => {
    follower?.stop();
    await setConnections(true).catch(() => undefined);
    await admin.end();
    await ctx.close();
  });

  it('keeps the live site, says what failed, and builds the change once the database is back', async () => {
    const before = await (await ctx.app.request(`/artigos/${SLUG}`)).text();
    expect(before).not.toContain(NEW_TITLE);

    // A change the site has not built yet, then the database goes away.
    await ctx.handle.db.updateTable('articles').set({ titulo: NEW_TITLE }).where('slug', '=', SLUG).execute();
    await bumpSiteVersion(ctx.handle.db);
    await setConnections(false);

    await ctx.deps.runner!.requestBuild('a change, with the database unreachable');
    const failed = ctx.site.status().build;
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toBeTruthy();
    expect(ctx.logger.entries.some((entry) => entry.msg === 'site build failed')).toBe(true);

    // The built pages are served as they were; the API and the health check say the database is down.
    for (const url of [`/artigos/${SLUG}`, '/pt', '/artigos']) expect((await ctx.app.request(url)).status, url).toBe(200);
    expect(await (await ctx.app.request(`/artigos/${SLUG}`)).text()).toBe(before);
    const health = await ctx.app.request('/api/health');
    expect(health.status).toBe(503);
    expect((await ctx.app.request('/api/articles')).status).toBe(503);

    // The follower keeps trying; with the database back it builds the change, without a restart.
    follower = new SiteFollower({
      db: ctx.handle.db,
      runner: ctx.deps.runner!,
      site: ctx.site,
      logger: ctx.logger,
      pollMs: 200,
      databaseUrl: ctx.databaseUrl,
    });
    follower.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ctx.site.status().build.state).toBe('failed');
    await setConnections(true);

    await waitFor(async () => (await (await ctx.app.request(`/artigos/${SLUG}`)).text()).includes(NEW_TITLE), 'the change to be live');
    expect(ctx.site.status().build).toMatchObject({ state: 'idle', lastError: null });
    await waitFor(async () => (await ctx.app.request('/api/health')).status === 200, 'a healthy server');
  }, 90_000);
});
