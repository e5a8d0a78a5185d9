/**
 * /api/admin/articles: list, read, create, update, feature and delete, and (translation-routes.ts)
 * their translations. Every change that shows on the public site goes to the publisher
 * (build + webhooks).
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import {
  checkArticleAccess,
  checkSlugAllowed,
  checkStatusAllowed,
  returnToAuthor,
  submitForReview,
  type Member,
} from '../../articles/authorship.ts';
import { articleError } from '../../articles/errors.ts';
import { recordsMove } from '../../articles/moves.ts';
import { auditArticle, eventFor, summary } from '../../articles/events.ts';
import { createArticle, deleteArticle, getAdminArticle, listAdminArticles, setFeatured, updateArticle } from '../../articles/store.ts';
import { sanitizeArticleHtml } from '../../articles/sanitize.ts';
import { hasContent } from '../../../src/lib/contracts/article-content.ts';
import {
  adminArticleListQuerySchema,
  articleInputSchema,
  returnToAuthorInputSchema,
  type ArticleInput,
} from '../../../src/lib/contracts/article.ts';
import { articleIdParam, featuredInput } from './schemas.ts';
import { translationRoutes } from './translation-routes.ts';
import { revisionRoutes } from '../revisions/routes.ts';
import { previewLinkRoutes } from '../previews/routes.ts';

const REQUIRED = { en: 'Fill in every required field before saving.', pt: 'Preencha todos os campos obrigatórios antes de salvar.' };

function checkContent(input: ArticleInput): void {
  if (!hasContent(sanitizeArticleHtml(input.conteudo_html))) {
    throw new ApiError(400, 'validation_failed', REQUIRED, [{ path: 'conteudo_html', message: 'content_required' }]);
  }
}

const memberOf = (c: Context<AppEnv>): Member => ({ id: c.get('user').id, role: c.get('role') });

export function adminArticleRoutes(deps: Pick<AppDeps, 'db' | 'publisher' | 'ai' | 'logger' | 'env' | 'socialCards'>) {
  const { db, publisher } = deps;
  return new Hono<AppEnv>()
    .get('/', validate('query', adminArticleListQuerySchema), async (c) => {
      const member = memberOf(c);
      return c.json({ articles: await listAdminArticles(db, c.req.valid('query'), member.role === 'author' ? member.id : undefined) });
    })
    .get('/:id', validate('param', articleIdParam), async (c) => {
      await checkArticleAccess(db, memberOf(c), c.req.valid('param').id, 'read');
      const article = await getAdminArticle(db, c.req.valid('param').id);
      if (!article) throw articleError('not_found');
      return c.json({ article });
    })
    .post('/', validate('json', articleInputSchema), async (c) => {
      const input = c.req.valid('json');
      checkStatusAllowed(memberOf(c), input.status);
      checkSlugAllowed(memberOf(c), input.slug);
      checkContent(input);
      const article = await createArticle(db, input, c.get('user').id);
      const event = eventFor(null, article);
      if (event) await publisher.siteChanged(event, summary(article));
      await auditArticle(db, c, event, article);
      return c.json({ article }, 201);
    })
    .put('/:id', validate('param', articleIdParam), validate('json', articleInputSchema), async (c) => {
      const input = c.req.valid('json');
      checkStatusAllowed(memberOf(c), input.status);
      checkSlugAllowed(memberOf(c), input.slug);
      await checkArticleAccess(db, memberOf(c), c.req.valid('param').id, 'change');
      checkContent(input);
      const saved = await updateArticle(db, c.req.valid('param').id, input, { savedBy: c.get('user').id });
      if (!saved) throw articleError('not_found');
      const event = eventFor(saved.before, saved.after);
      if (event) await publisher.siteChanged(event, summary(saved.after));
      // A draft that had been public and changed its slug: no page changed, its old URLs now redirect.
      else if (recordsMove(saved.before, saved.after)) await publisher.redirectsChanged();
      await auditArticle(db, c, event, saved.after);
      return c.json({ article: saved.after });
    })
    .patch('/:id/destaque', validate('param', articleIdParam), validate('json', featuredInput), async (c) => {
      const article = await setFeatured(db, c.req.valid('param').id, c.req.valid('json').destaque);
      if (!article) throw articleError('not_found');
      if (article.status === 'publicado') await publisher.siteChanged('article.updated', summary(article));
      return c.json({ article });
    })
    .post('/:id/revisao', validate('param', articleIdParam), async (c) => {
      await checkArticleAccess(db, memberOf(c), c.req.valid('param').id, 'change');
      const submitted = await submitForReview(db, c.req.valid('param').id);
      if (!submitted) throw articleError('not_found');
      return c.json({ revisao_solicitada_em: submitted });
    })
    .post('/:id/revisao/devolver', validate('param', articleIdParam), validate('json', returnToAuthorInputSchema), async (c) =>
      c.json(await returnToAuthor(db, c.req.valid('param').id, c.req.valid('json').nota)),
    )
    .delete('/:id', validate('param', articleIdParam), async (c) => {
      await checkArticleAccess(db, memberOf(c), c.req.valid('param').id, 'change');
      const article = await deleteArticle(db, c.req.valid('param').id);
      if (!article) throw articleError('not_found');
      await deps.socialCards.forget(article.cartao_social_url);
      if (article.status === 'publicado') await publisher.siteChanged('article.deleted', summary(article));
      // Its slug changes' redirects went with it.
      else await publisher.redirectsChanged();
      await auditArticle(db, c, 'article.deleted', article);
      return c.json({ deleted: article.id });
    })
    .route('/', translationRoutes(deps))
    .route('/', revisionRoutes(deps))
    .route('/', previewLinkRoutes(deps));
}
