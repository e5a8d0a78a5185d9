/** Published content as the static build reads it. A draft leaves this module only as a preview (articleAsPublished). */
import { sql, type Kysely } from 'kysely';
import { isPriceFresh } from '../affiliate/price-freshness.ts';
import type { Database } from '../db/schema.ts';
import { SOCIAL_CARD_SIZE } from '../media/social-cards.ts';
import { responsiveImagesOf, shareImageOf } from './images.ts';
import type {
  ArticleLanguage,
  ArticleTranslation,
  InteractiveEbook,
  ProductReview,
  PublishedArticle,
  RelatedProduct,
} from '../../src/lib/content/schema.ts';

export interface ArticlesCursor {
  publishedAt: string;
  id: string;
}

export function encodeCursor(cursor: ArticlesCursor): string {
  return Buffer.from(`${cursor.publishedAt}|${cursor.id}`).toString('base64url');
}

/** null for anything that is not a cursor this module wrote. */
export function decodeCursor(value: string): ArticlesCursor | null {
  const [publishedAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length || !publishedAt || !id || Number.isNaN(Date.parse(publishedAt))) return null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { publishedAt, id };
}

const iso = (value: Date | string | null): string => (value instanceof Date ? value.toISOString() : String(value));

const PUBLISHED_COLUMNS = [
  'id',
  'slug',
  'idioma',
  'grupo_traducao',
  'titulo',
  'meta_descricao',
  'categoria',
  'conteudo_html',
  'autor',
  'tempo_leitura',
  'imagem_destaque_url',
  'imagem_social_url',
  'cartao_social_url',
  'cartao_social_proporcoes',
  'audio_url',
  'video_titulo',
  'video_descricao',
  'video_url',
  'video_link_externo',
  'destaque',
  'data_publicacao',
  'updated_at',
] as const;

/** The editor's readers' notice shows while the translation is out of date (issue 30, migration 056). */
const NEWER_ORIGINAL = sql<boolean>`coalesce(traducao_desatualizada AND aviso_traducao_desatualizada, false)`.as('original_mais_recente');

function publishedQuery(db: Kysely<Database>) {
  return db.selectFrom('articles').select(PUBLISHED_COLUMNS).select(NEWER_ORIGINAL).where('status', '=', 'publicado');
}

type PublishedRow = Awaited<ReturnType<ReturnType<typeof publishedQuery>['execute']>>[number];

/** The durations (seconds) the server read from uploaded videos, by their /media URL. */
async function videoDurationsOf(db: Kysely<Database>, urls: Array<string | null>): Promise<Map<string, number>> {
  const paths = [...new Set(urls.flatMap((url) => (url?.startsWith('/media/') ? [url.slice('/media/'.length)] : [])))];
  if (paths.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(['file_path', 'duration_seconds'])
    .where('file_path', 'in', paths)
    .where('duration_seconds', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [`/media/${row.file_path}`, row.duration_seconds!]));
}

/** Rows as the content API answers them: with the published translation and the products (stale prices hidden). */
async function asPublished(db: Kysely<Database>, rows: PublishedRow[], priceMaxAgeDays: number): Promise<PublishedArticle[]> {
  const [products, translations, images, durations] = await Promise.all([
    relatedProductsOf(
      db,
      rows.map((row) => row.id),
      priceMaxAgeDays,
    ),
    publishedTranslationsOf(db, rows),
    responsiveImagesOf(
      db,
      rows.flatMap((row) => [row.imagem_destaque_url, row.imagem_social_url]),
    ),
    videoDurationsOf(
      db,
      rows.map((row) => row.video_url),
    ),
  ]);
  return rows.map(({ grupo_traducao, imagem_social_url, cartao_social_url, cartao_social_proporcoes, ...row }) => ({
    ...row,
    cartao_social_proporcoes: cartao_social_proporcoes ?? [],
    video_duracao: (row.video_url && durations.get(row.video_url)) || null,
    imagem_destaque: (row.imagem_destaque_url && images.get(row.imagem_destaque_url)) || null,
    imagem_social: shareImageOf({ imagem_social_url, cartao_social_url }, images, SOCIAL_CARD_SIZE),
    traducao: (grupo_traducao && translations.get(`${grupo_traducao}|${row.idioma}`)) || null,
    data_publicacao: iso(row.data_publicacao),
    updated_at: iso(row.updated_at),
    related_products: products.get(row.id) ?? [],
  }));
}

export async function listPublishedArticles(
  db: Kysely<Database>,
  options: { limit: number; after?: ArticlesCursor | null; priceMaxAgeDays: number },
): Promise<{ articles: PublishedArticle[]; next: string | null }> {
  let query = publishedQuery(db)
    .orderBy('data_publicacao', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1);
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('data_publicacao', '<', new Date(after.publishedAt)),
        eb.and([eb('data_publicacao', '=', new Date(after.publishedAt)), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, options.limit);
  const articles = await asPublished(db, page, options.priceMaxAgeDays);
  const last = page.at(-1);
  const next = rows.length > options.limit && last ? encodeCursor({ publishedAt: iso(last.data_publicacao), id: last.id }) : null;
  return { articles, next };
}

/** The published articles among `ids`, as the content API answers them (any order). */
export async function publishedArticlesByIds(db: Kysely<Database>, ids: string[], priceMaxAgeDays: number): Promise<PublishedArticle[]> {
  const articles: PublishedArticle[] = [];
  // In slices, so a large change stays within the database's parameter limits.
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await publishedQuery(db)
      .where('id', 'in', ids.slice(start, start + 1000))
      .execute();
    articles.push(...(await asPublished(db, rows, priceMaxAgeDays)));
  }
  return articles;
}

/**
 * The bodies (`conteudo_html`) of the articles among `ids`, by id: what the build reads for the
 * pages it renders, the content snapshot holding articles without them (docs/decisions/090).
 */
export async function articleBodiesByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .selectFrom('articles')
      .select(['id', 'conteudo_html'])
      .where('id', 'in', ids.slice(start, start + 1000))
      .execute();
    for (const row of rows) bodies.set(row.id, row.conteudo_html);
  }
  return bodies;
}

/**
 * Any article (a draft, a scheduled one) as the content API would answer it once published, for
 * a secret preview (functions/previews/): a draft without a date is dated now. Null when it does not exist.
 */
export async function articleAsPublished(db: Kysely<Database>, id: string, priceMaxAgeDays: number): Promise<PublishedArticle | null> {
  const row = await db.selectFrom('articles').select(PUBLISHED_COLUMNS).select(NEWER_ORIGINAL).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [article] = await asPublished(db, [{ ...row, data_publicacao: row.data_publicacao ?? new Date() }], priceMaxAgeDays);
  return article ?? null;
}

/**
 * The published other-language member of each article's translation group, keyed by
 * `group|language of the article`: a draft translation is not a page yet. The group's original
 * is its first-created member: a translation is always made (or linked) after the article it
 * translates; equal times (an old sample seed) fall back to the id, so the two pages still agree.
 */
async function publishedTranslationsOf(
  db: Kysely<Database>,
  rows: { grupo_traducao: string | null }[],
): Promise<Map<string, ArticleTranslation>> {
  const byGroup = new Map<string, ArticleTranslation>();
  const groups = [...new Set(rows.flatMap((row) => (row.grupo_traducao ? [row.grupo_traducao] : [])))];
  if (groups.length === 0) return byGroup;
  const members = await db
    .selectFrom('articles')
    .select(['id', 'grupo_traducao', 'idioma', 'slug', 'titulo', 'status', 'created_at'])
    .where('grupo_traducao', 'in', groups)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const originals = new Map<string, string>();
  for (const member of members) if (!originals.has(member.grupo_traducao!)) originals.set(member.grupo_traducao!, member.id);
  for (const { id, grupo_traducao, idioma, slug, titulo, status } of members) {
    if (status !== 'publicado') continue;
    byGroup.set(`${grupo_traducao}|${otherLanguage(idioma)}`, { idioma, slug, titulo, original: originals.get(grupo_traducao!) === id });
  }
  return byGroup;
}

const otherLanguage = (language: ArticleLanguage): ArticleLanguage => (language === 'en' ? 'pt' : 'en');

/** Each article's products; a price older than `priceMaxAgeDays` is left out, with its date. */
async function relatedProductsOf(
  db: Kysely<Database>,
  articleIds: string[],
  priceMaxAgeDays: number,
): Promise<Map<string, RelatedProduct[]>> {
  const byArticle = new Map<string, RelatedProduct[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .selectFrom('related_products')
    .select(({ ref }) => [
      'id',
      'article_id',
      'nome',
      'descricao',
      'url_afiliado',
      'imagem_url',
      'preco_verificado_em',
      ref('preco').$castTo<number | null>().as('preco_raw'),
    ])
    .where('article_id', 'in', articleIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const images = await responsiveImagesOf(
    db,
    rows.map((row) => row.imagem_url),
  );
  const now = new Date();
  for (const { article_id, preco_raw, preco_verificado_em, ...product } of rows) {
    const list = byArticle.get(article_id) ?? [];
    const shown = preco_raw !== null && isPriceFresh(preco_verificado_em, priceMaxAgeDays, now);
    list.push({
      ...product,
      imagem: (product.imagem_url && images.get(product.imagem_url)) || null,
      preco: shown ? Number(preco_raw) : null,
      preco_verificado_em: shown ? preco_verificado_em.toISOString() : null,
    });
    byArticle.set(article_id, list);
  }
  return byArticle;
}

export async function listActiveReviews(db: Kysely<Database>): Promise<ProductReview[]> {
  return db
    .selectFrom('product_reviews')
    .select(['id', 'titulo', 'descricao', 'link_produto', 'texto_botao', 'video_url', 'video_link_externo', 'ordem', 'idioma'])
    .where('ativo', '=', true)
    .orderBy('ordem', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
}

export async function listActiveEbooks(db: Kysely<Database>): Promise<InteractiveEbook[]> {
  const ebooks = await db
    .selectFrom('interactive_ebooks')
    .select(['id', 'title', 'description', 'cover_image_url', 'interactive_link', 'display_order', 'idioma'])
    .where('is_active', '=', true)
    .orderBy('display_order', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
  const images = await responsiveImagesOf(
    db,
    ebooks.map((ebook) => ebook.cover_image_url),
  );
  return ebooks.map((ebook) => ({ ...ebook, cover_image: (ebook.cover_image_url && images.get(ebook.cover_image_url)) || null }));
}
