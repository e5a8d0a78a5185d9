/**
 * Migration 056 on a database that already holds linked pairs: each translation is directed
 * by the documented rule (docs/decisions/056: the member labelled as a translation draft, else
 * the one created later) and starts up to date against its original's current text; an
 * unlinked article is no translation. Runs on PGlite, and on PostgreSQL in the test:pg pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';
import { createTestDatabase } from '../support/test-app.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;

/** [slug, idioma, group, estado_traducao, created_at] */
const ARTICLES: Array<[string, 'en' | 'pt', string | null, string | null, string]> = [
  ['budget', 'en', '00000000-0000-4000-8000-000000000001', null, '2026-01-01T00:00:00Z'],
  ['orcamento', 'pt', '00000000-0000-4000-8000-000000000001', null, '2026-02-01T00:00:00Z'],
  // Created first, but still labelled as a translation draft: the translation.
  ['sono', 'pt', '00000000-0000-4000-8000-000000000002', 'automatica', '2026-01-01T00:00:00Z'],
  ['sleep', 'en', '00000000-0000-4000-8000-000000000002', null, '2026-03-01T00:00:00Z'],
  ['alone', 'en', null, null, '2026-01-01T00:00:00Z'],
];

beforeAll(async () => {
  ({ handle, drop } = await createTestDatabase());
  const all = await loadMigrations();
  await migrate(
    handle,
    all.filter((m) => m.version < '056'),
  );
  await handle.withConnection(async (query) => {
    for (const [slug, idioma, group, estado, createdAt] of ARTICLES) {
      await query(
        `INSERT INTO articles (slug, titulo, meta_descricao, categoria, conteudo_html, status, idioma, grupo_traducao, estado_traducao, created_at, updated_at)
         VALUES ($1, $1, 'Meta.', 'dinheiro', '<p>Text.</p>', 'rascunho', $2, $3, $4, $5, $5)`,
        [slug, idioma, group, estado, createdAt],
      );
    }
  });
  await migrate(handle, all);
}, 60_000);
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('migration 056 on existing pairs', () => {
  it('directs each pair, up to date against the original’s text, and leaves others as no translation', async () => {
    const rows = await handle.db
      .selectFrom('articles as a')
      .leftJoin('articles as o', 'o.id', 'a.traducao_de')
      .select(['a.slug', 'o.slug as original', 'a.traducao_desatualizada', 'a.traducao_base'])
      .orderBy('a.slug')
      .execute();
    const base = { titulo: expect.any(String), meta_descricao: 'Meta.', conteudo_html: '<p>Text.</p>', products: [] };
    expect(rows).toEqual([
      { slug: 'alone', original: null, traducao_desatualizada: null, traducao_base: null },
      { slug: 'budget', original: null, traducao_desatualizada: null, traducao_base: null },
      { slug: 'orcamento', original: 'budget', traducao_desatualizada: false, traducao_base: { ...base, titulo: 'budget' } },
      { slug: 'sleep', original: null, traducao_desatualizada: null, traducao_base: null },
      { slug: 'sono', original: 'sleep', traducao_desatualizada: false, traducao_base: { ...base, titulo: 'sleep' } },
    ]);
  });
});
