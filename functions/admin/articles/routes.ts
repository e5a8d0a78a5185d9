/**
 * /api/admin/articles: list, read, create, update, feature and delete, the review queue's two
 * steps, and (translation-routes.ts, revisions, previews) their translations, revisions and
 * preview links. Routes only speak HTTP: every read and write is the article service's
 * (functions/articles/service.ts), which tells the publisher and the audit log; its refusals
 * become HTTP answers here (errors.ts).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { ArticleService } from '../../articles/service.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { adminArticleListQuerySchema, articleInputSchema, returnToAuthorInputSchema } from '../../../src/lib/contracts/article.ts';
import { previewLinkRoutes } from '../previews/routes.ts';
import { revisionRoutes } from '../revisions/routes.ts';
import { httpErrorOf } from './errors.ts';
import { memberOf } from './member.ts';
import { articleIdParam, featuredInput } from './schemas.ts';
import { translationRoutes } from './translation-routes.ts';

export function adminArticleRoutes(deps: Pick<AppDeps, 'db' | 'publisher' | 'ai' | 'logger' | 'env' | 'socialCards'>) {
  const articles = new ArticleService(deps);
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', adminArticleListQuerySchema), async (c) => c.json(await articles.list(c.req.valid('query'), memberOf(c))))
      .get('/:id', validate('param', articleIdParam), async (c) =>
        c.json({ article: await articles.get(c.req.valid('param').id, memberOf(c)) }),
      )
      .post('/', validate('json', articleInputSchema), async (c) =>
        c.json({ article: await articles.create(c.req.valid('json'), memberOf(c)) }, 201),
      )
      .put('/:id', validate('param', articleIdParam), validate('json', articleInputSchema), async (c) =>
        c.json({ article: await articles.update(c.req.valid('param').id, c.req.valid('json'), memberOf(c)) }),
      )
      .patch('/:id/destaque', validate('param', articleIdParam), validate('json', featuredInput), async (c) =>
        c.json({ article: await articles.setFeatured(c.req.valid('param').id, c.req.valid('json').destaque) }),
      )
      .post('/:id/revisao', validate('param', articleIdParam), async (c) =>
        c.json({ revisao_solicitada_em: await articles.submitForReview(c.req.valid('param').id, memberOf(c)) }),
      )
      .post('/:id/revisao/devolver', validate('param', articleIdParam), validate('json', returnToAuthorInputSchema), async (c) =>
        c.json(await articles.returnToAuthor(c.req.valid('param').id, c.req.valid('json').nota)),
      )
      .delete('/:id', validate('param', articleIdParam), async (c) => {
        const article = await articles.delete(c.req.valid('param').id, memberOf(c));
        return c.json({ deleted: article.id });
      })
      .route('/', translationRoutes(articles))
      .route('/', revisionRoutes(articles))
      .route('/', previewLinkRoutes(deps))
      // Thrown on, so that app.ts renders it like every other API error (this group's and its sub-groups' routes).
      .onError((error) => {
        throw httpErrorOf(error);
      })
  );
}
