/**
 * Issue 29: destinations per marketplace chosen per country on /go/{id}: the country headers,
 * the GeoIP lookup on fixed addresses (IPv4 and IPv6), the neighbour rules, the reader's choice,
 * marketplaces without a tracking ID, the cache header, clicks that hold no address, the admin
 * API (marketplaces, countries, destinations) with its roles, and the bad input it refuses.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { affiliateClicksSchema } from '../../src/lib/contracts/affiliate.ts';
import {
  countryMapAnswerSchema,
  destinationsAnswerSchema,
  marketplacesAnswerSchema,
} from '../../src/lib/contracts/affiliate-destinations.ts';
import { createTestContext, fromAddress, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let productId: string;

const article = {
  titulo: 'Best kettles',
  categoria: 'culinaria',
  meta_descricao: 'Kettles we tested.',
  conteudo_html: '<p>Tested.</p>',
  autor: 'Marina',
  tempo_leitura: '3',
  status: 'publicado',
  idioma: 'pt',
  products: [
    { name: 'Kettle K', description: 'Fast', price: '99.90', affiliate_link: 'https://www.amazon.com.br/dp/K0DEFAULT1', image_url: '' },
  ],
};

const admin = (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
  ctx.app.request(url, { method, headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
const go = (query = '', init: RequestInit = {}, address?: string, app = ctx.app) =>
  app.request(`/go/${productId}${query}`, init, address ? fromAddress(address) : undefined);
const clickRows = () => ctx.handle.db.selectFrom('affiliate_clicks').selectAll().execute();

beforeAll(async () => {
  ctx = await createTestContext({ env: { GEO_COUNTRY_HEADER: 'CF-IPCountry' } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  const created = await admin('POST', '/api/admin/articles', article);
  expect(created.status).toBe(201);
  const row = await ctx.handle.db.selectFrom('related_products').select('id').executeTakeFirstOrThrow();
  productId = row.id;
  // The site's own tracking IDs in the stores it earns in; amazon.nl stays without one.
  for (const [domain, tag] of [
    ['amazon.com', 'site-20'],
    ['amazon.com.br', 'site-br-20'],
    ['amazon.es', 'site-es-21'],
    ['amazon.co.uk', 'site-uk-21'],
    ['amazon.de', 'site-de-21'],
    ['amazon.fr', 'site-fr-21'],
  ] as const) {
    expect((await admin('PATCH', `/api/admin/affiliate/marketplaces/${domain}`, { tracking_id: tag })).status).toBe(200);
  }
}, 60_000);
afterAll(() => ctx.close());

describe('before a product has destinations', () => {
  it('leads to its one stored URL, as before, and counts the country', async () => {
    const response = await go('?l=pt', { headers: { 'CF-IPCountry': 'PT' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.amazon.com.br/dp/K0DEFAULT1');
    expect(await clickRows()).toMatchObject([{ country: 'PT', marketplace: 'default', count: 1 }]);
  });
});

describe('the admin API', () => {
  it('lists the shipped marketplaces and the neighbour rules', async () => {
    const markets = marketplacesAnswerSchema.parse(await json(await admin('GET', '/api/admin/affiliate/marketplaces')));
    expect(markets.marketplaces.map((m) => m.domain)).toEqual(
      expect.arrayContaining(['amazon.com', 'amazon.com.br', 'amazon.es', 'amazon.co.uk', 'amazon.de', 'amazon.nl', 'amazon.fr']),
    );
    expect(markets.marketplaces.find((m) => m.domain === 'amazon.nl')).toMatchObject({ tracking_id: null, active: false });
    const { map } = countryMapAnswerSchema.parse(await json(await admin('GET', '/api/admin/affiliate/countries')));
    expect(map).toMatchObject({
      PT: 'amazon.es',
      IE: 'GB',
      AT: 'DE',
      CH: 'DE',
      BE: ['amazon.nl', 'amazon.fr'],
      BR: 'amazon.com.br',
      AR: 'amazon.com',
    });
  });

  it('saves destinations (URL, ASIN, search, none) and previews the store of each country', async () => {
    const response = await admin('PUT', `/api/admin/affiliate/products/${productId}/destinations`, {
      destinations: [
        { marketplace: 'amazon.com.br', asin: 'b0brazil01', status: 'exact' },
        { marketplace: 'amazon.es', url: 'https://www.amazon.es/dp/B0SPAIN001?tag=someone-else-21', status: 'exact' },
        { marketplace: 'amazon.com', status: 'search' },
        { marketplace: 'amazon.co.uk', asin: 'B0UKINGDOM', status: 'exact' },
        { marketplace: 'amazon.nl', asin: 'B0NETHERL1', status: 'exact' },
        { marketplace: 'amazon.fr', asin: 'B0FRANCE01', status: 'exact' },
        { marketplace: 'amazon.de', status: 'none' },
      ],
    });
    expect(response.status).toBe(200);
    const answer = destinationsAnswerSchema.parse(await json(response));
    expect(answer.destinations.find((d) => d.marketplace === 'amazon.com.br')).toMatchObject({
      asin: 'B0BRAZIL01',
      resolved_url: 'https://www.amazon.com.br/dp/B0BRAZIL01?tag=site-br-20',
    });
    const preview = Object.fromEntries(answer.preview.map((row) => [row.country, `${row.marketplace} ${row.status}`]));
    expect(preview).toMatchObject({
      BR: 'amazon.com.br exact',
      PT: 'amazon.es exact',
      IE: 'amazon.co.uk exact',
      BE: 'amazon.fr exact',
      US: 'amazon.com search',
      MX: 'amazon.com search',
      // DE's store has the product as none: the page language's (pt → com.br) comes next.
      AT: 'amazon.com.br exact',
    });
  });

  it('lists tracked products to pick from, by name or article title, with their destination count', async () => {
    const found = await json(await admin('GET', '/api/admin/affiliate/products?q=kett'));
    expect(found.products).toEqual([
      { id: productId, kind: 'related_product', name: 'Kettle K', article_titulo: 'Best kettles', idioma: 'pt', destinations: 7 },
    ]);
    expect((await json(await admin('GET', '/api/admin/affiliate/products?q=%25_nothing'))).products).toEqual([]);
  });

  it('refuses bad destinations on save, in the request’s language, and keeps the stored ones', async () => {
    const before = await json(await admin('GET', `/api/admin/affiliate/products/${productId}/destinations`));
    for (const destination of [
      { marketplace: 'amazon.es', url: 'javascript:alert(1)', status: 'exact' },
      { marketplace: 'amazon.es', url: 'ftp://amazon.es/x', status: 'exact' },
      { marketplace: 'amazon.es', asin: 'B0SHORT', status: 'exact' },
      { marketplace: 'amazon.es', asin: 'B0SPAIN-01', status: 'exact' },
      { marketplace: 'amazon.es', status: 'exact' },
      { marketplace: 'amazon.es', status: 'maybe' },
      { marketplace: 'https://amazon.es', url: 'https://amazon.es/x', status: 'exact' },
    ]) {
      const response = await admin(
        'PUT',
        `/api/admin/affiliate/products/${productId}/destinations`,
        { destinations: [destination] },
        { 'Accept-Language': 'pt-BR' },
      );
      expect(response.status, JSON.stringify(destination)).toBe(400);
      expect((await json(response)).error.code).toBe('validation_failed');
    }
    const unknown = await admin('PUT', `/api/admin/affiliate/products/${productId}/destinations`, {
      destinations: [{ marketplace: 'amazon.pt', url: 'https://amazon.pt/x', status: 'exact' }],
    });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).error.code).toBe('unknown_marketplace');
    const missing = await admin('GET', '/api/admin/affiliate/products/6f1e2d8a-0b7c-4c53-9d61-3f1a2b4c5d6e/destinations');
    expect(missing.status).toBe(404);
    expect(await json(await admin('GET', `/api/admin/affiliate/products/${productId}/destinations`))).toEqual(before);
  });

  it('refuses a map that loops or names an unknown marketplace, and keeps the stored map', async () => {
    const before = await json(await admin('GET', '/api/admin/affiliate/countries'));
    const loop = await admin('PUT', '/api/admin/affiliate/countries', { map: { PT: 'ES', ES: 'PT' } }, { 'Accept-Language': 'pt-BR' });
    expect(loop.status).toBe(422);
    expect((await json(loop)).error).toMatchObject({ code: 'country_map_invalid', message: expect.stringContaining('O mapa dá voltas') });
    const unknown = await admin('PUT', '/api/admin/affiliate/countries', { map: { PT: 'amazon.pt' } });
    expect(unknown.status).toBe(422);
    for (const map of [{ PRT: 'amazon.es' }, { PT: 42 }, { PT: [] }, 'PT']) {
      expect((await admin('PUT', '/api/admin/affiliate/countries', { map })).status, JSON.stringify(map)).toBe(400);
    }
    expect(await json(await admin('GET', '/api/admin/affiliate/countries'))).toEqual(before);
  });

  it('creates, renames and deletes a marketplace; refuses to delete one the map names', async () => {
    const created = await admin('POST', '/api/admin/affiliate/marketplaces', {
      domain: 'Loja.Example.com',
      tracking_id: 'site-7',
      disclosure: { en: 'We earn a commission.', pt: 'Recebemos uma comissão.' },
    });
    expect(created.status).toBe(201);
    expect((await json(created)).marketplace).toMatchObject({ domain: 'loja.example.com', active: true });
    expect((await admin('POST', '/api/admin/affiliate/marketplaces', { domain: 'loja.example.com' })).status).toBe(409);
    expect((await admin('POST', '/api/admin/affiliate/marketplaces', { domain: 'https://x.example/' })).status).toBe(400);
    const renamed = await admin('PATCH', '/api/admin/affiliate/marketplaces/loja.example.com', { domain: 'loja2.example.com' });
    expect((await json(renamed)).marketplace.domain).toBe('loja2.example.com');
    const inUse = await admin('DELETE', '/api/admin/affiliate/marketplaces/amazon.es');
    expect(inUse.status).toBe(409);
    expect((await json(inUse)).error.message).toContain('PT');
    expect((await admin('DELETE', '/api/admin/affiliate/marketplaces/loja2.example.com')).status).toBe(204);
    expect((await admin('DELETE', '/api/admin/affiliate/marketplaces/loja2.example.com')).status).toBe(404);
  });

  it('lets editors edit destinations, and only administrators change marketplaces and the map', async () => {
    const editor = { ...(await signIn(ctx, { role: 'editor' })).headers, 'Content-Type': 'application/json' };
    const author = { ...(await signIn(ctx, { role: 'author' })).headers, 'Content-Type': 'application/json' };
    const as = (h: Record<string, string>, method: string, url: string, body?: unknown) =>
      ctx.app.request(url, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    expect((await as(editor, 'GET', `/api/admin/affiliate/products/${productId}/destinations`)).status).toBe(200);
    expect((await as(editor, 'GET', '/api/admin/affiliate/countries')).status).toBe(200);
    expect((await as(editor, 'PUT', '/api/admin/affiliate/countries', { map: { PT: 'amazon.es' } })).status).toBe(403);
    expect((await as(editor, 'PATCH', '/api/admin/affiliate/marketplaces/amazon.es', { tracking_id: 'x' })).status).toBe(403);
    expect((await as(author, 'GET', `/api/admin/affiliate/products/${productId}/destinations`)).status).toBe(403);
    expect((await ctx.app.request('/api/admin/affiliate/marketplaces')).status).toBe(401);
  });
});

describe('/go/{id} chooses per reader', () => {
  const location = async (query: string, init: RequestInit = {}, address?: string, app = ctx.app) =>
    (await go(query, init, address, app)).headers.get('location');

  it('follows the CDN header and the neighbour rules, and answers 302 private, no-store', async () => {
    const response = await go('?l=pt', { headers: { 'CF-IPCountry': 'PT' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The pasted link's foreign tag is replaced by the site's own.
    expect(response.headers.get('location')).toBe('https://www.amazon.es/dp/B0SPAIN001?tag=site-es-21');
    expect(await location('?l=pt', { headers: { 'CF-IPCountry': 'IE' } })).toBe('https://www.amazon.co.uk/dp/B0UKINGDOM?tag=site-uk-21');
    expect(await location('?l=en', { headers: { 'CF-IPCountry': 'AR' } })).toBe('https://www.amazon.com/s?k=Kettle%20K&tag=site-20');
  });

  it('never sends a reader to a marketplace without a tracking ID (BE: nl has none, so fr)', async () => {
    expect(await location('?l=en', { headers: { 'CF-IPCountry': 'BE' } })).toBe('https://www.amazon.fr/dp/B0FRANCE01?tag=site-fr-21');
    expect(await location('?l=en', { headers: { 'CF-IPCountry': 'NL', Cookie: 'go_store=amazon.nl' } })).not.toContain('amazon.nl');
  });

  it('treats a garbage, XX or unnamed country header as unknown: the page language decides', async () => {
    for (const value of ['XX', 'T1', 'Portugal', '<b>', '']) {
      expect(await location('?l=pt', { headers: { 'CF-IPCountry': value } }), value).toBe(
        'https://www.amazon.com.br/dp/B0BRAZIL01?tag=site-br-20',
      );
    }
    expect(await location('?l=en', { headers: { 'CloudFront-Viewer-Country': 'PT' } })).toBe(
      'https://www.amazon.com/s?k=Kettle%20K&tag=site-20',
    );
  });

  it('looks the country up in the GeoIP data when there is no header, IPv4 and IPv6', async () => {
    expect(await location('?l=en', {}, '193.136.0.1')).toContain('amazon.es');
    expect(await location('?l=en', {}, '2001:690::1')).toContain('amazon.es');
    expect(await location('?l=en', {}, '200.147.67.142')).toContain('amazon.com.br');
    expect(await location('?l=pt', {}, '2a02:2e0::1')).toBe('https://www.amazon.com.br/dp/B0BRAZIL01?tag=site-br-20');
    const off = createApp({ ...ctx.deps, env: { ...ctx.env, GEOIP: false } });
    expect(await location('?l=en', {}, '193.136.0.1', off)).toContain('amazon.com/');
  }, 60_000);

  it('puts the reader’s own choice of store (remembered in a cookie for /go) before the country', async () => {
    const chooser = await ctx.app.request('/go/store?l=pt&back=/pt/artigo/x');
    expect(chooser.status).toBe(200);
    const page = await chooser.text();
    expect(page).toContain('Escolha sua loja');
    expect(page).toContain('amazon.de');
    expect(page).not.toContain('>amazon.nl<');
    const chosen = await ctx.app.request('/go/store?m=amazon.de&back=/pt/artigo/x');
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('/pt/artigo/x');
    const cookie = chosen.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^go_store=amazon\.de;.*Path=\/go/);
    // amazon.de has the product as none: the choice is skipped, then the country.
    expect(await location('?l=pt', { headers: { 'CF-IPCountry': 'BR', Cookie: 'go_store=amazon.de' } })).toContain('amazon.com.br');
    expect(await location('?l=pt', { headers: { 'CF-IPCountry': 'BR', Cookie: 'go_store=amazon.co.uk' } })).toContain('amazon.co.uk');
    expect((await ctx.app.request('/go/store?m=amazon.nl')).status).toBe(200);
    expect((await ctx.app.request('/go/store?m=auto&back=//evil.example')).headers.get('location')).toBe('/');
  });

  it('honours ?geo= only for a signed-in team member, counts nothing then, and ignores a ?geo= that is not a country', async () => {
    const before = await clickRows();
    expect(await location('?l=en&geo=PT', { headers: { Cookie: headers.Cookie! } })).toContain('amazon.es');
    expect(await clickRows()).toEqual(before);
    expect(await location('?l=en&geo=PT')).toContain('amazon.com/');
    expect(await location('?l=pt&geo=Brazil', { headers: { Cookie: headers.Cookie!, 'CF-IPCountry': 'IE' } })).toContain('amazon.co.uk');
  });

  it('records country and marketplace per click, and never the reader’s address', async () => {
    await ctx.handle.db.deleteFrom('affiliate_clicks').execute();
    await go('?l=en', {}, '193.136.0.1');
    await go('?l=en', {}, '193.136.0.1');
    await go('?l=pt', { headers: { 'CF-IPCountry': 'IE' } }, '2001:690::1');
    const rows = await clickRows();
    expect(rows.map((r) => [r.country, r.marketplace, r.locale, r.count]).sort()).toEqual([
      ['IE', 'amazon.co.uk', 'pt', 1],
      ['PT', 'amazon.es', 'en', 2],
    ]);
    const dump = JSON.stringify((await sql`SELECT * FROM affiliate_clicks`.execute(ctx.handle.db)).rows, (_key, value: unknown) =>
      typeof value === 'bigint' ? String(value) : value,
    );
    expect(dump).not.toContain('193.136');
    expect(dump).not.toContain('2001:690');
    const figures = affiliateClicksSchema.parse(await json(await admin('GET', '/api/admin/affiliate/clicks?days=1')));
    expect(figures.by_country).toEqual([
      { country: 'PT', marketplace: 'amazon.es', clicks: 2 },
      { country: 'IE', marketplace: 'amazon.co.uk', clicks: 1 },
    ]);
  });

  it('checks every destination in the daily link check', async () => {
    const { destinationUrlsToCheck } = await import('../../functions/affiliate/geo/destinations.ts');
    expect((await destinationUrlsToCheck(ctx.handle.db)).sort()).toEqual(
      [
        'https://www.amazon.co.uk/dp/B0UKINGDOM?tag=site-uk-21',
        'https://www.amazon.com.br/dp/B0BRAZIL01?tag=site-br-20',
        'https://www.amazon.com/s?k=Kettle%20K&tag=site-20',
        'https://www.amazon.es/dp/B0SPAIN001?tag=site-es-21',
        'https://www.amazon.fr/dp/B0FRANCE01?tag=site-fr-21',
      ].sort(),
    );
  });
});
