/**
 * What a translation knows of its original (migration 056, docs/decisions/056): the original,
 * the original's revision it was made from or last marked up to date against, and that
 * revision's translated fields (the base). It is out of date while the original's title, meta
 * description, body or products differ from the base; other edits of the original (category,
 * media, status) leave it as it is. The flag is kept on write, in the transaction of the save
 * that changes it, so that the list filters it with an index.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, TranslationBase } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The base of article `o`: a revision's fields of the same names (revisions.ts), so the revisions diff compares them. */
const baseOf = sql<TranslationBase>`jsonb_build_object(
  'titulo', o.titulo, 'meta_descricao', o.meta_descricao, 'conteudo_html', o.conteudo_html,
  'products', coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', p.nome, 'description', p.descricao, 'price', p.preco::float8, 'affiliate_link', p.url_afiliado, 'image_url', p.imagem_url) ORDER BY p.created_at, p.id)
    FROM related_products p WHERE p.article_id = o.id), '[]'::jsonb))`;

const newestRevision = sql<
  string | null
>`(SELECT r.id FROM article_revisions r WHERE r.article_id = o.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`;

export interface SourceNow {
  base: TranslationBase;
  revisionId: string | null;
}

/** sourceNow's two columns of an article aliased `o`, for a read that wants them with others (store.ts, lockedWithSource). */
export { baseOf as sourceBase, newestRevision as sourceRevision };

/** The original's translated fields as they are now, and its newest revision. */
export async function sourceNow(db: Db, originalId: string): Promise<SourceNow | null> {
  const row = await db
    .selectFrom('articles as o')
    .select([baseOf.as('base'), newestRevision.as('revision_id')])
    .where('o.id', '=', originalId)
    .executeTakeFirst();
  return row ? { base: row.base, revisionId: row.revision_id } : null;
}

/**
 * Records `translationId` as the translation of `originalId`, up to date against `at` (what
 * an update translated), or against the original as it is now. Out of date at once when the
 * original changed after `at` was read.
 */
export async function recordTranslationSource(tx: Transaction<Database>, translationId: string, originalId: string, at?: SourceNow) {
  if (at) {
    await tx
      .updateTable('articles')
      .set({ traducao_de: originalId, traducao_revisao_id: at.revisionId, traducao_base: JSON.stringify(at.base) })
      .where('id', '=', translationId)
      .execute();
  } else {
    // Its base is the original as it is now, so it is up to date: set here, the refresh below has
    // nothing to write (each write of an article row re-indexes its search vectors).
    await sql`
      UPDATE articles t SET traducao_de = o.id, traducao_revisao_id = ${newestRevision}, traducao_base = ${baseOf},
        traducao_desatualizada = false
      FROM articles o WHERE o.id = ${originalId} AND t.id = ${translationId}`.execute(tx);
  }
  await refreshOutOfDate(tx, originalId);
}

/** The articles in `ids` are no translation any more (unlinked, or the other one left). */
export async function clearTranslationSource(tx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .updateTable('articles')
    .set({ traducao_de: null, traducao_revisao_id: null, traducao_base: null, traducao_desatualizada: null })
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('traducao_de', 'is not', null), eb('traducao_desatualizada', 'is not', null)]))
    .execute();
}

/**
 * Sets the flag of every translation of `originalId` after a save of it; answers the ones
 * whose flag changed (a published one may show readers a notice).
 */
export async function refreshOutOfDate(tx: Db, originalId: string) {
  const outOfDate = sql<boolean>`(t.traducao_base IS DISTINCT FROM ${baseOf})`;
  return tx
    .updateTable('articles as t')
    .from('articles as o')
    .set({ traducao_desatualizada: outOfDate })
    .whereRef('o.id', '=', 't.traducao_de')
    .where('o.id', '=', originalId)
    .where(sql<boolean>`t.traducao_desatualizada IS DISTINCT FROM ${outOfDate}`)
    .returning(['t.id', 't.slug', 't.titulo', 't.categoria', 't.status', 't.idioma', 't.aviso_traducao_desatualizada'])
    .execute();
}

/** The base a translation was made from (null: no translation). */
export async function translationBase(db: Db, translationId: string): Promise<TranslationBase | null> {
  const row = await db.selectFrom('articles').select('traducao_base').where('id', '=', translationId).executeTakeFirst();
  return row?.traducao_base ?? null;
}
