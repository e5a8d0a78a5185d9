/**
 * Deterministic synthetic articles for benchmarks: realistic sizes, every category, in both
 * languages. Of every five articles, three are English and two Portuguese; the first English
 * one and the first Portuguese one are translations of each other (one pair in five articles).
 */
import { sql, type Kysely } from 'kysely';
import { CATEGORY_KEYS } from '../../src/lib/categories.ts';
import type { Database } from '../../functions/db/schema.ts';
import { revisionSnapshot } from '../../functions/articles/revisions.ts';

const WORDS = {
  en: (
    'habit budget kitchen garden morning focus savings recipe career skill walk sleep water ' +
    'review product device team plan balance energy family friend market course lesson simple ' +
    'steady small weekly practice notebook journal season bread coffee salad interest invest'
  ).split(' '),
  pt: (
    'hábito orçamento cozinha jardim manhã foco poupança receita carreira habilidade caminhada sono água ' +
    'avaliação produto aparelho equipe plano equilíbrio energia família amigo mercado curso lição simples ' +
    'constante pequeno semanal prática caderno diário estação pão café salada juros investir'
  ).split(' '),
};
type Language = keyof typeof WORDS;

/** The language of the i-th article, and the index of the article it translates, if any. */
export function syntheticLanguage(i: number): { idioma: Language; translates: number | null } {
  const position = i % 5;
  if (position < 3) return { idioma: 'en', translates: null };
  return { idioma: 'pt', translates: position === 3 ? i - 3 : null };
}

/** A stable translation group per pair, so repeated runs generate the same data. */
const groupOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(random: () => number, words = 14, language: Language = 'en'): string {
  const list = WORDS[language];
  const picked = Array.from({ length: words }, () => list[Math.floor(random() * list.length)]);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Four sections of three paragraphs and a list (about 3 KB of text) unless told fewer. */
export function syntheticArticleHtml(random: () => number, language: Language = 'en', sectionCount = 4): string {
  const sections = [];
  for (let s = 0; s < sectionCount; s++) {
    const paragraphs = Array.from(
      { length: 3 },
      () => `<p>${Array.from({ length: 4 }, () => sentence(random, 14, language)).join(' ')}</p>`,
    );
    const list = `<ul>${Array.from({ length: 4 }, () => `<li>${sentence(random, 6, language)}</li>`).join('')}</ul>`;
    sections.push(`<h2>${sentence(random, 5, language)}</h2>${paragraphs.join('')}${list}`);
  }
  return sections.join('');
}

/**
 * When the first synthetic article was published: one an hour up to the start of today, so every
 * article is in the past and a publish now tops the lists, as on a real site (docs/decisions/095:
 * dated from 2024 on, half of a 50,000-article site was in the future, and a bench publish at that
 * size reached no list page).
 */
export function firstPublication(count: number): number {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - count * 3_600_000;
}

export async function insertSyntheticArticles(db: Kysely<Database>, count: number, options: { sections?: number } = {}): Promise<void> {
  const random = prng(count);
  const start = firstPublication(count);
  const batch = 250;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + batch); i++) {
      const { idioma, translates } = syntheticLanguage(i);
      // A translation keeps its original's category, as a real one would.
      const categoria = CATEGORY_KEYS[(translates ?? i) % CATEGORY_KEYS.length]!;
      const linked = translates !== null || (i + 3 < count && syntheticLanguage(i + 3).translates === i);
      rows.push({
        slug: `bench-article-${i + 1}`,
        idioma,
        grupo_traducao: linked ? groupOf(translates ?? i) : null,
        titulo: `${sentence(random, 6, idioma).slice(0, -1)} ${i + 1}`,
        meta_descricao: sentence(random, 22, idioma).slice(0, 158),
        categoria,
        conteudo_html: syntheticArticleHtml(random, idioma, options.sections),
        autor: i % 3 ? 'Bench Writer' : null,
        tempo_leitura: null,
        imagem_destaque_url: null,
        audio_url: null,
        video_titulo: i % 10 === 0 ? 'A short video' : null,
        video_descricao: i % 10 === 0 ? 'What the video shows.' : null,
        video_url: null,
        video_link_externo: i % 10 === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
        status: 'publicado' as const,
        destaque: i % 50 === 0,
        data_publicacao: new Date(start + i * 3_600_000),
      });
    }
    const inserted = await db.insertInto('articles').values(rows).returning(['id']).execute();
    const products = inserted
      .filter((_, index) => index % 2 === 0)
      .map((row, index) => ({
        article_id: row.id,
        nome: `Product ${offset + index}`,
        descricao: 'A useful thing.',
        preco: 19.99 + index,
        url_afiliado: 'https://www.amazon.com/dp/B000000000?tag=example-20',
        imagem_url: null,
      }));
    if (products.length) await db.insertInto('related_products').values(products).execute();
  }
}

/** Distinct bodies per language the set-based generator picks from (article i takes body i mod this). */
export const BODY_POOL = 256;
/** Rows per INSERT of the set-based generator: its titles travel as array parameters of this length. */
const CHUNK = 10_000;

/**
 * The same site as insertSyntheticArticles, written set-based (docs/decisions/084): a few
 * `INSERT … SELECT` statements over generate_series instead of a statement per 250 rows, so
 * 100,000 articles take minutes instead of most of an hour. Every column the app reads is
 * computed from the article's number as the row-by-row generator does (slug, language,
 * translation group, category, author, video, featured, date, a product on every other
 * article); titles and descriptions come from the same word lists, bodies from a pool of
 * BODY_POOL per language of the asked size (a body is text to render and index, not a
 * fingerprint). What triggers keep elsewhere is kept in one pass each: the tallies are counted
 * once instead of updated per row (the dashboard's and the sitemap parts'), and the articles' change counter is taken from the same
 * sequence as the service's writes. The article table's secondary indexes are built after the
 * load instead of row by row (same definitions, read back from pg_indexes).
 * `revisions` writes each article's first revision as the article service does.
 */
export async function insertSyntheticArticlesFast(
  db: Kysely<Database>,
  count: number,
  options: { sections?: number; revisions?: boolean } = {},
): Promise<void> {
  const random = prng(count);
  const bodies = { en: [] as string[], pt: [] as string[] };
  for (let n = 0; n < BODY_POOL; n++)
    for (const language of ['en', 'pt'] as const) bodies[language].push(syntheticArticleHtml(random, language, options.sections));
  const trace = process.env.BENCH_TRACE
    ? (step: string, since: number) => console.log(`${step}: ${Math.round(performance.now() - since)} ms`)
    : () => {};
  let t = performance.now();
  await db.transaction().execute(async (tx) => {
    // Triggers off for this transaction: what they keep is written below, once for the whole load.
    await sql`SET LOCAL session_replication_role = replica`.execute(tx);
    await sql`CREATE TEMP TABLE bench_bodies (idioma text, n integer, html text, PRIMARY KEY (idioma, n)) ON COMMIT DROP`.execute(tx);
    await sql`INSERT INTO bench_bodies SELECT l.idioma, b.n - 1, b.html
      FROM (VALUES ('en', ${bodies.en}::text[]), ('pt', ${bodies.pt}::text[])) AS l(idioma, list),
      unnest(l.list) WITH ORDINALITY AS b(html, n)`.execute(tx);
    const indexes = await sql<{ name: string; definition: string }>`
      SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = 'articles'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(tx);
    for (const index of indexes.rows) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(tx);
    trace('prepare', t);
    t = performance.now();
    for (let offset = 0; offset < count; offset += CHUNK) {
      const end = Math.min(count, offset + CHUNK);
      const titles: string[] = [];
      const descriptions: string[] = [];
      for (let i = offset; i < end; i++) {
        const { idioma } = syntheticLanguage(i);
        titles.push(`${sentence(random, 6, idioma).slice(0, -1)} ${i + 1}`);
        descriptions.push(sentence(random, 22, idioma).slice(0, 158));
      }
      // Article i (from 0): languages en en en pt pt; the 4th of five translates the 1st (same group, same category).
      await sql`
        WITH numbered AS (
          SELECT ${offset}::integer + t.k - 1 AS i, t.titulo, t.meta
          FROM unnest(${titles}::text[], ${descriptions}::text[]) WITH ORDINALITY AS t(titulo, meta, k)
        ), placed AS (
          SELECT n.*, CASE WHEN n.i % 5 < 3 THEN 'en' ELSE 'pt' END AS idioma,
            CASE WHEN n.i % 5 = 3 THEN n.i - 3 ELSE n.i END AS original,
            (n.i % 5 = 3 OR (n.i % 5 = 0 AND n.i + 3 < ${count}::integer)) AS linked
          FROM numbered n
        )
        INSERT INTO articles (slug, idioma, grupo_traducao, titulo, meta_descricao, categoria, conteudo_html, autor,
          video_titulo, video_descricao, video_link_externo, status, destaque, data_publicacao, created_at, updated_at)
        SELECT 'bench-article-' || (p.i + 1), p.idioma,
          CASE WHEN p.linked THEN ('00000000-0000-4000-8000-' || lpad(to_hex(p.original), 12, '0'))::uuid END,
          p.titulo, p.meta, (${[...CATEGORY_KEYS]}::text[])[p.original % ${CATEGORY_KEYS.length}::integer + 1], b.html,
          CASE WHEN p.i % 3 <> 0 THEN 'Bench Writer' END,
          CASE WHEN p.i % 10 = 0 THEN 'A short video' END,
          CASE WHEN p.i % 10 = 0 THEN 'What the video shows.' END,
          CASE WHEN p.i % 10 = 0 THEN 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' END,
          -- Written when published, one an hour: a translation after its original, as the service dates them.
          'publicado', p.i % 50 = 0, d.at, d.at, d.at
        FROM placed p CROSS JOIN LATERAL (SELECT ${new Date(firstPublication(count)).toISOString()}::timestamptz + p.i * interval '1 hour' AS at) d JOIN bench_bodies b ON b.idioma = p.idioma AND b.n = p.i % ${BODY_POOL}::integer
        ORDER BY p.i`.execute(tx);
    }
    trace('articles', t);
    t = performance.now();
    // The search columns a trigger keeps (migration 077), which is off here: filled in one statement.
    await sql`SELECT articles_fill_search_columns()`.execute(tx);
    for (const index of indexes.rows) await sql.raw(index.definition).execute(tx);
    trace('indexes', t);
    t = performance.now();
    // A product on every other article, as the row-by-row generator writes them.
    await sql`
      INSERT INTO related_products (article_id, nome, descricao, preco, url_afiliado)
      SELECT a.id, 'Product ' || n.i, 'A useful thing.', 19.99 + (n.i % 250) / 2,
        'https://www.amazon.com/dp/B000000000?tag=example-20'
      FROM generate_series(0, ${count - 1}::integer, 2) AS n(i)
      JOIN articles a ON a.slug = 'bench-article-' || (n.i + 1)`.execute(tx);
    trace('products', t);
    t = performance.now();
    if (options.revisions)
      await sql`
        INSERT INTO article_revisions (article_id, created_by, campos, alterados)
        SELECT a.id, NULL, s.campos, ARRAY(SELECT jsonb_object_keys(s.campos))
        FROM articles a CROSS JOIN LATERAL (SELECT ${revisionSnapshot} AS campos) s
        WHERE a.slug LIKE 'bench-article-%'`.execute(tx);
    // The sitemap preview's part counts, as migration 072 first counted them.
    await sql`DELETE FROM sitemap_part_tallies`.execute(tx);
    await sql`INSERT INTO sitemap_part_tallies (bucket, urls)
      SELECT (sitemap_id_hash(id) & 4095)::integer, count(*) FROM articles WHERE status = 'publicado' GROUP BY 1`.execute(tx);
    // The dashboard's counts, as migration 071 first counted them.
    await sql`
      UPDATE article_tallies SET
        published = c.published, drafts = c.drafts, featured = c.featured,
        awaiting_review = c.awaiting, translations_out_of_date = c.outdated
      FROM (SELECT
        count(*) FILTER (WHERE status = 'publicado') AS published,
        count(*) FILTER (WHERE status = 'rascunho') AS drafts,
        count(*) FILTER (WHERE status = 'publicado' AND destaque) AS featured,
        count(*) FILTER (WHERE revisao_solicitada_em IS NOT NULL) AS awaiting,
        count(*) FILTER (WHERE traducao_desatualizada) AS outdated
        FROM articles) c`.execute(tx);
  });
  trace('revisions and tallies', t);
  t = performance.now();
  await sql`ANALYZE articles`.execute(db);
  await sql`ANALYZE related_products`.execute(db);
  trace('analyze', t);
}

/**
 * The benchmarks' generator: set-based (insertSyntheticArticlesFast) unless BENCH_GENERATOR=rows
 * asks for the row-by-row one (the numbers of earlier decisions were taken with it).
 */
export function generateSyntheticArticles(db: Kysely<Database>, count: number, options: { sections?: number } = {}): Promise<void> {
  return process.env.BENCH_GENERATOR === 'rows'
    ? insertSyntheticArticles(db, count, options)
    : insertSyntheticArticlesFast(db, count, options);
}
