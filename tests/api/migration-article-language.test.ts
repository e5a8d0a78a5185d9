/**
 * Migration 008 on a database that already holds articles: each gets a language by the
 * documented rule (docs/decisions/010), nothing is lost, and slugs become unique per language.
 * Runs on PGlite, and on PostgreSQL in the test:pg pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';
import { createTestDatabase } from '../support/test-app.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;

const ARTICLES = [
  {
    slug: 'orcamento-da-casa',
    titulo: 'Orçamento da casa em poucos passos',
    meta: 'Como organizar as contas do mês sem planilhas complicadas.',
    html: '<p>Você não precisa de uma planilha para começar: anote o que entra e o que sai de casa.</p>',
  },
  {
    slug: 'sleep-better',
    titulo: 'Sleep better with a steady routine',
    meta: 'A few habits that make the evening calmer and the morning easier.',
    html: '<p>The best routine is the one you can repeat on a busy Tuesday, with your phone out of reach.</p>',
  },
];

beforeAll(async () => {
  ({ handle, drop } = await createTestDatabase());
  const all = await loadMigrations();
  await migrate(
    handle,
    all.filter((m) => m.version < '008'),
  );
  await handle.withConnection(async (query) => {
    for (const a of ARTICLES) {
      await query(
        `INSERT INTO articles (slug, titulo, meta_descricao, categoria, conteudo_html, status, data_publicacao)
         VALUES ($1, $2, $3, 'dinheiro', $4, 'publicado', now())`,
        [a.slug, a.titulo, a.meta, a.html],
      );
    }
  });
  await migrate(handle, all);
}, 60_000);
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('migration 008 on existing articles', () => {
  it('gives each article the language its text is written in, and keeps every row', async () => {
    const rows = await handle.db.selectFrom('articles').select(['slug', 'idioma', 'grupo_traducao']).orderBy('slug').execute();
    expect(rows).toEqual([
      { slug: 'orcamento-da-casa', idioma: 'pt', grupo_traducao: null },
      { slug: 'sleep-better', idioma: 'en', grupo_traducao: null },
    ]);
  });

  it('lets the other language reuse a slug, but not the same language', async () => {
    const insert = (idioma: 'en' | 'pt') =>
      handle.db
        .insertInto('articles')
        .values({
          slug: 'sleep-better',
          idioma,
          titulo: 'x',
          meta_descricao: 'x',
          categoria: 'saude',
          conteudo_html: '<p>x</p>',
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
    await expect(insert('pt')).resolves.toBeDefined();
    await expect(insert('en')).rejects.toThrow();
  });
});
