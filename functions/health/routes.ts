/**
 * GET /api/health: 200 {"status":"ok"} once the database answers and a build is served;
 * 503 "starting" while the first build runs (and, on PostgreSQL, until a restarted instance
 * has caught up with the site), "failed" (with the reason) when it failed and
 * nothing is served, "degraded" when the database does not answer.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../lib/http.ts';
import type { AppDeps } from '../app-deps.ts';

export function healthRoutes({ db, dbKind, site, env }: Pick<AppDeps, 'db' | 'dbKind' | 'site' | 'env'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    let database: 'ok' | 'unreachable' = 'ok';
    try {
      await sql`select 1`.execute(db);
    } catch {
      database = 'unreachable';
    }
    const siteStatus = site.status();
    // On PostgreSQL (where instances share the database), an instance that was down reports
    // ready only once it has caught up with the site; on the embedded database, the last build
    // is served at once.
    const caughtUp = !env.DATABASE_URL || site.caughtUp;
    const ready = database === 'ok' && siteStatus.live && caughtUp;
    const firstBuildFailed = !siteStatus.live && siteStatus.build.state === 'failed';
    const status = ready ? 'ok' : database !== 'ok' ? 'degraded' : firstBuildFailed ? 'failed' : 'starting';
    return c.json(
      {
        status,
        ...(firstBuildFailed ? { reason: `The site build failed: ${siteStatus.build.lastError}` } : {}),
        database,
        databaseKind: dbKind,
        site: siteStatus,
      },
      ready ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
