/**
 * GET /go/{id}: every affiliate link of the public site. It counts the click (link, article,
 * locale, day; nothing about the visitor) and redirects to the link's stored http(s)
 * destination with AFFILIATE_REDIRECT_STATUS (302 unless set). An unknown id answers the
 * site's 404 page and counts nothing. The page names its locale with ?l=en|pt.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/http.ts';
import { notFoundPage } from '../site/site-routes.ts';
import { recordClick } from './clicks.ts';
import { findTrackedLink } from './tracked-links.ts';

export function goRoutes({ db, env, site, logger }: Pick<AppDeps, 'db' | 'env' | 'site' | 'logger'>) {
  const status = Number(env.AFFILIATE_REDIRECT_STATUS) as 301 | 302 | 307;
  return new Hono<AppEnv>().get('/:id', async (c) => {
    const param = c.req.query('l');
    const locale = param === 'en' || param === 'pt' ? param : c.get('locale');
    const link = await findTrackedLink(db, c.req.param('id'));
    if (!link) return notFoundPage(c, site, locale);
    // A HEAD (link checkers, previews) is not a reader's click.
    if (c.req.method === 'GET') {
      try {
        await recordClick(db, link, locale);
      } catch (error) {
        // The reader still reaches the shop when the count cannot be written.
        logger.warn('affiliate click not recorded', { requestId: c.get('requestId'), link: link.id, error });
      }
    }
    // Not cached (even a 301), so that every click reaches the server and is counted.
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.redirect(link.destination, status);
  });
}
