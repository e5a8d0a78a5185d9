/**
 * /api/admin/articles/:id/revisoes: an article's revisions (newest first), one revision's
 * fields (the back office diffs two of them), and restoring one, which saves the article
 * with that revision's fields (its status stays as it is) and is itself a revision.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { articleIdParam } from '../../lib/validators.ts';
import { checkArticleAccess, type Member } from '../../articles/authorship.ts';
import { articleError } from '../../articles/errors.ts';
import { revisionParam } from './schemas.ts';
import { auditArticle, eventFor, summary } from '../../articles/events.ts';
import { recordsMove } from '../../articles/moves.ts';
import { updateArticle } from '../../articles/store.ts';
import { articleInputSchema } from '../../../src/lib/contracts/article.ts';
import { currentStatus, getRevision, listRevisions } from '../../articles/revisions.ts';

const REVISION_NOT_FOUND = {
  en: 'This revision does not belong to this article (or no longer exists).',
  pt: 'Esta revisão não pertence a este artigo (ou não existe mais).',
};
const REVISION_UNUSABLE = {
  en: 'This revision cannot be restored: its fields no longer pass today’s checks. Copy what you need from the comparison instead.',
  pt: 'Esta revisão não pode ser restaurada: seus campos não passam nas verificações atuais. Copie o que precisar a partir da comparação.',
};

const memberOf = (c: Context<AppEnv>): Member => ({ id: c.get('user').id, role: c.get('role') });

export function revisionRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  return new Hono<AppEnv>()
    .get('/:id/revisoes', validate('param', articleIdParam), async (c) => {
      const { id } = c.req.valid('param');
      await checkArticleAccess(db, memberOf(c), id, 'read');
      return c.json({ revisions: await listRevisions(db, id) });
    })
    .get('/:id/revisoes/:revisionId', validate('param', revisionParam), async (c) => {
      const { id, revisionId } = c.req.valid('param');
      await checkArticleAccess(db, memberOf(c), id, 'read');
      const revision = await getRevision(db, id, revisionId);
      if (!revision) throw new ApiError(404, 'revision_not_found', REVISION_NOT_FOUND);
      return c.json({ revision });
    })
    .post('/:id/revisoes/:revisionId/restaurar', validate('param', revisionParam), async (c) => {
      const { id, revisionId } = c.req.valid('param');
      await checkArticleAccess(db, memberOf(c), id, 'change');
      const revision = await getRevision(db, id, revisionId);
      if (!revision) throw new ApiError(404, 'revision_not_found', REVISION_NOT_FOUND);
      const status = await currentStatus(db, id);
      if (!status) throw articleError('not_found');
      const input = articleInputSchema.safeParse({ ...revision.campos, status });
      if (!input.success) throw new ApiError(422, 'revision_unusable', REVISION_UNUSABLE);
      const saved = await updateArticle(db, id, input.data, { savedBy: c.get('user').id, restoredFrom: revisionId });
      if (!saved) throw articleError('not_found');
      const event = eventFor(saved.before, saved.after);
      if (event) await publisher.siteChanged(event, summary(saved.after));
      else if (recordsMove(saved.before, saved.after)) await publisher.redirectsChanged();
      await auditArticle(db, c, event, saved.after);
      return c.json({ article: saved.after });
    });
}
