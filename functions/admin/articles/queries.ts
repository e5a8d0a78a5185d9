/** Articles as the back office reads and writes them, with their related products. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { slugify, uniqueSlug } from '../../../src/lib/slug.ts';
import type { ArticleRow, Database } from '../../db/schema.ts';
import type { ArticleInput, ProductInput } from './schemas.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

const ARTICLE_COLUMNS = [
  'id', 'slug', 'titulo', 'meta_descricao', 'categoria', 'conteudo_html', 'autor', 'tempo_leitura',
  'imagem_destaque_url', 'audio_url', 'video_titulo', 'video_descricao', 'video_url', 'video_link_externo',
  'status', 'destaque', 'data_publicacao', 'created_at', 'updated_at',
] as const;

export type AdminArticle = Pick<ArticleRow, (typeof ARTICLE_COLUMNS)[number]>;

export interface AdminProduct {
  id: string;
  article_id: string;
  nome: string;
  descricao: string;
  preco: number | null;
  url_afiliado: string;
  imagem_url: string | null;
  created_at: Date;
}

export async function listAdminArticles(db: Kysely<Database>, filter: { status: 'todos' | 'publicado' | 'rascunho'; search: string }) {
  let query = db
    .selectFrom('articles')
    .select(['id', 'slug', 'titulo', 'meta_descricao', 'categoria', 'status', 'destaque', 'data_publicacao', 'updated_at', 'autor'])
    .orderBy(sql`coalesce(data_publicacao, updated_at)`, 'desc')
    .limit(500);
  if (filter.status !== 'todos') query = query.where('status', '=', filter.status);
  const search = filter.search.trim();
  if (search) {
    const folded = search.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
    query = query.where(sql<boolean>`immutable_unaccent(lower(titulo)) LIKE ${`%${folded}%`}`);
  }
  return query.execute();
}

export async function getAdminArticle(db: Kysely<Database>, id: string): Promise<(AdminArticle & { products: AdminProduct[] }) | null> {
  const article = await db.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!article) return null;
  const products = await db
    .selectFrom('related_products')
    .select(['id', 'article_id', 'nome', 'descricao', 'url_afiliado', 'imagem_url', 'created_at', sql<number | null>`preco::float8`.as('preco')])
    .where('article_id', '=', id)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return { ...article, products };
}

/** Rows missing a name, a description or a link are dropped, as the specification says. */
export function usableProducts(products: ProductInput[]): ProductInput[] {
  return products.filter((product) => product.name.trim() && product.description.trim() && product.affiliate_link.trim());
}

async function freeSlug(tx: Transaction<Database>, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  let query = tx.selectFrom('articles').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  return uniqueSlug(base, taken);
}

async function replaceProducts(tx: Transaction<Database>, articleId: string, products: ProductInput[]): Promise<void> {
  await tx.deleteFrom('related_products').where('article_id', '=', articleId).execute();
  const rows = usableProducts(products).map((product, index) => ({
    article_id: articleId,
    nome: product.name.trim(),
    descricao: product.description.trim(),
    preco: product.price,
    url_afiliado: product.affiliate_link.trim(),
    imagem_url: product.image_url,
    // Distinct times keep the editor's order (the site lists products by created_at).
    created_at: new Date(Date.now() + index),
  }));
  if (rows.length) await tx.insertInto('related_products').values(rows).execute();
}

function columnsOf(input: ArticleInput) {
  const { products: _products, ...article } = input;
  return { ...article, conteudo_html: sanitizeArticleHtml(article.conteudo_html) };
}

/** Serialises writers of slugs, so that two articles with one title get distinct slugs. */
async function lockSlugs(tx: Transaction<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(4321002)`.execute(tx);
}

export async function createArticle(db: Kysely<Database>, input: ArticleInput): Promise<AdminArticle> {
  return db.transaction().execute(async (tx) => {
    await lockSlugs(tx);
    const now = new Date();
    const article = await tx
      .insertInto('articles')
      .values({
        ...columnsOf(input),
        slug: await freeSlug(tx, input.titulo),
        data_publicacao: input.status === 'publicado' ? now : null,
        created_at: now,
        updated_at: now,
      })
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirstOrThrow();
    await replaceProducts(tx, article.id, input.products);
    return article;
  });
}

/**
 * Saves an edit. A draft's slug follows its title; once an article has been published its
 * slug stays, so that links to it keep working.
 */
export async function updateArticle(db: Kysely<Database>, id: string, input: ArticleInput): Promise<{ before: AdminArticle; after: AdminArticle } | null> {
  return db.transaction().execute(async (tx) => {
    await lockSlugs(tx);
    const before = await tx.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return null;
    const now = new Date();
    const slug = before.data_publicacao || before.titulo === input.titulo ? before.slug : await freeSlug(tx, input.titulo, id);
    const after = await tx
      .updateTable('articles')
      .set({
        ...columnsOf(input),
        slug,
        data_publicacao: input.status === 'publicado' ? (before.data_publicacao ?? now) : before.data_publicacao,
        updated_at: now,
      })
      .where('id', '=', id)
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirstOrThrow();
    await replaceProducts(tx, id, input.products);
    return { before, after };
  });
}

export async function setFeatured(db: Kysely<Database>, id: string, destaque: boolean): Promise<AdminArticle | null> {
  const row = await db
    .updateTable('articles')
    .set({ destaque, updated_at: new Date() })
    .where('id', '=', id)
    .returning(ARTICLE_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteArticle(db: Kysely<Database>, id: string): Promise<AdminArticle | null> {
  const row = await db.deleteFrom('articles').where('id', '=', id).returning(ARTICLE_COLUMNS).executeTakeFirst();
  return row ?? null;
}
