/**
 * /api/admin/articles/:id/revisoes: an article's revisions (newest first), one revision's
 * fields (the back office diffs two of them), and restoring one, which the article service
 * saves with that revision's fields (its status stays as it is) as a revision of its own.
 */
import { Hono } from 'hono';
import type { ArticleService } from '../../articles/service.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { articleIdParam } from '../../lib/validators.ts';
import { memberOf } from '../articles/member.ts';
import { revisionParam } from './schemas.ts';

export function revisionRoutes(articles: ArticleService) {
  return new Hono<AppEnv>()
    .get('/:id/revisoes', validate('param', articleIdParam), async (c) =>
      c.json({ revisions: await articles.listRevisions(c.req.valid('param').id, memberOf(c)) }),
    )
    .get('/:id/revisoes/:revisionId', validate('param', revisionParam), async (c) => {
      const { id, revisionId } = c.req.valid('param');
      return c.json({ revision: await articles.getRevision(id, revisionId, memberOf(c)) });
    })
    .post('/:id/revisoes/:revisionId/restaurar', validate('param', revisionParam), async (c) => {
      const { id, revisionId } = c.req.valid('param');
      return c.json({ article: await articles.restoreRevision(id, revisionId, memberOf(c)) });
    });
}
