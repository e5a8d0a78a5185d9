/**
 * Translation groups: link an article to its translation, unlink them, and save a new
 * translation draft linked to its original. Each is one transaction under the group lock, so
 * a refusal leaves nothing half saved; the rules are rules.ts's.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { otherLocale } from '../../src/i18n/locales.ts';
import { slugify } from '../../src/lib/slug.ts';
import type { Database } from '../db/schema.ts';
import { articleError } from './errors.ts';
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts';
import {
  ARTICLE_COLUMNS,
  articleTransaction,
  dissolveLoneGroup,
  freeSlug,
  groupMembers,
  insertArticle,
  lockedArticle,
  lockedWithSource,
  replaceProducts,
  withTranslation,
  type AdminArticle,
  type AdminArticleWithTranslation,
  type ArticleOrigin,
} from './store.ts';
import { linkRefusal, type TranslationState } from './rules.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { clearTranslationSource, recordTranslationSource } from './translation-source.ts';
import type { ArticleInput } from '../../src/lib/contracts/article.ts';

export interface GroupChange {
  article: AdminArticleWithTranslation;
  /** Every article whose translation changed (their public pages link to each other). */
  affected: AdminArticle[];
}

async function setGroup(tx: Transaction<Database>, ids: string[], group: string): Promise<void> {
  await tx.updateTable('articles').set({ grupo_traducao: group }).where('id', 'in', ids).execute();
}

/** Makes `targetId` the translation of `id`; `id` leaves the group it was in. Linking again is a no-op. */
export async function linkTranslation(db: Kysely<Database>, id: string, targetId: string): Promise<GroupChange | null> {
  return articleTransaction(db, async (tx) => {
    const source = await lockedArticle(tx, id);
    if (!source) return null;
    const target = await lockedArticle(tx, targetId);
    if (!target) throw articleError('translation_target_not_found');
    const refusal = linkRefusal(source, target, await groupMembers(tx, target.grupo_traducao, target.id));
    if (refusal) throw articleError(refusal);
    if (source.grupo_traducao !== null && source.grupo_traducao === target.grupo_traducao) {
      return { article: await withTranslation(tx, source), affected: [] };
    }
    const formerPartners = await groupMembers(tx, source.grupo_traducao, source.id);
    const group = target.grupo_traducao ?? randomUUID();
    await setGroup(tx, [source.id, target.id], group);
    await dissolveLoneGroup(tx, source.grupo_traducao);
    await clearTranslationSource(tx, [source.id, target.id]);
    await recordTranslationSource(tx, target.id, source.id);
    const former = formerPartners.length
      ? await tx
          .selectFrom('articles')
          .select(ARTICLE_COLUMNS)
          .where(
            'id',
            'in',
            formerPartners.map((partner) => partner.id),
          )
          .execute()
      : [];
    const linked = (await lockedArticle(tx, source.id)) ?? { ...source, grupo_traducao: group };
    return { article: await withTranslation(tx, linked), affected: [source, target, ...former] };
  });
}

/**
 * A new article created as the translation of `originalId` (an importer's, the seed's), inside
 * the caller's article transaction: the same refusals and end state as creating it and then
 * linking it (linkTranslation), but the new row is inserted already in its group, recording
 * its original as it is now (so up to date), and only the original is updated (joining the
 * group, when it had none). Each write of an article row indexes its search vectors again: an
 * imported pair was five row writes, now three.
 */
export async function insertTranslationOf(
  tx: Transaction<Database>,
  input: ArticleInput,
  createdBy: string | null,
  origin: ArticleOrigin,
  originalId: string,
): Promise<GroupChange> {
  // The original locked, and what the translation is made from (sourceNow), in one read.
  const locked = await lockedWithSource(tx, originalId);
  if (!locked) throw articleError('translation_target_not_found');
  const { article: original, at } = locked;
  const idioma = input.idioma ?? DEFAULT_LOCALE;
  // The new article has no id yet: it is none of the group's members.
  const refusal = linkRefusal({ id: '', idioma }, original, await groupMembers(tx, original.grupo_traducao, original.id));
  if (refusal) throw articleError(refusal);
  const group = original.grupo_traducao ?? randomUUID();
  // As a link would: the original is in the group, and is nobody's translation (written by insertArticle with the new row).
  const joined = { ...original, grupo_traducao: group, traducao_de: null, traducao_desatualizada: null };
  const joins = original.grupo_traducao !== group || original.traducao_de !== null || original.traducao_desatualizada !== null;
  const created = await insertArticle(
    tx,
    input,
    createdBy,
    origin,
    {
      grupo_traducao: group,
      traducao_de: original.id,
      traducao_revisao_id: at.revisionId,
      traducao_base: JSON.stringify(at.base),
      traducao_desatualizada: false,
    },
    joins ? { id: original.id, group } : undefined,
  );
  const { id, slug, titulo, status, estado_traducao, traducao_desatualizada } = joined;
  return {
    article: { ...created, traducao: { id, idioma: joined.idioma, slug, titulo, status, estado_traducao, traducao_desatualizada } },
    affected: [created, original],
  };
}

/** Unlinks `id` from its translation (both leave the group). Unlinking an unlinked article is a no-op. */
export async function unlinkTranslation(db: Kysely<Database>, id: string): Promise<GroupChange | null> {
  return articleTransaction(db, async (tx) => {
    const source = await lockedArticle(tx, id);
    if (!source) return null;
    if (!source.grupo_traducao) return { article: { ...source, traducao: null }, affected: [] };
    const affected = await tx
      .updateTable('articles')
      .set({ grupo_traducao: null, traducao_de: null, traducao_revisao_id: null, traducao_base: null, traducao_desatualizada: null })
      .where('grupo_traducao', '=', source.grupo_traducao)
      .returning(ARTICLE_COLUMNS)
      .execute();
    const article = affected.find((row) => row.id === source.id) ?? source;
    return { article: { ...article, traducao: null }, affected };
  });
}

/**
 * Saves `draft` (translation-draft.ts) as the translation of `id`, linked to it. Refused with
 * 409 when the original gained a translation meanwhile (the caller checks before asking a model).
 */
export async function insertTranslation(
  db: Kysely<Database>,
  id: string,
  draft: ArticleInput,
  estado: TranslationState,
): Promise<AdminArticleWithTranslation | null> {
  return articleTransaction(db, async (tx) => {
    const source = await lockedArticle(tx, id);
    if (!source) return null;
    if ((await groupMembers(tx, source.grupo_traducao, source.id)).length > 0) throw articleError('translation_exists');
    const idioma = otherLocale(source.idioma);
    // The original changed language while the model was translating: the draft is in the wrong one.
    if (draft.idioma !== idioma) throw articleError('concurrent_change');
    const group = source.grupo_traducao ?? randomUUID();
    if (!source.grupo_traducao) await setGroup(tx, [source.id], group);
    const { products, idioma: _idioma, estado_traducao: _estado, ...columns } = draft;
    const now = new Date();
    const article = await tx
      .insertInto('articles')
      .values({
        ...columns,
        conteudo_html: sanitizeArticleHtml(columns.conteudo_html),
        idioma,
        slug: await freeSlug(tx, slugify(draft.titulo), idioma),
        status: 'rascunho',
        data_publicacao: null,
        grupo_traducao: group,
        estado_traducao: estado,
        created_at: now,
        updated_at: now,
      })
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirstOrThrow();
    await replaceProducts(tx, article.id, products);
    await recordTranslationSource(tx, article.id, source.id);
    return withTranslation(tx, { ...article, traducao_de: source.id, traducao_desatualizada: false });
  });
}
