/** GET /api/health: 200 {"status":"ok"} once the database answers and a build is served. */
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../lib/http.ts';
import type { AppDeps } from '../app.ts';

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
    return c.json(
      { status: ready ? 'ok' : database === 'ok' ? 'starting' : 'degraded', database, databaseKind: dbKind, site: siteStatus },
      ready ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
}
