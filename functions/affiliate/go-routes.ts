/**
 * GET /go/{id}: every affiliate link of the public site. It picks the destination on the server
 * (docs/decisions/053): the reader's own choice of store, their country (the CDN's header named
 * by GEO_COUNTRY_HEADER, else the local GeoIP data), the page language's store, else the
 * product's one stored URL. It counts the click (link, article, locale, day, country, marketplace;
 * never the reader's address) and redirects with AFFILIATE_REDIRECT_STATUS (302 unless set).
 * An unknown id answers the site's 404 page and counts nothing. The page names its locale with
 * ?l=en|pt. ?geo=BR forces a country for a signed-in team member testing (not counted).
 * GET /go/store: the reader's choice of store (store-choice.ts).
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/http.ts';
import { notFoundPage } from '../site/site-routes.ts';
import { recordClick } from './clicks.ts';
import { chooseDestination } from './geo/choose.ts';
import { geoConfig } from './geo/config.ts';
import { storedDestinations } from './geo/destinations.ts';
import { countryFrom, readerCountry } from './geo/reader-country.ts';
import { chosenStore, storeChoice } from './geo/store-choice.ts';
import { findTrackedLink } from './tracked-links.ts';

export function goRoutes({
  db,
  env,
  site,
  logger,
  auth,
  trustedProxies,
}: Pick<AppDeps, 'db' | 'env' | 'site' | 'logger' | 'auth' | 'trustedProxies'>) {
  const status = Number(env.AFFILIATE_REDIRECT_STATUS) as 301 | 302 | 307;
  const sources = { header: env.GEO_COUNTRY_HEADER, geoip: env.GEOIP, trustedProxies };
  const pageLocale = (c: Context<AppEnv>) => {
    const param = c.req.query('l');
    return param === 'en' || param === 'pt' ? param : c.get('locale');
  };
  /** ?geo=XX from a signed-in team member: the country to test with; else null (and ignored). */
  const forcedCountry = async (c: Context<AppEnv>) => {
    const code = countryFrom(c.req.query('geo'));
    if (!code) return null;
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    return session ? code : null;
  };
  return new Hono<AppEnv>()
    .get('/store', async (c) => storeChoice(c, await geoConfig(db), pageLocale(c)))
    .get('/:id', async (c) => {
      const locale = pageLocale(c);
      const link = await findTrackedLink(db, c.req.param('id'));
      if (!link) return notFoundPage(c, site, locale);
      const [config, destinations, forced] = await Promise.all([geoConfig(db), storedDestinations(db, link.id), forcedCountry(c)]);
      const chosenMarketplace = chosenStore(c, config);
      // Looked up even when it cannot change the answer: the clicks per country tell editors where destinations would earn.
      const country = forced ?? (await readerCountry(c, sources));
      const choice = chooseDestination({
        config,
        destinations,
        productName: link.name,
        defaultUrl: link.destination,
        locale,
        chosenMarketplace,
        country,
      });
      // A HEAD (link checkers, previews) is not a reader's click, nor is an editor's ?geo= test.
      if (c.req.method === 'GET' && !forced) {
        try {
          await recordClick(db, link, locale, new Date(), { country: country ?? 'XX', marketplace: choice.marketplace });
        } catch (error) {
          // The reader still reaches the shop when the count cannot be written.
          logger.warn('affiliate click not recorded', { requestId: c.get('requestId'), link: link.id, error });
        }
      }
      // Not cached anywhere (even a 301): every click reaches the server, is counted, and is chosen for its reader.
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Vary', 'Cookie');
      return c.redirect(choice.url, status);
    });
}
