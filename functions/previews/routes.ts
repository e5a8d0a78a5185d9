/**
 * GET /preview/{token} (and /pt/preview/{token}): a draft or scheduled article rendered on
 * demand with the site's real layout, as if published (docs/decisions/031). No sign-in: the
 * link is the secret. Never cached, never indexed; an unknown, expired or revoked token gets
 * the site's 404 page, with nothing said about why, except that a link of an article published
 * since leads to its public page.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import { articleAsPublished } from '../content/queries.ts';
import type { AppEnv } from '../lib/http.ts';
import { withHeadTag } from '../site/renderer/page-renderer.ts';
import { buildingPage, notFoundPage } from '../site/site-routes.ts';
import { PreviewLinks, previewTokenSchema } from './preview-links.ts';

const ROBOTS = 'noindex, nofollow';
/** The token is in the address: no page it links to learns it from a Referer. */
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': ROBOTS, 'Referrer-Policy': 'no-referrer' };

const BANNER = {
  en: 'Preview: this article is not published yet. Share this address only with people who should read it first.',
  pt: 'Pré-visualização: este artigo ainda não foi publicado. Compartilhe este endereço só com quem deve lê-lo antes.',
};

/** The preview's marks: a robots meta (no other), and a banner at the top of the page. */
export function markAsPreview(html: string, language: 'en' | 'pt'): string {
  const withoutRobots = html.replace(/<meta\s+name=["']?robots["']?[^>]*>/gi, '');
  const marked = withHeadTag(withoutRobots, `<meta name="robots" content="${ROBOTS}">`);
  const banner = `<p role="note" class="bg-accent-soft px-3.5 py-1.5 text-center text-accent" data-preview-banner>${BANNER[language]}</p>`;
  return marked.replace(/<body(\s[^>]*)?>/i, (body) => `${body}${banner}`);
}

/** A request path fit for the log: a preview token is a secret, so it is not written there. */
export const withoutPreviewToken = (path: string) => path.replace(/^((?:\/pt)?\/preview\/)[^/]+/, '$1…');

/**
 * Sets the preview's headers on whatever it answers (page, 404, 503). Registered in app.ts
 * ahead of the security headers, which would otherwise put the site's Referrer-Policy back.
 */
export const previewHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.res.headers.set(name, value);
};

export function previewRoutes({ db, env, site, runner }: Pick<AppDeps, 'db' | 'env' | 'site' | 'runner'>, locale: 'en' | 'pt') {
  const links = new PreviewLinks(db);
  return new Hono<AppEnv>().get('/:token', async (c: Context<AppEnv>) => {
    const token = previewTokenSchema.safeParse(c.req.param('token'));
    const link = token.success ? await links.find(token.data) : null;
    if (link && !link.open) {
      // The article has been published since (which ended the link): its page is the place now.
      const live = await db
        .selectFrom('articles')
        .select(['slug', 'idioma'])
        .where('id', '=', link.articleId)
        .where('status', '=', 'publicado')
        .executeTakeFirst();
      if (live) return c.redirect(articleUrl(live), 302);
    }
    const article = link?.open ? await articleAsPublished(db, link.articleId, env.PRICE_MAX_AGE_DAYS) : null;
    if (!article) return notFoundPage(c, site, locale);
    // Only a server that builds the site holds its renderer; before the first build, the site's own "getting ready" page.
    const body = runner ? await runner.renderPreview(article) : null;
    if (!body) return buildingPage(c, locale, site.build.state === 'failed');
    return c.html(markAsPreview(body.toString('utf8'), article.idioma), 200);
  });
}
