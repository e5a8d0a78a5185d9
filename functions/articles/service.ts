/**
 * The one way to write an article (docs/decisions/042-one-article-service.md). The back
 * office's routes, the scheduler, the seed and the importer call it. It applies the rules
 * (authorship.ts, rules.ts, sanitize.ts), writes in one transaction under the article locks
 * (store.ts, translations.ts, revisions.ts, moves.ts) and tells the rest what changed: the
 * publisher (build, webhooks, every instance's redirects) and the audit log (events.ts). A
 * refusal is an ArticleError with a code (errors.ts): the service knows nothing of HTTP.
 */
import type { Kysely } from 'kysely';
import type { Locale } from '../../src/i18n/locales.ts';
import { hasContent } from '../../src/lib/contracts/article-content.ts';
import { articleInputSchema, type AdminArticleListQuery, type ArticleInput } from '../../src/lib/contracts/article.ts';
import type { AiProvider } from '../ai/provider.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { SocialCards } from '../media/social-cards.ts';
import type { Publisher } from '../publishing/publisher.ts';
import {
  checkArticleAccess,
  checkSlugAllowed,
  checkStatusAllowed,
  returnToAuthor,
  submitForReview,
  type ArticleActor,
} from './authorship.ts';
import { articleError } from './errors.ts';
import { auditArticle, eventFor, summary } from './events.ts';
import { recordAudit } from '../audit/record.ts';
import { recordsMove } from './moves.ts';
import { currentStatus, getRevision, listRevisions } from './revisions.ts';
import { adminArticlePage } from './list-page.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { claimDueArticles } from './scheduled.ts';
import {
  ARTICLE_COLUMNS,
  articleTransaction,
  deleteArticle,
  getAdminArticle,
  insertArticle,
  lockedArticle,
  setFeatured,
  updateArticle,
  withTranslation,
  type AdminArticle,
  type AdminArticleWithTranslation,
  type ArticleOrigin,
  type TranslationChange,
  type TranslationUpdate,
} from './store.ts';
import { translationDraft } from './translation-draft.ts';
import { recordTranslationSource, sourceNow, translationBase } from './translation-source.ts';
import { partForPeople, translateParts, updatePlan, updateRefusal } from './translation-update.ts';
import { applyTranslatedParts } from './block-alignment.ts';
import { otherLocale } from '../../src/i18n/locales.ts';
import type { TranslationState } from './rules.ts';
import { insertTranslation, insertTranslationOf, linkTranslation, unlinkTranslation, type GroupChange } from './translations.ts';

export type { ArticleActor, Member } from './authorship.ts';
export type { ArticleOrigin } from './store.ts';

export interface ArticleServiceDeps {
  db: Kysely<Database>;
  /**
   * Who hears of a change: the publisher, and with it the audit log. Null tells no one: the
   * seed fills an empty site before its first build, so nothing is announced or audited.
   */
  publisher: Pick<Publisher, 'siteChanged' | 'redirectsChanged' | 'scheduleFired' | 'buildsLocally'> | null;
  /** A deleted article's social card goes with it. */
  socialCards?: Pick<SocialCards, 'forget'> | null;
  /** The model a translation draft asks; without one, a draft holds the original's text. */
  ai?: AiProvider;
  logger?: Logger;
}

/** A new article's extras for a writer other than the editor (the seed, an importer). */
export interface CreateOptions extends ArticleOrigin {
  /** The article this one translates: both join one translation group, refused as a link would be (rules.ts, linkRefusal). */
  translationOf?: string;
}

export interface Saved {
  before: AdminArticle;
  after: AdminArticleWithTranslation;
}

/** What "Update translation" did: the translation after it, its label, and the parts it translated (or lists for a person, offline). */
export interface TranslationUpdateResult {
  article: AdminArticleWithTranslation;
  estado_traducao: TranslationState | null;
  /** false offline: nothing changed, the parts are listed for a person to translate. */
  atualizada: boolean;
  blocos: Array<ReturnType<typeof partForPeople>>;
}

export class ArticleService {
  constructor(private readonly deps: ArticleServiceDeps) {}

  /** A page of the back office's list (list-page.ts); an author sees only their own articles. */
  list(filter: AdminArticleListQuery, actor: ArticleActor) {
    return adminArticlePage(this.deps.db, filter, actor?.role === 'author' ? actor.id : undefined);
  }

  async get(id: string, actor: ArticleActor) {
    await checkArticleAccess(this.deps.db, actor, id, 'read');
    const article = await getAdminArticle(this.deps.db, id);
    if (!article) throw articleError('not_found');
    return article;
  }

  /** The article of a language at a slug, if any (the seed adds what is missing by language and slug). */
  async findBySlug(idioma: Locale, slug: string): Promise<AdminArticleWithTranslation | null> {
    const row = await this.deps.db
      .selectFrom('articles')
      .select(ARTICLE_COLUMNS)
      .where('idioma', '=', idioma)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? withTranslation(this.deps.db, row) : null;
  }

  /**
   * Writes a new article. An editor's slug is refused when taken (slug_taken); without one, the
   * title's slug is made free. `options` carries what only the seed or an importer sets: the
   * original dates, the featured flag, the article it translates.
   */
  async create(input: ArticleInput, actor: ArticleActor, options: CreateOptions = {}): Promise<AdminArticleWithTranslation> {
    checkStatusAllowed(actor, input.status);
    checkSlugAllowed(actor, input.slug);
    checkContent(input);
    const { translationOf, ...origin } = options;
    const { article, group } = await articleTransaction(
      this.deps.db,
      async (tx) => {
        if (!translationOf) return { article: await insertArticle(tx, input, actor?.id ?? null, origin), group: null };
        const linked = await insertTranslationOf(tx, input, actor?.id ?? null, origin, translationOf);
        return { article: linked.article, group: linked };
      },
      // A new article published (or scheduled, perhaps for a time already past) clears the redirect from its page.
      { redirects: input.status !== 'rascunho' },
    );
    const event = eventFor(null, article);
    if (event) await this.siteChanged(event, article);
    if (group) await this.notifyTranslations(group.affected.filter((other) => other.id !== article.id));
    await this.audit(actor, event, article);
    return article;
  }

  /**
   * Saves an editor's edit: the author's limits (authorship.ts), a body with content, then
   * store.ts's updateArticle (slug, language, translation label, publication, moves, revision).
   */
  async update(id: string, input: ArticleInput, actor: ArticleActor): Promise<AdminArticleWithTranslation> {
    checkStatusAllowed(actor, input.status);
    checkSlugAllowed(actor, input.slug);
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    checkContent(input);
    return (await this.saveEdit(id, input, actor)).after;
  }

  /** Publishes the article as it is now (a schedule ends, dated now; a first publish is dated now). */
  publish(id: string, actor: ArticleActor) {
    return this.changeStatus(id, { status: 'publicado' }, actor);
  }

  /** Schedules the article for `at`; a time already past publishes at once, dated at it. */
  schedule(id: string, at: Date, actor: ArticleActor) {
    return this.changeStatus(id, { status: 'agendado', data_publicacao: at.toISOString() }, actor);
  }

  /** Takes the article back to a draft (its URLs redirect if its slug changes later, decision 023). */
  unpublish(id: string, actor: ArticleActor) {
    return this.changeStatus(id, { status: 'rascunho' }, actor);
  }

  async setFeatured(id: string, destaque: boolean): Promise<AdminArticleWithTranslation> {
    const article = await setFeatured(this.deps.db, id, destaque);
    if (!article) throw articleError('not_found');
    if (article.status === 'publicado') await this.siteChanged('article.updated', article);
    return article;
  }

  /** An author tells the editors a draft is ready; answers when. */
  async submitForReview(id: string, actor: ArticleActor): Promise<Date> {
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    const submitted = await submitForReview(this.deps.db, id);
    if (!submitted) throw articleError('not_found');
    return submitted;
  }

  returnToAuthor(id: string, nota: string) {
    return returnToAuthor(this.deps.db, id, nota);
  }

  /** Deletes the article, its social card (all four shapes) and its slug changes' redirects. */
  async delete(id: string, actor: ArticleActor): Promise<AdminArticle> {
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    const deleted = await deleteArticle(this.deps.db, id);
    if (!deleted) throw articleError('not_found');
    const { article } = deleted;
    await this.deps.socialCards?.forget(article.cartao_social_url, deleted.cardShapes);
    if (article.status === 'publicado') await this.siteChanged('article.deleted', article);
    // Its slug changes' redirects went with it.
    else await this.deps.publisher?.redirectsChanged();
    await this.audit(actor, 'article.deleted', article);
    return article;
  }

  /**
   * "Criar tradução": a draft in the other language, linked to the original, machine-translated
   * when `useModel` and a model is there (translation-draft.ts).
   */
  async translate(id: string, useModel: boolean): Promise<AdminArticleWithTranslation> {
    const source = await getAdminArticle(this.deps.db, id);
    if (!source) throw articleError('not_found');
    // Checked before asking a model (slow, and maybe paid); checked again when saving.
    if (source.traducao) throw articleError('translation_exists');
    const { ai, logger } = this.deps;
    if (!ai || !logger) throw new Error('ArticleService.translate needs the AI provider and a logger');
    const draft = await translationDraft({ ai, logger }, source, useModel);
    const article = await insertTranslation(this.deps.db, id, draft.input, draft.estado);
    if (!article) throw articleError('not_found');
    return article;
  }

  /** Links `targetId` as the translation of `id`; published pages of both show each other. */
  async link(id: string, targetId: string): Promise<AdminArticleWithTranslation> {
    const change = await linkTranslation(this.deps.db, id, targetId);
    if (!change) throw articleError('not_found');
    await this.notifyTranslations(change.affected);
    return change.article;
  }

  async unlink(id: string): Promise<AdminArticleWithTranslation> {
    const change = await unlinkTranslation(this.deps.db, id);
    if (!change) throw articleError('not_found');
    await this.notifyTranslations(change.affected);
    return change.article;
  }

  /**
   * "Update translation" (issue 30): only the parts of the original that changed since the
   * translation's base go to the model, and only their counterparts are replaced; the save is a
   * revision of the translation, labelled machine translation to review. Offline (no model),
   * nothing changes: the parts are answered for a person, labelled as waiting.
   */
  async updateTranslation(id: string, actor: ArticleActor): Promise<TranslationUpdateResult> {
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    const translation = await getAdminArticle(this.deps.db, id);
    if (!translation) throw articleError('not_found');
    const refusal = updateRefusal(translation);
    if (refusal) throw articleError(refusal);
    const [base, at] = await Promise.all([translationBase(this.deps.db, id), sourceNow(this.deps.db, translation.traducao_de!)]);
    if (!base || !at) throw articleError('not_a_translation');
    const plan = updatePlan(base, at.base, translation);
    const blocos = plan.changed.map(partForPeople);
    const { ai, logger } = this.deps;
    if (plan.changed.length && !ai?.translateBlocks)
      return { article: translation, estado_traducao: 'aguardando', atualizada: false, blocos };
    const languages = { from: otherLocale(translation.idioma), to: translation.idioma };
    const texts = plan.changed.length ? await translateParts({ ai: ai!, logger: logger! }, languages, plan) : [];
    const merged = applyTranslatedParts(plan, texts);
    const input: ArticleInput = {
      ...inputOf(translation),
      titulo: merged.titulo,
      meta_descricao: merged.meta_descricao,
      conteudo_html: merged.conteudo_html,
      products: merged.products.map((product) => ({
        name: product.name,
        description: product.description,
        price: product.price,
        affiliate_link: product.affiliate_link,
        image_url: product.image_url,
      })),
    };
    // Only removed or moved blocks: nothing was machine-translated, and the label stays as it was.
    const estado = plan.changed.length ? 'automatica' : translation.estado_traducao;
    const { after } = await this.saveEdit(id, input, actor, { translationUpdate: { estado, originalId: translation.traducao_de!, at } });
    await this.auditTranslation(actor, 'translation.updated', after);
    return { article: after, estado_traducao: after.estado_traducao, atualizada: true, blocos };
  }

  /** What the original changed since the translation's base: both states, in a revision's shape (the back office diffs them). */
  async translationChanges(id: string, actor: ArticleActor) {
    await checkArticleAccess(this.deps.db, actor, id, 'read');
    const row = await this.deps.db
      .selectFrom('articles')
      .select(['traducao_de', 'traducao_revisao_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw articleError('not_found');
    const [base, at] = row.traducao_de
      ? await Promise.all([translationBase(this.deps.db, id), sourceNow(this.deps.db, row.traducao_de)])
      : [];
    if (!row.traducao_de || !base || !at) throw articleError('not_a_translation');
    return { original_id: row.traducao_de, revisao_id: row.traducao_revisao_id, antes: base, depois: at.base };
  }

  /** "Mark up to date": the translation follows its original as it is now, unchanged (a typo fix in the original). */
  async markTranslationUpToDate(id: string, actor: ArticleActor): Promise<AdminArticleWithTranslation> {
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    const article = await articleTransaction(this.deps.db, async (tx) => {
      const row = await lockedArticle(tx, id);
      if (!row) throw articleError('not_found');
      const refusal = updateRefusal(row);
      if (refusal) throw articleError(refusal);
      await recordTranslationSource(tx, id, row.traducao_de!);
      return withTranslation(tx, (await lockedArticle(tx, id))!);
    });
    // Its readers' notice, if the editor turned it on, goes.
    if (article.status === 'publicado' && article.aviso_traducao_desatualizada) await this.siteChanged('article.updated', article);
    await this.auditTranslation(actor, 'translation.marked_up_to_date', article);
    return article;
  }

  /** Turns the readers' notice of an out-of-date published translation on or off. */
  async setTranslationNotice(id: string, aviso: boolean, actor: ArticleActor): Promise<AdminArticleWithTranslation> {
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    const row = await this.deps.db
      .updateTable('articles')
      .set({ aviso_traducao_desatualizada: aviso })
      .where('id', '=', id)
      .where('traducao_de', 'is not', null)
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirst();
    if (!row) {
      const exists = await this.deps.db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst();
      throw articleError(exists ? 'not_a_translation' : 'not_found');
    }
    if (row.status === 'publicado' && row.traducao_desatualizada) await this.siteChanged('article.updated', row);
    return withTranslation(this.deps.db, row);
  }

  async listRevisions(id: string, actor: ArticleActor) {
    await checkArticleAccess(this.deps.db, actor, id, 'read');
    return listRevisions(this.deps.db, id);
  }

  async getRevision(id: string, revisionId: string, actor: ArticleActor) {
    await checkArticleAccess(this.deps.db, actor, id, 'read');
    const revision = await getRevision(this.deps.db, id, revisionId);
    if (!revision) throw articleError('revision_not_found');
    return revision;
  }

  /** Saves the article with a revision's fields, its status as it is now; the save is itself a revision. */
  async restoreRevision(id: string, revisionId: string, actor: ArticleActor): Promise<AdminArticleWithTranslation> {
    await checkArticleAccess(this.deps.db, actor, id, 'change');
    const revision = await getRevision(this.deps.db, id, revisionId);
    if (!revision) throw articleError('revision_not_found');
    const status = await currentStatus(this.deps.db, id);
    if (!status) throw articleError('not_found');
    const input = articleInputSchema.safeParse({ ...revision.campos, status });
    if (!input.success) throw articleError('revision_unusable');
    return (await this.saveEdit(id, input.data, actor, { restoredFrom: revisionId })).after;
  }

  /**
   * Publishes every scheduled article whose time has come (scheduled.ts), once across the
   * cluster, and hands them to the publisher; answers the articles claimed.
   */
  async publishDue(): Promise<AdminArticle[]> {
    const { db, publisher } = this.deps;
    const claimed = await claimDueArticles(db, publisher?.buildsLocally ?? false);
    if (claimed.length && publisher) await publisher.scheduleFired(claimed.map((article) => article.id));
    return claimed;
  }

  private async saveEdit(
    id: string,
    input: ArticleInput,
    actor: ArticleActor,
    options: { restoredFrom?: string; translationUpdate?: TranslationUpdate } = {},
  ): Promise<Saved> {
    const saved = await updateArticle(this.deps.db, id, input, { savedBy: actor?.id ?? null, ...options });
    if (!saved) throw articleError('not_found');
    await this.notifyNotices(saved.translationsChanged);
    const event = eventFor(saved.before, saved.after);
    if (event) await this.siteChanged(event, saved.after);
    // A draft that had been public and changed its slug: no page changed, its old URLs now redirect.
    else if (recordsMove(saved.before, saved.after)) await this.deps.publisher?.redirectsChanged();
    await this.audit(actor, event, saved.after);
    return saved;
  }

  /** A status change keeps every other field as it is, so it is an edit with the article's own fields. */
  private async changeStatus(id: string, status: Pick<ArticleInput, 'status' | 'data_publicacao'>, actor: ArticleActor) {
    const article = await this.get(id, actor);
    return this.update(id, { ...inputOf(article), ...status }, actor);
  }

  private async siteChanged(event: Parameters<Publisher['siteChanged']>[0], article: Parameters<typeof summary>[0]): Promise<void> {
    await this.deps.publisher?.siteChanged(event, summary(article));
  }

  /** Published pages that gained or lost a translation change (their language alternates). */
  private async notifyTranslations(affected: GroupChange['affected']): Promise<void> {
    for (const article of affected) {
      if (article.status === 'publicado') await this.siteChanged('article.updated', article);
    }
  }

  /** A published translation whose readers' notice is on shows it, or stops showing it, when its flag changes. */
  private async notifyNotices(changed: TranslationChange[]): Promise<void> {
    for (const translation of changed) {
      if (translation.status === 'publicado' && translation.aviso_traducao_desatualizada)
        await this.siteChanged('article.updated', translation);
    }
  }

  private async auditTranslation(
    actor: ArticleActor,
    action: 'translation.updated' | 'translation.marked_up_to_date',
    article: Pick<AdminArticle, 'id' | 'titulo'>,
  ): Promise<void> {
    if (!this.deps.publisher) return;
    await recordAudit(this.deps.db, {
      actor: actor && { id: actor.id, email: actor.email ?? null },
      action,
      targetType: 'article',
      targetId: article.id,
      summary: article.titulo,
    });
  }

  private async audit(actor: ArticleActor, event: Parameters<typeof auditArticle>[2], article: AdminArticle): Promise<void> {
    if (this.deps.publisher) await auditArticle(this.deps.db, actor, event, article);
  }
}

/** A body that is empty once sanitized (an empty editor gives `<p></p>`) is refused. */
function checkContent(input: ArticleInput): void {
  if (!hasContent(sanitizeArticleHtml(input.conteudo_html))) throw articleError('content_required');
}

/** The article's stored fields as an edit would send them. */
function inputOf(article: Awaited<ReturnType<typeof getAdminArticle>> & object): ArticleInput {
  return {
    titulo: article.titulo,
    categoria: article.categoria,
    meta_descricao: article.meta_descricao,
    conteudo_html: article.conteudo_html,
    autor: article.autor,
    tempo_leitura: article.tempo_leitura,
    imagem_destaque_url: article.imagem_destaque_url,
    audio_url: article.audio_url,
    video_titulo: article.video_titulo,
    video_descricao: article.video_descricao,
    video_url: article.video_url,
    video_link_externo: article.video_link_externo,
    status: article.status,
    idioma: article.idioma,
    products: article.products.map((product) => ({
      id: product.id,
      name: product.nome,
      description: product.descricao,
      price: product.preco,
      affiliate_link: product.url_afiliado,
      image_url: product.imagem_url,
    })),
  };
}
