/**
 * Articles as the service (service.ts) reads and writes them, with their related products and
 * translation: the Kysely side of each write, inside one transaction under the article locks.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { slugify, uniqueSlug } from '../../src/lib/slug.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import { redirectableHttpUrl } from '../../src/lib/safe-url.ts';
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts';
import type { ArticleRow, Database, SocialCardRatio } from '../db/schema.ts';
import type { Locale } from '../lib/locale.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { articleError } from './errors.ts';
import type { ArticleStatus } from '../../src/lib/contracts/article-status.ts';
import { languageChangeRefused, publicationOf, publishRefused, slugForEdit, type TranslationState } from './rules.ts';
import type { AdminArticleListQuery, ArticleInput, ProductInput } from '../../src/lib/contracts/article.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { recordRevision, revisionSnapshot } from './revisions.ts';
import { articleMoves } from './moves.ts';
import { lockRedirects, REDIRECTS_LOCK } from '../redirects/store.ts';
import { sameSitePath } from '../site/same-site-path.ts';
import {
  clearTranslationSource,
  recordTranslationSource,
  refreshOutOfDate,
  sourceBase,
  sourceRevision,
  type SourceNow,
} from './translation-source.ts';

/** "Update translation" saves through updateArticle: the label it sets, and the original's state it translated. */
export interface TranslationUpdate {
  estado: TranslationState | null;
  originalId: string;
  at: SourceNow;
}

export type TranslationChange = Awaited<ReturnType<typeof refreshOutOfDate>>[number];

export const ARTICLE_COLUMNS = [
  'id',
  'slug',
  'titulo',
  'meta_descricao',
  'categoria',
  'conteudo_html',
  'autor',
  'tempo_leitura',
  'imagem_destaque_url',
  'imagem_social_url',
  'cartao_social_url',
  'audio_url',
  'video_titulo',
  'video_descricao',
  'video_url',
  'video_link_externo',
  'status',
  'destaque',
  'data_publicacao',
  'created_at',
  'updated_at',
  'idioma',
  'grupo_traducao',
  'estado_traducao',
  'revisao_solicitada_em',
  'revisao_devolvida_em',
  'revisao_nota',
  'traducao_de',
  'traducao_desatualizada',
  'aviso_traducao_desatualizada',
] as const;

export type AdminArticle = Pick<ArticleRow, (typeof ARTICLE_COLUMNS)[number]>;

/** The other language's version of an article, as the editor and the list show it. */
export interface LinkedTranslation {
  id: string;
  idioma: Locale;
  slug: string;
  titulo: string;
  status: ArticleStatus;
  estado_traducao: TranslationState | null;
  /** Whether it is a translation whose original changed since (null: it is the original). */
  traducao_desatualizada: boolean | null;
}

export interface AdminProduct {
  id: string;
  article_id: string;
  nome: string;
  descricao: string;
  preco: number | null;
  url_afiliado: string;
  imagem_url: string | null;
  created_at: Date;
  /** When the price was last set or confirmed. */
  preco_verificado_em: Date;
}

export type AdminArticleWithTranslation = AdminArticle & { traducao: LinkedTranslation | null };

/** The list's order, newest first: the expression of migration 071's order indexes, exactly. */
const LIST_ORDER_KEY = sql<Date>`coalesce(a.data_publicacao, a.updated_at)`;

/**
 * The back office list's query, newest first, `filter.limit` rows and one more (so that a page
 * knows whether another follows): `createdBy` limits it to one account's articles (an author's
 * view); `cursor` starts after (or, read backwards, before) a page's edge row (list-page.ts).
 * Its order, its pages and its title search each have an index (migration 071);
 * tests/api/article-tallies.test.ts checks the plans use them.
 */
export function adminArticleListQuery(
  db: Kysely<Database>,
  filter: AdminArticleListQuery,
  createdBy?: string,
  cursor?: { direction: 'next' | 'previous'; at: string; id: string },
) {
  const backwards = cursor?.direction === 'previous';
  let query = db
    .selectFrom('articles as a')
    // A group holds one article per language, so with two languages this joins at most one row.
    .leftJoin('articles as t', (join) => join.onRef('t.grupo_traducao', '=', 'a.grupo_traducao').onRef('t.id', '!=', 'a.id'))
    .select([
      'a.id',
      'a.slug',
      'a.titulo',
      'a.meta_descricao',
      'a.categoria',
      'a.status',
      'a.destaque',
      'a.data_publicacao',
      'a.updated_at',
      'a.autor',
      'a.idioma',
      'a.estado_traducao',
      'a.traducao_desatualizada',
      'a.revisao_solicitada_em',
      'a.revisao_devolvida_em',
      't.id as t_id',
      't.idioma as t_idioma',
      't.slug as t_slug',
      't.titulo as t_titulo',
      't.status as t_status',
      't.estado_traducao as t_estado',
      't.traducao_desatualizada as t_desatualizada',
      // The cursor's key, to the microsecond: a JavaScript Date would round it to milliseconds.
      sql<string>`to_char(coalesce(a.data_publicacao, a.updated_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('order_key'),
    ])
    .orderBy(LIST_ORDER_KEY, backwards ? 'asc' : 'desc')
    .orderBy('a.id', backwards ? 'desc' : 'asc')
    .limit(filter.limit + 1);
  if (cursor) {
    const at = sql<Date>`${cursor.at}::timestamptz`;
    // Written as a range on the key (the index's condition) and the tie on the id (a filter):
    // the list's order is descending on the key and ascending on the id, which a row comparison cannot say.
    query = backwards
      ? query.where(LIST_ORDER_KEY, '>=', at).where((eb) => eb.or([eb(LIST_ORDER_KEY, '>', at), eb('a.id', '<', cursor.id)]))
      : query.where(LIST_ORDER_KEY, '<=', at).where((eb) => eb.or([eb(LIST_ORDER_KEY, '<', at), eb('a.id', '>', cursor.id)]));
  }
  if (createdBy) query = query.where('a.created_by', '=', createdBy);
  if (filter.status !== 'todos') query = query.where('a.status', '=', filter.status);
  if (filter.idioma) query = query.where('a.idioma', '=', filter.idioma);
  if (filter.traducao === 'com') query = query.where('t.id', 'is not', null);
  if (filter.traducao === 'sem') query = query.where('t.id', 'is', null);
  if (filter.traducao === 'desatualizada') query = query.where('a.traducao_desatualizada', '=', true);
  if (filter.revisao === 'aguardando') query = query.where('a.revisao_solicitada_em', 'is not', null);
  const search = filter.search.trim();
  if (search) {
    const folded = search
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[\\%_]/g, (ch) => `\\${ch}`);
    query = query.where(sql<boolean>`immutable_unaccent(lower(a.titulo)) LIKE ${`%${folded}%`}`);
  }
  return query;
}

type ListQueryRow = Awaited<ReturnType<ReturnType<typeof adminArticleListQuery>['execute']>>[number];

/** A row of the list's query as the list answers it: the translation's columns as one object. */
export function articleListRow({ t_id, t_idioma, t_slug, t_titulo, t_status, t_estado, t_desatualizada, ...article }: ListQueryRow) {
  return {
    ...article,
    traducao:
      t_id && t_idioma && t_slug !== null && t_titulo !== null && t_status
        ? {
            id: t_id,
            idioma: t_idioma,
            slug: t_slug,
            titulo: t_titulo,
            status: t_status,
            estado_traducao: t_estado,
            traducao_desatualizada: t_desatualizada ?? null,
          }
        : null,
  };
}

/** The other articles of a translation group (none when `group` is null). */
export async function groupMembers(
  db: Kysely<Database> | Transaction<Database>,
  group: string | null,
  exceptId: string,
): Promise<LinkedTranslation[]> {
  if (!group) return [];
  return db
    .selectFrom('articles')
    .select(['id', 'idioma', 'slug', 'titulo', 'status', 'estado_traducao', 'traducao_desatualizada'])
    .where('grupo_traducao', '=', group)
    .where('id', '!=', exceptId)
    .orderBy('idioma')
    .execute();
}

export async function withTranslation(
  db: Kysely<Database> | Transaction<Database>,
  article: AdminArticle,
): Promise<AdminArticleWithTranslation> {
  const [traducao = null] = await groupMembers(db, article.grupo_traducao, article.id);
  return { ...article, traducao };
}

export async function getAdminArticle(
  db: Kysely<Database>,
  id: string,
): Promise<(AdminArticleWithTranslation & { products: AdminProduct[] }) | null> {
  const article = await db.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!article) return null;
  return { ...(await withTranslation(db, article)), products: await articleProducts(db, id) };
}

export async function articleProducts(db: Kysely<Database> | Transaction<Database>, id: string): Promise<AdminProduct[]> {
  return db
    .selectFrom('related_products')
    .select([
      'id',
      'article_id',
      'nome',
      'descricao',
      'url_afiliado',
      'imagem_url',
      'created_at',
      'preco_verificado_em',
      sql<number | null>`preco::float8`.as('preco'),
    ])
    .where('article_id', '=', id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Rows missing a name, a description or a link are dropped, as the specification says. */
export function usableProducts(products: ProductInput[]): ProductInput[] {
  return products.filter((product) => product.name.trim() && product.description.trim() && product.affiliate_link.trim());
}

/**
 * The first free slug for `base` among the articles of one language (slugs are unique per
 * language). A slug whose URL a redirect leaves (an article moved away from it) counts as
 * taken too: its old links keep leading to the moved article, not to a newcomer.
 */
export async function freeSlug(tx: Transaction<Database>, base: string, idioma: Locale, exceptId?: string): Promise<string> {
  let query = tx
    .selectFrom('articles')
    .select('slug')
    .where('idioma', '=', idioma)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const prefix = articleUrl({ idioma, slug: 'x' }).slice(0, -1);
  const redirected = await tx
    .selectFrom('redirects')
    .select('from_path')
    .where((eb) => eb.or([eb('from_path', '=', `${prefix}${base}`), eb('from_path', 'like', `${prefix}${base}-%`)]))
    .execute();
  const taken = new Set([
    ...(await query.execute()).map((row) => row.slug),
    ...redirected.map((row) => row.from_path.slice(prefix.length)),
  ]);
  return uniqueSlug(base, taken);
}

/** A slug an editor chose: refused with 409 when another article of the language has it. */
async function chosenSlug(tx: Transaction<Database>, slug: string, idioma: Locale, exceptId?: string): Promise<string> {
  let query = tx.selectFrom('articles').select('id').where('idioma', '=', idioma).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw articleError('slug_taken');
  return slug;
}

/** A price keeps its date while it stays the same (to the cent); a new or changed price is dated now. */
function priceCheckedAt(price: number | null, previous: { preco: number | null; preco_verificado_em: Date } | undefined, now: Date): Date {
  const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
  return previous && cents(previous.preco) === cents(price) ? previous.preco_verificado_em : now;
}

/**
 * Saves an article's products in the editor's order. A product sent with its id, or else whose
 * affiliate link was already there, keeps its row (and so its id): its tracked link /go/{id} on
 * the live site, its destinations per marketplace and its click figures stay the same across
 * saves, a changed link included. Rows no product claimed are removed.
 */
export async function replaceProducts(tx: Transaction<Database>, articleId: string, products: ProductInput[]): Promise<void> {
  const existing = await tx
    .selectFrom('related_products')
    .select(['id', 'url_afiliado', sql<number | null>`preco::float8`.as('preco'), 'preco_verificado_em'])
    .where('article_id', '=', articleId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const unclaimed = new Map<string, typeof existing>();
  // Matched in the ASCII form links are saved in now (redirectableHttpUrl), so a row saved before keeps its id.
  const key = (url: string) => redirectableHttpUrl(url) ?? url;
  for (const row of existing) unclaimed.set(key(row.url_afiliado), [...(unclaimed.get(key(row.url_afiliado)) ?? []), row]);
  // A product the editor sent with its id keeps that row whatever its link now says (its
  // destinations and clicks hang on the id); one without is matched by its link, as before.
  // Ids are claimed before links, so a new product with the same link cannot take the row.
  const free = new Map(existing.map((row) => [row.id, row]));
  const usable = usableProducts(products);
  const claimedById = usable.map((product) => {
    const row = product.id ? free.get(product.id) : undefined;
    if (row) free.delete(row.id);
    return row;
  });
  const claim = (index: number, url: string) => {
    const row = claimedById[index] ?? unclaimed.get(key(url))?.find((candidate) => free.has(candidate.id));
    if (row) free.delete(row.id);
    return row;
  };
  const now = Date.now();
  const kept: string[] = [];
  for (const [index, product] of usable.entries()) {
    const url = product.affiliate_link.trim();
    const columns = {
      nome: product.name.trim(),
      descricao: product.description.trim(),
      preco: product.price,
      url_afiliado: url,
      imagem_url: product.image_url,
      // Distinct times keep the editor's order (the site lists products by created_at).
      created_at: new Date(now + index),
    };
    const previous = claim(index, url);
    const preco_verificado_em = priceCheckedAt(product.price, previous, new Date(now));
    if (previous) {
      await tx
        .updateTable('related_products')
        .set({ ...columns, preco_verificado_em })
        .where('id', '=', previous.id)
        .execute();
      kept.push(previous.id);
    } else {
      const row = await tx
        .insertInto('related_products')
        .values({ article_id: articleId, ...columns, preco_verificado_em })
        .returning('id')
        .executeTakeFirstOrThrow();
      kept.push(row.id);
    }
  }
  let removal = tx.deleteFrom('related_products').where('article_id', '=', articleId);
  if (kept.length) removal = removal.where('id', 'not in', kept);
  const removed = (await removal.returning('id').execute()).map((row) => row.id);
  // Their destinations per marketplace (migration 053) hang on the id alone, with no foreign key
  // (a review's id is a link too): they go with the product, in this same transaction.
  if (removed.length) await tx.deleteFrom('affiliate_destinations').where('link_id', 'in', removed).execute();
}

function columnsOf(input: ArticleInput) {
  const {
    products: _products,
    idioma: _idioma,
    estado_traducao: _estado,
    status: _status,
    data_publicacao: _date,
    slug: _slug,
    ...article
  } = input;
  return { ...article, conteudo_html: sanitizeArticleHtml(article.conteudo_html) };
}

/**
 * Takes both article locks, in one statement (one round trip a write instead of two,
 * docs/decisions/093); a select list is evaluated left to right, so always in this order:
 * 4321002 serialises writers of slugs, so that two articles with one title get distinct slugs;
 * 4321003 serialises changes to translation groups (links, new translations, language
 * changes), so that the checks before them see what the unique index will.
 */
async function lockBoth(tx: Transaction<Database>, redirects: boolean): Promise<void> {
  if (!redirects) {
    await sql`SELECT pg_advisory_xact_lock(4321002), pg_advisory_xact_lock(4321003)`.execute(tx);
    return;
  }
  // The redirects' lock last, as a publish took it before (after the article locks, in moves.ts).
  await sql`SELECT pg_advisory_xact_lock(4321002), pg_advisory_xact_lock(4321003), pg_advisory_xact_lock(${sql.lit(REDIRECTS_LOCK)})`.execute(
    tx,
  );
  redirectsLocked.add(tx);
}

/** Transactions that hold the redirects' lock already (taken with the article locks): a new article's publish needs no other round trip. */
const redirectsLocked = new WeakSet<Transaction<Database>>();

/**
 * Runs `work` in a transaction holding both locks; a unique index refusing a row is a
 * concurrent change. Given a transaction already (the seed writes all its content in one),
 * `work` runs in it, under the same locks. `redirects`: the work will likely write the redirects
 * table (a new article published): their lock is taken in the same statement (docs/decisions/102).
 */
export async function articleTransaction<T>(
  db: Kysely<Database>,
  work: (tx: Transaction<Database>) => Promise<T>,
  { redirects = false }: { redirects?: boolean } = {},
): Promise<T> {
  if (db.isTransaction) {
    const tx = db as Transaction<Database>;
    await lockBoth(tx, redirects);
    return work(tx);
  }
  try {
    return await db.transaction().execute(async (tx) => {
      await lockBoth(tx, redirects);
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw articleError('concurrent_change');
    throw error;
  }
}

/**
 * What only a writer other than the editor sets on a new article: the seed, and an importer
 * that keeps a post's dates. Every field is optional; without them an article is new now.
 */
export interface ArticleOrigin {
  /** When a published article was first published (a publish is otherwise dated now). */
  publishedAt?: Date;
  createdAt?: Date;
  updatedAt?: Date;
  destaque?: boolean;
}

/**
 * A new translation's place in its group and what it was made from, written in its INSERT
 * (translations.ts, insertTranslationOf): every later write of the row would index its search
 * vectors again.
 */
export interface NewTranslationColumns {
  grupo_traducao: string;
  traducao_de: string;
  traducao_revisao_id: string | null;
  traducao_base: string;
  traducao_desatualizada: false;
}

/** Inserts a new article with its products, its moves and its first revision, inside the caller's article transaction. */
export async function insertArticle(
  tx: Transaction<Database>,
  input: ArticleInput,
  createdBy: string | null,
  origin: ArticleOrigin = {},
  translation?: NewTranslationColumns,
  /** The original a new translation joins to its group (translations.ts, insertTranslationOf): written with the row. */
  join?: { id: string; group: string },
): Promise<AdminArticleWithTranslation> {
  const now = new Date();
  const idioma = input.idioma ?? DEFAULT_LOCALE;
  const publication = publicationOf(input, null, now);
  if (publication.status === 'publicado' && origin.publishedAt) publication.data_publicacao = origin.publishedAt;
  const slug = input.slug ? input.slug : await freeSlug(tx, slugify(input.titulo), idioma);
  let insert = tx
    .insertInto('articles')
    .values({
      ...columnsOf(input),
      idioma,
      created_by: createdBy,
      slug,
      ...publication,
      ...(origin.destaque !== undefined ? { destaque: origin.destaque } : {}),
      created_at: origin.createdAt ?? now,
      updated_at: origin.updatedAt ?? origin.createdAt ?? now,
      ...translation,
    })
    .returning(ARTICLE_COLUMNS);
  // A slug the writer chose that another article of the language holds: no row, refused with
  // slug_taken below, as chosenSlug's read did before the insert (under the same lock).
  if (input.slug) insert = insert.onConflict((conflict) => conflict.columns(['idioma', 'slug']).doNothing());
  // As a link would: the original is in the group, and is nobody's translation.
  const joining = join
    ? tx
        .updateTable('articles')
        .set({
          grupo_traducao: join.group,
          traducao_de: null,
          traducao_revisao_id: null,
          traducao_base: null,
          traducao_desatualizada: null,
        })
        .where('id', '=', join.id)
    : null;
  if (input.products.length) {
    // Its products go in after it, and its first revision holds them: one statement after another.
    const article = await insert.executeTakeFirst();
    if (!article) throw articleError('slug_taken');
    await replaceProducts(tx, article.id, input.products);
    await articleMoves(tx, null, article, createdBy);
    await recordRevision(tx, article.id, createdBy, null, { first: true });
    if (joining) await joining.execute();
    return { ...article, traducao: null };
  }
  // Without products, in ONE statement (docs/decisions/102): the row, the redirect its published
  // page replaces (moves.ts's clearRedirectFrom, under the redirects' lock), its first revision
  // (revisions.ts's snapshot, of the row as inserted; a first revision differs from nothing in
  // every field) and the original it translates joining its group. Each part runs only when the
  // row was written.
  const publishes = publication.status === 'publicado';
  if (publishes && !redirectsLocked.has(tx)) await lockRedirects(tx);
  const clear = publishes
    ? sql`, cleared AS (
        DELETE FROM redirects WHERE from_path = ${sameSitePath(articleUrl({ idioma, slug }))} AND EXISTS (SELECT 1 FROM a) RETURNING 1)`
    : sql``;
  const joined = joining ? sql`, joined AS (${joining.where(sql<boolean>`EXISTS (SELECT 1 FROM a)`).returning(sql`1`.as('one'))})` : sql``;
  const { rows } = await sql<AdminArticle>`
    WITH a AS (${insert})${clear}${joined},
    revision AS (
      INSERT INTO article_revisions (article_id, created_by, campos, alterados, restaurada_de)
      SELECT r.id, ${createdBy}, r.campos, coalesce(ARRAY(SELECT key FROM jsonb_each(r.campos)), '{}'), NULL
      FROM (SELECT a.id, ${revisionSnapshot} AS campos FROM a) r
      RETURNING 1)
    SELECT * FROM a`.execute(tx);
  const article = rows[0];
  if (!article) throw articleError('slug_taken');
  return { ...article, traducao: null };
}

/**
 * Saves an edit and records it as a revision (a restore names the revision it restored). The slug follows slugForEdit (rules.ts); the language cannot become the one
 * of the linked translation; a translation draft's label stays until the editor clears it,
 * and a labelled draft is not published.
 */
export async function updateArticle(
  db: Kysely<Database>,
  id: string,
  input: ArticleInput,
  revision: { savedBy: string | null; restoredFrom?: string; translationUpdate?: TranslationUpdate } = { savedBy: null },
): Promise<{ before: AdminArticle; after: AdminArticleWithTranslation; translationsChanged: TranslationChange[] } | null> {
  return articleTransaction(db, async (tx) => {
    const before = await lockedArticle(tx, id);
    if (!before) return null;
    const idioma = input.idioma ?? before.idioma;
    const update = revision.translationUpdate;
    const estado_traducao = update ? update.estado : input.estado_traducao === null ? null : before.estado_traducao;
    // An update of a published translation keeps it published (the editor decides, docs/decisions/056), labelled to review.
    if (!update && publishRefused(input.status, estado_traducao)) throw articleError('translation_unreviewed');
    const group = await groupMembers(tx, before.grupo_traducao, id);
    if (idioma !== before.idioma && languageChangeRefused(idioma, group)) throw articleError('language_taken');
    const now = new Date();
    const publication = publicationOf(input, before, now);
    const slugRule = slugForEdit(before, { titulo: input.titulo, idioma });
    const chosen = input.slug !== undefined && (input.slug !== before.slug || idioma !== before.idioma);
    const slug = chosen
      ? await chosenSlug(tx, input.slug!, idioma, id)
      : slugRule.keep
        ? before.slug
        : await freeSlug(tx, slugRule.base, idioma, id);
    // A publish ends the review: the article left the queue, and an old note no longer applies.
    const review =
      publication.status === 'publicado' ? { revisao_solicitada_em: null, revisao_devolvida_em: null, revisao_nota: null } : {};
    const after = await tx
      .updateTable('articles')
      .set({
        ...columnsOf(input),
        idioma,
        estado_traducao,
        slug,
        ...publication,
        ...review,
        updated_at: now,
      })
      .where('id', '=', id)
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirstOrThrow();
    await replaceProducts(tx, id, input.products);
    await articleMoves(tx, before, after, revision.savedBy);
    await recordRevision(tx, id, revision.savedBy, revision.restoredFrom ?? null);
    if (update) await recordTranslationSource(tx, id, update.originalId, update.at);
    // A save of an original may put its translation out of date, or back up to date.
    const translationsChanged = await refreshOutOfDate(tx, id);
    const current = update ? await lockedArticle(tx, id) : after;
    return {
      before,
      after: { ...(current ?? after), traducao: (await groupMembers(tx, before.grupo_traducao, id))[0] ?? null },
      translationsChanged,
    };
  });
}

export async function setFeatured(db: Kysely<Database>, id: string, destaque: boolean): Promise<AdminArticleWithTranslation | null> {
  const row = await db
    .updateTable('articles')
    .set({ destaque, updated_at: new Date() })
    .where('id', '=', id)
    .returning(ARTICLE_COLUMNS)
    .executeTakeFirst();
  return row ? withTranslation(db, row) : null;
}

/** The row as the queries read it, locked for the rest of the transaction. */
export async function lockedArticle(tx: Transaction<Database>, id: string): Promise<AdminArticle | undefined> {
  return tx.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * lockedArticle and translation-source.ts's sourceNow in one read (docs/decisions/102): a new
 * translation locks its original and records what it was made from, as both did one after the other.
 */
export async function lockedWithSource(
  tx: Transaction<Database>,
  id: string,
): Promise<{ article: AdminArticle; at: SourceNow } | undefined> {
  const row = await tx
    .selectFrom('articles as o')
    .select([...ARTICLE_COLUMNS.map((column) => `o.${column}` as const), sourceBase.as('base'), sourceRevision.as('revision_id')])
    .where('o.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const { base, revision_id, ...article } = row;
  return { article, at: { base, revisionId: revision_id } };
}

/** Deletes an article; a translation left alone in its group leaves the group too. */
/** The deleted article, and its social card's other shapes (their files go with it). */
export async function deleteArticle(
  db: Kysely<Database>,
  id: string,
): Promise<{ article: AdminArticle; cardShapes: SocialCardRatio[] } | null> {
  return articleTransaction(db, async (tx) => {
    // Its old URLs led only to it: now they answer 404 at once, rather than 301 to a 404.
    await tx.deleteFrom('redirects').where('article_id', '=', id).where('origin', '=', 'slug_change').execute();
    // Its products go with it (a cascade); their destinations per marketplace have no foreign key.
    await tx
      .deleteFrom('affiliate_destinations')
      .where('link_id', 'in', tx.selectFrom('related_products').select('id').where('article_id', '=', id))
      .execute();
    const row = await tx
      .deleteFrom('articles')
      .where('id', '=', id)
      .returning([...ARTICLE_COLUMNS, 'cartao_social_proporcoes'])
      .executeTakeFirst();
    if (!row) return null;
    await dissolveLoneGroup(tx, row.grupo_traducao);
    const { cartao_social_proporcoes, ...article } = row;
    return { article, cardShapes: cartao_social_proporcoes ?? [] };
  });
}

/** A group with one article left is no group: clearing it keeps "has a translation" true to its word. */
export async function dissolveLoneGroup(tx: Transaction<Database>, group: string | null): Promise<void> {
  if (!group) return;
  const members = await tx.selectFrom('articles').select('id').where('grupo_traducao', '=', group).execute();
  if (members.length !== 1) return;
  await tx.updateTable('articles').set({ grupo_traducao: null }).where('grupo_traducao', '=', group).execute();
  await clearTranslationSource(
    tx,
    members.map((member) => member.id),
  );
}
