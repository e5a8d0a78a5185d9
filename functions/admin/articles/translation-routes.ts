/**
 * /api/admin/articles/:id/traducao: create the translation draft (POST), link an existing
 * article as the translation (PUT), unlink (DELETE). Published pages that gain or lose a
 * translation change (their language alternates), so they go to the publisher.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { articleError } from '../../articles/errors.ts';
import { summary } from '../../articles/events.ts';
import { getAdminArticle, type AdminArticle } from '../../articles/store.ts';
import { articleIdParam, linkInput, translateInput } from './schemas.ts';
import { translationDraft } from '../../articles/translation-draft.ts';
import { insertTranslation, linkTranslation, unlinkTranslation } from '../../articles/translations.ts';

export function translationRoutes({ db, publisher, ai, logger }: Pick<AppDeps, 'db' | 'publisher' | 'ai' | 'logger'>) {
  const notify = async (affected: AdminArticle[]) => {
    for (const article of affected) {
      if (article.status === 'publicado') await publisher.siteChanged('article.updated', summary(article));
    }
  };

  return new Hono<AppEnv>()
    .post('/:id/traducao', validate('param', articleIdParam), validate('json', translateInput), async (c) => {
      const { id } = c.req.valid('param');
      const source = await getAdminArticle(db, id);
      if (!source) throw articleError('not_found');
      // Checked before asking a model (slow, and maybe paid); checked again when saving.
      if (source.traducao) throw articleError('translation_exists');
      const draft = await translationDraft({ ai, logger }, source, c.req.valid('json').traducao_automatica);
      const article = await insertTranslation(db, id, draft.input, draft.estado);
      if (!article) throw articleError('not_found');
      return c.json({ article }, 201);
    })
    .put('/:id/traducao', validate('param', articleIdParam), validate('json', linkInput), async (c) => {
      const change = await linkTranslation(db, c.req.valid('param').id, c.req.valid('json').article_id);
      if (!change) throw articleError('not_found');
      await notify(change.affected);
      return c.json({ article: change.article });
    })
    .delete('/:id/traducao', validate('param', articleIdParam), async (c) => {
      const change = await unlinkTranslation(db, c.req.valid('param').id);
      if (!change) throw articleError('not_found');
      await notify(change.affected);
      return c.json({ article: change.article });
    });
}
