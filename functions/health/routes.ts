/**
 * GET /api/health: 200 {"status":"ok"} once the database answers and a build is served;
 * 503 "starting" while the first build runs, "failed" (with the reason) when it failed and
 * nothing is served, "degraded" when the database does not answer.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../lib/http.ts';
import type { AppDeps } from '../app-deps.ts';

export function healthRoutes({ db, dbKind, site }: Pick<AppDeps, 'db' | 'dbKind' | 'site'>) {
  return new Hono<AppEnv>().get('/', async (c) => {
    let database: 'ok' | 'unreachable' = 'ok';
    try {
      await sql`select 1`.execute(db);
    } catch {
      database = 'unreachable';
    }
    const siteStatus = site.status();
    const ready = database === 'ok' && siteStatus.live;
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
