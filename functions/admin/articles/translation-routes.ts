/**
 * /api/admin/articles/:id/traducao: create the translation draft (POST), link an existing
 * article as the translation (PUT), unlink (DELETE). The article service does each, and tells
 * the publisher about published pages that gain or lose a translation. An out-of-date
 * translation (issue 30): re-translate what changed (POST .../atualizar), mark it up to date
 * (POST .../em-dia), and the readers' notice (PUT .../aviso).
 */
import { Hono } from 'hono';
import type { ArticleService } from '../../articles/service.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { memberOf } from './member.ts';
import { articleIdParam, linkInput, translateInput, translationNoticeInput } from './schemas.ts';

export function translationRoutes(articles: ArticleService) {
  return new Hono<AppEnv>()
    .post('/:id/traducao', validate('param', articleIdParam), validate('json', translateInput), async (c) =>
      c.json({ article: await articles.translate(c.req.valid('param').id, c.req.valid('json').traducao_automatica) }, 201),
    )
    .put('/:id/traducao', validate('param', articleIdParam), validate('json', linkInput), async (c) =>
      c.json({ article: await articles.link(c.req.valid('param').id, c.req.valid('json').article_id) }),
    )
    .delete('/:id/traducao', validate('param', articleIdParam), async (c) =>
      c.json({ article: await articles.unlink(c.req.valid('param').id) }),
    )
    .post('/:id/traducao/atualizar', validate('param', articleIdParam), async (c) =>
      c.json(await articles.updateTranslation(c.req.valid('param').id, memberOf(c))),
    )
    .get('/:id/traducao/alteracoes', validate('param', articleIdParam), async (c) =>
      c.json(await articles.translationChanges(c.req.valid('param').id, memberOf(c))),
    )
    .post('/:id/traducao/em-dia', validate('param', articleIdParam), async (c) =>
      c.json({ article: await articles.markTranslationUpToDate(c.req.valid('param').id, memberOf(c)) }),
    )
    .put('/:id/traducao/aviso', validate('param', articleIdParam), validate('json', translationNoticeInput), async (c) =>
      c.json({ article: await articles.setTranslationNotice(c.req.valid('param').id, c.req.valid('json').aviso, memberOf(c)) }),
    );
}
