/**
 * An article's search columns (migration 077, docs/decisions/093): computed on insert and when
 * the title, meta description, body or language change, with migration 010's and 004's
 * expressions; kept as they are by any other update (a status change, a translation link),
 * which as generated columns computed them again over the whole body. The body's foldings are
 * counted through immutable_unaccent, replaced here by a version that counts them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDerivedFills, listTables } from '../../functions/backups/catalog.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';
import { insertArticle } from '../support/fixtures.ts';

describe('articles search columns', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.handle.db;
    await sql`CREATE SEQUENCE test_unaccent_calls`.execute(db);
    await sql`CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
      LANGUAGE plpgsql IMMUTABLE STRICT AS $$
      BEGIN
        -- Only the body's text: the title's trigram index (migration 071) folds titles on each row write.
        IF position('bodymark' in $1) > 0 THEN PERFORM nextval('test_unaccent_calls'); END IF;
        RETURN public.unaccent('public.unaccent'::regdictionary, $1);
      END $$`.execute(db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function calls(): Promise<number> {
    const { rows } = await sql<{ n: string }>`SELECT last_value::text AS n FROM test_unaccent_calls`.execute(ctx.handle.db);
    return Number(rows[0]!.n);
  }

  /** Whether the row's three columns are what migrations 010 and 004 computed from its text. */
  async function matchesExpressions(id: string): Promise<boolean> {
    const { rows } = await sql<{ same: boolean }>`
      SELECT search_vector = (
               setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END, immutable_unaccent(titulo)), 'A') ||
               setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END, immutable_unaccent(meta_descricao)), 'B') ||
               setweight(to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
                 immutable_unaccent(regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g'))), 'C'))
         AND list_search_vector = to_tsvector(CASE idioma WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END,
               immutable_unaccent(titulo || ' ' || meta_descricao))
         AND search_text = immutable_unaccent(lower(titulo)) || E'\n' || immutable_unaccent(lower(meta_descricao)) AS same
        FROM articles WHERE id = ${id}`.execute(ctx.handle.db);
    return rows[0]!.same;
  }

  it('computes them on insert and when their text changes, and leaves them on any other update', async () => {
    const db = ctx.handle.db;
    await sql`SELECT nextval('test_unaccent_calls')`.execute(db);
    const before = await calls();
    const article = await insertArticle(db, {
      conteudo_html: '<p>Orçamentos de <b>inverno</b> bodymark</p>',
      idioma: 'pt',
      status: 'rascunho',
    });
    const afterInsert = await calls();
    expect(afterInsert).toBeGreaterThan(before);
    expect(await matchesExpressions(article.id)).toBe(true);

    // Neither the status, nor a translation group, nor the change counter is text they are made of.
    const counted = await calls();
    await db
      .updateTable('articles')
      .set({ status: 'publicado', data_publicacao: new Date(), grupo_traducao: crypto.randomUUID() })
      .where('id', '=', article.id)
      .execute();
    await sql`UPDATE articles SET change_seq = nextval('content_change_seq') WHERE id = ${article.id}`.execute(db);
    expect(await calls()).toBe(counted);

    await db
      .updateTable('articles')
      .set({ conteudo_html: '<p>Routines for <i>winter</i> bodymark</p>', idioma: 'en' })
      .where('id', '=', article.id)
      .execute();
    expect(await calls()).toBeGreaterThan(counted);
    expect(await matchesExpressions(article.id)).toBe(true);
    const found = await sql<{ id: string }>`
      SELECT id FROM articles WHERE search_vector @@ to_tsquery('english', 'routine') AND id = ${article.id}`.execute(db);
    expect(found.rows).toHaveLength(1);

    await db.updateTable('articles').set({ titulo: 'Orçamento de inverno', meta_descricao: 'Tudo' }).where('id', '=', article.id).execute();
    expect(await matchesExpressions(article.id)).toBe(true);
    const listed = await db
      .selectFrom('articles')
      .select(sql<string>`search_text`.as('text'))
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(listed.text).toBe('orcamento de inverno\ntudo');
  });

  it('are filled, for rows loaded with the triggers off (a restore), by the function their comment names', async () => {
    const db = ctx.handle.db;
    const query = async (text: string) => (await sql.raw(text).execute(db)).rows as never;
    await sql`ALTER TABLE articles DISABLE TRIGGER USER`.execute(db);
    const loaded = await insertArticle(db, { conteudo_html: '<p>Carregado sem gatilhos bodymark</p>', idioma: 'pt' });
    const empty = await sql<{ v: string | null }>`SELECT search_vector::text AS v FROM articles WHERE id = ${loaded.id}`.execute(db);
    expect(empty.rows[0]!.v).toBeNull();
    // As load-database.ts does: the fills run while the triggers are still off.
    expect(await listDerivedFills(query)).toEqual(['articles_fill_search_columns']);
    for (const fill of await listDerivedFills(query)) await sql.raw(`SELECT ${fill}()`).execute(db);
    await sql`ALTER TABLE articles ENABLE TRIGGER USER`.execute(db);
    expect(await matchesExpressions(loaded.id)).toBe(true);

    // A row without them (written with the triggers off) gets them at its next update, whatever it changes.
    await sql`ALTER TABLE articles DISABLE TRIGGER USER`.execute(db);
    const other = await insertArticle(db, { conteudo_html: '<p>Outro bodymark</p>', idioma: 'pt' });
    await sql`ALTER TABLE articles ENABLE TRIGGER USER`.execute(db);
    await db.updateTable('articles').set({ destaque: true }).where('id', '=', other.id).execute();
    expect(await matchesExpressions(other.id)).toBe(true);
  });

  it('are left out of a backup like the generated columns they were', async () => {
    const tables = await listTables(async (text) => (await sql.raw(text).execute(ctx.handle.db)).rows as never);
    const articles = tables.find((table) => table.name === 'articles')!;
    const derived = articles.columns.filter((column) => column.generated).map((column) => column.name);
    expect(derived.sort()).toEqual(['list_search_vector', 'search_text', 'search_vector']);
  });
});
