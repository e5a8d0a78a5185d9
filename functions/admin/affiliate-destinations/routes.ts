/**
 * /api/admin/affiliate (issue 29, docs/decisions/053): the marketplaces, the country →
 * marketplace map and each tracked product's destinations per marketplace, with the preview of
 * which store each country gets. The route and field names are the API; the shapes are
 * declared in src/lib/contracts/affiliate-destinations.ts. Roles: functions/auth/permissions.ts.
 */
import { Hono } from 'hono';
import {
  countryMapBodySchema,
  destinationsBodySchema,
  marketplaceCreateSchema,
  marketplacePatchSchema,
  PREVIEW_COUNTRIES,
} from '../../../src/lib/contracts/affiliate-destinations.ts';
import type { AppDeps } from '../../app-deps.ts';
import { geoConfig, mapAnswer, saveCountryMap } from '../../affiliate/geo/config.ts';
import { destinationsOf, saveDestinations, trackedProducts } from '../../affiliate/geo/destinations.ts';
import { createMarketplace, deleteMarketplace, listMarketplaces, updateMarketplace } from '../../affiliate/geo/marketplaces.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { domainParam, previewQuery, productParam, productsQuery } from './schemas.ts';

export function adminAffiliateDestinationRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  // Pages show the page language's marketplace disclosure: a store's change re-renders the pages
  // whose keys hold it (page-plan.ts), and only those.
  const storesChanged = () => publisher.settingsChanged();
  return new Hono<AppEnv>()
    .get('/marketplaces', async (c) => c.json({ marketplaces: await listMarketplaces(db) }))
    .post('/marketplaces', validate('json', marketplaceCreateSchema), async (c) => {
      const marketplace = await createMarketplace(db, c.req.valid('json'));
      await storesChanged();
      return c.json({ marketplace }, 201);
    })
    .patch('/marketplaces/:domain', validate('param', domainParam), validate('json', marketplacePatchSchema), async (c) => {
      const marketplace = await updateMarketplace(db, c.req.valid('param').domain, c.req.valid('json'));
      await storesChanged();
      return c.json({ marketplace });
    })
    .delete('/marketplaces/:domain', validate('param', domainParam), async (c) => {
      await deleteMarketplace(db, c.req.valid('param').domain);
      await storesChanged();
      return c.body(null, 204);
    })
    .get('/countries', async (c) => c.json({ map: mapAnswer((await geoConfig(db)).map) }))
    .put('/countries', validate('json', countryMapBodySchema), async (c) =>
      c.json({ map: mapAnswer(await saveCountryMap(db, c.req.valid('json').map)) }),
    )
    .get('/products', validate('query', productsQuery), async (c) =>
      c.json({ products: await trackedProducts(db, c.req.valid('query').q) }),
    )
    .get('/products/:id/destinations', validate('param', productParam), validate('query', previewQuery), async (c) => {
      const countries = c.req.valid('query').countries ?? PREVIEW_COUNTRIES;
      return c.json(await destinationsOf(db, c.req.valid('param').id, countries, c.get('locale')));
    })
    .put('/products/:id/destinations', validate('param', productParam), validate('json', destinationsBodySchema), async (c) => {
      const { id } = c.req.valid('param');
      await saveDestinations(db, id, c.req.valid('json').destinations);
      return c.json(await destinationsOf(db, id, PREVIEW_COUNTRIES, c.get('locale')));
    });
}
