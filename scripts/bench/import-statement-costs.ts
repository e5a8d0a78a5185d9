/**
 * What the embedded database spends inside an imported article's own statements
 * (docs/decisions/093): EXPLAIN ANALYZE of the article INSERT (its triggers named apart), of a
 * translation's original joining its group (the UPDATE of insertTranslationOf), of a status
 * change, and of the search vector's expression alone over the same body. A migrated database
 * in a scratch folder, ITEMS pairs of about 10 KB (default 40); medians in milliseconds.
 *
 *   npx tsx scripts/bench/import-statement-costs.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import type { Database } from '../../functions/db/schema.ts';
import { scratchRoot } from '../lib/scratch.ts';

const ITEMS = Number.parseInt(process.env.ITEMS ?? '40', 10);
const WORDS = ['orçamento', 'routine', 'sleep', 'mercado', 'garden', 'coffee', 'viagem', 'budget', 'saúde', 'market', 'winter', 'casa'];

function body(n: number): string {
  const paragraphs: string[] = [];
  let size = 0;
  for (let p = 0; size < 10_000; p++) {
    const words = Array.from({ length: 60 }, (_, i) => WORDS[(n * 7 + p * 13 + i * 5) % WORDS.length]);
    const text = `<p>${words.join(' ')} <strong>${n}-${p}</strong>.</p>`;
    paragraphs.push(text);
    size += text.length;
  }
  return paragraphs.join('\n');
}

interface Plan {
  'Execution Time': number;
  Triggers?: Array<{ 'Trigger Name': string; Time: number }>;
}

async function explain(db: Kysely<Database>, statement: ReturnType<typeof sql>): Promise<Plan> {
  const { rows } = await sql<{ 'QUERY PLAN': Plan[] }>`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`.execute(db);
  return rows[0]!['QUERY PLAN'][0]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const root = await mkdtemp(path.join(scratchRoot(), 'import-costs-'));
try {
  await mkdir(path.join(root, 'site'), { recursive: true });
  const handle = await openDatabase({ dataDir: path.join(root, 'site') });
  await migrate(handle);
  const db = handle.db;
  const times = new Map<string, number[]>();
  const note = (name: string, ms: number) => times.set(name, [...(times.get(name) ?? []), ms]);
  for (let n = 1; n <= ITEMS; n++) {
    const html = body(n);
    const insert = (idioma: string, slug: string, group: string | null) => sql`
      INSERT INTO articles (titulo, categoria, meta_descricao, conteudo_html, status, idioma, slug, grupo_traducao, data_publicacao)
      VALUES (${`Artigo ${n} ${idioma}`}, 'saude', ${`Descrição do artigo ${n}`}, ${html}, 'publicado', ${idioma}, ${slug}, ${group}, now())`;
    const original = await explain(db, insert('en', `post-${n}`, null));
    note('article INSERT (whole)', original['Execution Time']);
    for (const trigger of original.Triggers ?? []) note(`  trigger ${trigger['Trigger Name']}`, trigger.Time);
    const draft = await explain(
      db,
      sql`
      INSERT INTO articles (titulo, categoria, meta_descricao, conteudo_html, status, idioma, slug)
      VALUES (${`Rascunho ${n}`}, 'saude', ${`Descrição do rascunho ${n}`}, ${html}, 'rascunho', 'en', ${`draft-${n}`})`,
    );
    note('draft INSERT (whole; outside the published-only indexes)', draft['Execution Time']);
    const group = randomUUID();
    const translation = await explain(db, insert('pt', `artigo-${n}`, group));
    note('translation INSERT (whole)', translation['Execution Time']);
    const joined = await explain(
      db,
      sql`UPDATE articles SET grupo_traducao = ${group}, traducao_de = NULL WHERE slug = ${`post-${n}`} AND idioma = 'en'`,
    );
    note("original's group UPDATE", joined['Execution Time']);
    const status = await explain(db, sql`UPDATE articles SET status = 'rascunho' WHERE slug = ${`post-${n}`} AND idioma = 'en'`);
    note('status UPDATE', status['Execution Time']);
    const vector = await explain(
      db,
      // A subquery's column, not a constant: the planner would fold the call on a literal.
      sql`SELECT setweight(to_tsvector('english'::regconfig, immutable_unaccent(regexp_replace(s.t, '<[^>]*>', ' ', 'g'))), 'C')
          FROM (SELECT ${html}::text AS t OFFSET 0) s`,
    );
    note("the body's search vector alone (SELECT)", vector['Execution Time']);
  }
  console.log(`${ITEMS} pairs of about 10 KB; medians, ms`);
  for (const [name, values] of times) console.log(`${median(values).toFixed(2).padStart(8)}  ${name}`);
  await handle.close();
} finally {
  await rm(root, { recursive: true, force: true });
}
