/**
 * Article revisions: a snapshot of the written fields after every save, in the same SQL the
 * migration used for existing articles, with the fields that changed since the one before.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How many revisions an article keeps (the issue asks for at least 50). */
export const REVISIONS_KEPT = 100;

const snapshot = sql<Record<string, unknown>>`jsonb_build_object(
  'titulo', a.titulo, 'slug', a.slug, 'meta_descricao', a.meta_descricao, 'categoria', a.categoria,
  'conteudo_html', a.conteudo_html, 'autor', a.autor, 'tempo_leitura', a.tempo_leitura,
  'imagem_destaque_url', a.imagem_destaque_url, 'audio_url', a.audio_url, 'video_titulo', a.video_titulo,
  'video_descricao', a.video_descricao, 'video_url', a.video_url, 'video_link_externo', a.video_link_externo,
  'status', a.status, 'idioma', a.idioma,
  'products', coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', p.nome, 'description', p.descricao, 'price', p.preco::float8, 'affiliate_link', p.url_afiliado, 'image_url', p.imagem_url) ORDER BY p.created_at, p.id)
    FROM related_products p WHERE p.article_id = a.id), '[]'::jsonb))`;

/** The snapshot of an article aliased `a` (the benchmarks' set-based generator writes first revisions with it). */
export { snapshot as revisionSnapshot };

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records the article as it now is. Runs in one statement under a lock on the article's row,
 * so two saves of one article record their revisions in the order they happened.
 */
export async function recordRevision(
  db: Db,
  articleId: string,
  userId: string | null,
  restoredFrom: string | null = null,
  // A new article's first revision: there are none older to remove (a round trip less per article written, docs/decisions/079).
  { first = false }: { first?: boolean } = {},
): Promise<void> {
  await sql`
    WITH current AS (SELECT ${snapshot} AS campos FROM articles a WHERE a.id = ${articleId} FOR UPDATE),
    previous AS (SELECT campos FROM article_revisions WHERE article_id = ${articleId} ORDER BY created_at DESC, id DESC LIMIT 1)
    INSERT INTO article_revisions (article_id, created_by, campos, alterados, restaurada_de)
    SELECT ${articleId}, ${userId}, current.campos,
      coalesce(ARRAY(
        SELECT key FROM jsonb_each(current.campos) AS c(key, value)
        WHERE (SELECT previous.campos -> key FROM previous) IS DISTINCT FROM value
      ), '{}'),
      ${restoredFrom}
    FROM current`.execute(db);
  if (first) return;
  await sql`
    DELETE FROM article_revisions WHERE article_id = ${articleId} AND id NOT IN (
      SELECT id FROM article_revisions WHERE article_id = ${articleId} ORDER BY created_at DESC, id DESC LIMIT ${REVISIONS_KEPT})`.execute(
    db,
  );
}

export async function listRevisions(db: Kysely<Database>, articleId: string) {
  return db
    .selectFrom('article_revisions as r')
    .leftJoin('user as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.created_at', 'r.alterados', 'r.restaurada_de', 'u.name as autor_nome', 'u.email as autor_email'])
    .where('r.article_id', '=', articleId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** One revision of one article: a revision of another article is not found. */
export async function getRevision(db: Kysely<Database>, articleId: string, revisionId: string) {
  return db
    .selectFrom('article_revisions')
    .select(['id', 'article_id', 'created_at', 'campos', 'alterados', 'restaurada_de'])
    .where('id', '=', revisionId)
    .where('article_id', '=', articleId)
    .executeTakeFirst();
}

/** The article's status now: a restore keeps it, whatever the revision held. */
export async function currentStatus(db: Kysely<Database>, articleId: string) {
  return (await db.selectFrom('articles').select('status').where('id', '=', articleId).executeTakeFirst())?.status;
}
