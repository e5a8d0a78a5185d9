/**
 * The back office at scale (migration 071, docs/decisions/077): the dashboard's counts kept by a
 * trigger equal a count of every article after any mix of writes, the migration counts what a
 * site already holds, and the article list's order and title search can be answered from their
 * indexes (the plan is read with EXPLAIN: a query written differently from its index expression
 * would silently sort or scan every article). Runs on PGlite, and on PostgreSQL in the test:pg pass.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCursor } from '../../functions/articles/list-page.ts';
import { adminArticleListQuery } from '../../functions/articles/store.ts';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';
import type { Database } from '../../functions/db/schema.ts';
import { adminArticleListQuerySchema } from '../../src/lib/contracts/article.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestDatabase } from '../support/test-app.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await createTestDatabase());
});
afterAll(async () => {
  await handle.close();
  await drop();
});

/** What the dashboard showed before 071: a count of every article. */
async function counted(db: Kysely<Database>) {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      count(*) FILTER (WHERE status = 'publicado')::int AS published,
      count(*) FILTER (WHERE status = 'rascunho')::int AS drafts,
      count(*) FILTER (WHERE status = 'publicado' AND destaque)::int AS featured,
      count(*) FILTER (WHERE revisao_solicitada_em IS NOT NULL)::int AS awaiting_review,
      count(*) FILTER (WHERE traducao_desatualizada)::int AS translations_out_of_date
    FROM articles`.execute(db);
  return rows[0];
}

const tallies = (db: Kysely<Database>) =>
  db
    .selectFrom('article_tallies')
    .select(['published', 'drafts', 'featured', 'awaiting_review', 'translations_out_of_date'])
    .executeTakeFirstOrThrow();

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the dashboard’s counts', () => {
  it('are counted by the migration from the articles a site already has', async () => {
    const all = await loadMigrations();
    await migrate(
      handle,
      all.filter((m) => m.version < '071'),
    );
    await insertArticle(handle.db, { status: 'publicado', destaque: true });
    await insertArticle(handle.db, { status: 'publicado', traducao_desatualizada: true });
    await insertArticle(handle.db, { status: 'rascunho', revisao_solicitada_em: new Date() });
    await insertArticle(handle.db, { status: 'agendado', data_publicacao: new Date(Date.UTC(2030, 0, 1)) });
    await migrate(handle, all);
    expect(await tallies(handle.db)).toEqual({ published: 2, drafts: 1, featured: 1, awaiting_review: 1, translations_out_of_date: 1 });
    expect(await tallies(handle.db)).toEqual(await counted(handle.db));
  });

  it('follow 300 random inserts, updates and deletes', async () => {
    const random = prng(71);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const statuses = ['publicado', 'rascunho', 'agendado'] as const;
    for (let step = 0; step < 300; step++) {
      const ids = (await handle.db.selectFrom('articles').select('id').execute()).map((row) => row.id);
      const kind =
        ids.length < 5 ? 'insert' : pick(['insert', 'status', 'featured', 'review', 'outdated', 'text', 'delete', 'many'] as const);
      const id = pick(ids);
      const status = pick(statuses);
      switch (kind) {
        case 'insert':
          await insertArticle(handle.db, {
            status,
            data_publicacao: status === 'rascunho' ? null : new Date(Date.UTC(2026, 0, 1) + step * 60_000),
            destaque: random() < 0.3,
            revisao_solicitada_em: random() < 0.2 ? new Date() : null,
            traducao_desatualizada: random() < 0.2,
          });
          break;
        case 'status':
          await handle.db
            .updateTable('articles')
            .set({ status, data_publicacao: status === 'rascunho' ? null : new Date() })
            .where('id', '=', id)
            .execute();
          break;
        case 'featured':
          await handle.db
            .updateTable('articles')
            .set({ destaque: random() < 0.5 })
            .where('id', '=', id)
            .execute();
          break;
        case 'review':
          await handle.db
            .updateTable('articles')
            .set({ revisao_solicitada_em: random() < 0.5 ? new Date() : null })
            .where('id', '=', id)
            .execute();
          break;
        case 'outdated':
          await handle.db
            .updateTable('articles')
            .set({ traducao_desatualizada: random() < 0.5 })
            .where('id', '=', id)
            .execute();
          break;
        case 'text':
          await handle.db
            .updateTable('articles')
            .set({ conteudo_html: `<p>Edit ${step}.</p>` })
            .where('id', '=', id)
            .execute();
          break;
        case 'delete':
          await handle.db.deleteFrom('articles').where('id', '=', id).execute();
          break;
        case 'many':
          // One statement changing several rows at once, as a bulk action would.
          await handle.db.updateTable('articles').set({ destaque: false }).where('status', '=', 'publicado').execute();
          break;
      }
      if (step % 25 === 24) expect(await tallies(handle.db), `after step ${step}`).toEqual(await counted(handle.db));
    }
    expect(await tallies(handle.db)).toEqual(await counted(handle.db));
  });

  it('are left alone by a write that changes no count', async () => {
    const [article] = await handle.db.selectFrom('articles').select('id').limit(1).execute();
    const before = await sql<{ xmin: string }>`SELECT xmin::text FROM article_tallies`.execute(handle.db);
    await handle.db.updateTable('articles').set({ titulo: 'Only the title changes' }).where('id', '=', article!.id).execute();
    const after = await sql<{ xmin: string }>`SELECT xmin::text FROM article_tallies`.execute(handle.db);
    expect(after.rows[0]!.xmin).toBe(before.rows[0]!.xmin);
  });
});

describe('the article list’s plans', () => {
  async function plan(filter: Record<string, string>, forbid = ['enable_seqscan', 'enable_sort'], cursor?: ListCursor) {
    const query = adminArticleListQuery(handle.db, adminArticleListQuerySchema.parse(filter), undefined, cursor).compile();
    // Forbidding the alternatives asks whether the index CAN answer: with a few hundred rows
    // the planner rightly prefers a scan, and a query whose expression differs from the
    // index's would still have to sort or scan.
    return handle.withConnection(async (query_) => {
      await query_('BEGIN');
      try {
        for (const setting of forbid) await query_(`SET LOCAL ${setting} = off`);
        const rows = await query_(`EXPLAIN ${query.sql}`, [...query.parameters]);
        return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
      } finally {
        await query_('ROLLBACK');
      }
    });
  }

  it('reads the newest 500 from the order index, with or without a status', async () => {
    const all = await plan({});
    expect(all).toMatch(/Index Scan using articles_admin_order_idx/);
    expect(all).not.toMatch(/Sort/);
    const drafts = await plan({ status: 'rascunho' });
    expect(drafts).toMatch(/articles_admin_status_order_idx/);
    expect(drafts).not.toMatch(/Sort/);
  });

  // A page deep in the list (decision 083) starts from its cursor inside the index, both ways:
  // its cost is the page's rows, however many articles come before it.
  it('starts a later page, or the page before, from its cursor in the order index', async () => {
    const at = '2026-01-01T00:30:00.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [filter, index] of [
      [{ limit: '20' }, 'articles_admin_order_idx'],
      [{ limit: '20', status: 'publicado' }, 'articles_admin_status_order_idx'],
    ] as const) {
      const next = await plan(filter, ['enable_seqscan', 'enable_sort', 'enable_bitmapscan'], { direction: 'next', at, id });
      expect(next).toMatch(new RegExp(`Index Scan using ${index}`));
      expect(next).toMatch(/Index Cond: .*coalesce\(data_publicacao, updated_at\) <= /i);
      expect(next).not.toMatch(/Sort/);
      const previous = await plan(filter, ['enable_seqscan', 'enable_sort', 'enable_bitmapscan'], { direction: 'previous', at, id });
      expect(previous).toMatch(new RegExp(`Index Scan Backward using ${index}`));
      expect(previous).toMatch(/Index Cond: .*coalesce\(data_publicacao, updated_at\) >= /i);
      expect(previous).not.toMatch(/Sort/);
    }
  });

  it('finds titles through the trigram index', async () => {
    // Plain index scans forbidden too: the order index read whole and filtered would do otherwise.
    expect(await plan({ search: 'Ação rápida' }, ['enable_seqscan', 'enable_indexscan'])).toMatch(/articles_admin_title_trgm_idx/);
  });
});
