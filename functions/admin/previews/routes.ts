/**
 * /api/admin/articles/:id/previas: secret preview links of a draft or scheduled article
 * (docs/decisions/031). Editors and administrators make them for any article, authors for
 * their own; the link is answered once, when it is made (only its hash is kept).
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { articleIdParam } from '../../lib/validators.ts';
import { PreviewLinks } from '../../previews/preview-links.ts';
import { checkArticleAccess, type Member } from '../../articles/authorship.ts';
import { articleError } from '../../articles/errors.ts';
import { previewedArticle } from './queries.ts';
import { previewParam } from './schemas.ts';

const NOT_DRAFT = {
  en: 'Only a draft or a scheduled article has a preview: this one is published, so its page is already on the site.',
  pt: 'Só um rascunho ou um artigo agendado tem pré-visualização: este já está publicado, e sua página já está no site.',
};
const PREVIEW_NOT_FOUND = {
  en: 'This preview link does not exist for this article, or it was already revoked.',
  pt: 'Este link de pré-visualização não existe para este artigo, ou já foi revogado.',
};

const memberOf = (c: Context<AppEnv>): Member => ({ id: c.get('user').id, role: c.get('role') });

/** The preview's address: in the article's language, as every page of it is. */
export const previewLink = (siteUrl: string, language: 'en' | 'pt', token: string) =>
  `${new URL(siteUrl).origin}${language === 'pt' ? '/pt' : ''}/preview/${token}`;

export function previewLinkRoutes({ db, env }: Pick<AppDeps, 'db' | 'env'>) {
  const links = new PreviewLinks(db);
  /** The article, after the own-work rule (authors: their own only); 404 when it does not exist. */
  const articleFor = async (c: Context<AppEnv>, id: string) => {
    await checkArticleAccess(db, memberOf(c), id, 'read');
    const article = await previewedArticle(db, id);
    if (!article) throw articleError('not_found');
    return article;
  };
  return new Hono<AppEnv>()
    .get('/:id/previas', validate('param', articleIdParam), async (c) => {
      const { id } = await articleFor(c, c.req.valid('param').id);
      return c.json({ previews: await links.listActive(id) });
    })
    .post('/:id/previas', validate('param', articleIdParam), async (c) => {
      const article = await articleFor(c, c.req.valid('param').id);
      if (article.status === 'publicado') throw new ApiError(409, 'preview_not_draft', NOT_DRAFT);
      const { preview, token } = await links.create(article.id, c.get('user').id);
      return c.json({ preview, link: previewLink(env.siteUrl, article.idioma, token) }, 201);
    })
    .delete('/:id/previas/:previewId', validate('param', previewParam), async (c) => {
      const { id, previewId } = c.req.valid('param');
      await articleFor(c, id);
      if (!(await links.revoke(id, previewId))) throw new ApiError(404, 'preview_not_found', PREVIEW_NOT_FOUND);
      return c.json({ revoked: previewId });
    });
}
