/**
 * Preview addresses never reach the analytics table (docs/decisions/031: a copy of the database
 * opens no preview): POST /api/analytics refuses /preview/… and /pt/preview/… paths, and
 * migration 041 removes the events recorded there before. Runs on PGlite, and on PostgreSQL
 * in the test:pg pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';
import { createTestContext, createTestDatabase, json, type TestContext } from '../support/test-app.ts';

const TOKEN = 'Zx9_-'.repeat(13);

describe('POST /api/analytics from a preview page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const track = (body: unknown, language = 'en') =>
    ctx.app.request('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(body),
    });

  it('is refused with 400 in the request’s language, and nothing is stored', async () => {
    const paths = [
      `/preview/${TOKEN}`,
      `/pt/preview/${TOKEN}`,
      `/PT/Preview/${TOKEN}`,
      `//preview/${TOKEN}`,
      `/%70review/${TOKEN}`,
      `/pt%2Fpreview/${TOKEN}`,
    ];
    for (const [language, message] of [
      ['en', 'must be a public page: preview pages are not counted'],
      ['pt-BR', 'deve ser uma página pública: pré-visualizações não são contadas'],
    ] as const) {
      for (const path of paths) {
        for (const event of [
          { type: 'page_view', path, locale: 'en' },
          {
            type: 'article_view',
            path,
            locale: 'pt',
            article_id: '00000000-0000-4000-8000-000000000000',
            article_title: 'A draft',
            article_category: 'saude',
          },
          { type: 'search', path, locale: 'en', search_term: 'x', results_count: 0 },
        ]) {
          const response = await track(event, language);
          expect(response.status, `${event.type} ${path}`).toBe(400);
          expect((await json(response)).error.issues).toEqual([{ path: 'path', message }]);
        }
      }
    }
    expect(await ctx.handle.db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
    // A public page is still counted.
    expect((await track({ type: 'page_view', path: '/artigos/previews-of-spring', locale: 'en' })).status).toBe(204);
  });
});

describe('migration 041 on recorded events', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await createTestDatabase());
    const all = await loadMigrations();
    await migrate(
      handle,
      all.filter((m) => m.version < '041'),
    );
    await handle.withConnection(async (query) => {
      for (const path of [
        `/preview/${TOKEN}`,
        `/pt/preview/${TOKEN}`,
        `/PT//Preview/${TOKEN}`,
        '/preview',
        '/artigos/hello',
        '/pt/artigos/ola',
        '/previews',
        '/artigos/preview',
      ]) {
        await query(`INSERT INTO analytics_events (type, path, locale) VALUES ('page_view', $1, 'en')`, [path]);
      }
    });
    await migrate(handle, all);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('removes every event recorded on a preview address and keeps the others', async () => {
    const rows = await handle.db.selectFrom('analytics_events').select('path').orderBy('path').execute();
    expect(rows.map((row) => row.path)).toEqual(['/artigos/hello', '/artigos/preview', '/previews', '/pt/artigos/ola']);
  });
});
