/**
 * A tracked product's destinations per marketplace (GET/PUT
 * /api/admin/affiliate/products/:id/destinations), with the preview of which marketplace each
 * country gets and each destination's last health check. The product is a related product of
 * any article (drafts too: they are prepared before publishing) or a review.
 */
import type { Kysely } from 'kysely';
import type { DestinationInput } from '../../../src/lib/contracts/affiliate-destinations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { chooseDestination, destinationUrl, type GeoConfig, type StoredDestination } from './choose.ts';
import { geoConfig, readGeoConfig } from './config.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function storedDestinations(db: Kysely<Database>, linkId: string): Promise<StoredDestination[]> {
  return db
    .selectFrom('affiliate_destinations')
    .select(['marketplace', 'url', 'asin', 'status'])
    .where('link_id', '=', linkId)
    .orderBy('marketplace')
    .execute();
}

async function trackedProduct(db: Kysely<Database>, id: string) {
  if (!UUID.test(id)) return undefined;
  const product = await db
    .selectFrom('related_products as p')
    .innerJoin('articles as a', 'a.id', 'p.article_id')
    .select(['p.id', 'p.nome as name', 'p.url_afiliado as default_url', 'a.idioma'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (product) {
    const { idioma, ...rest } = product;
    return { ...rest, kind: 'related_product' as const, language: idioma };
  }
  const review = await db
    .selectFrom('product_reviews')
    .select(['id', 'titulo as name', 'link_produto as default_url'])
    .where('id', '=', id)
    .executeTakeFirst();
  return review && { ...review, kind: 'review' as const, language: null };
}

const unknownProduct = () =>
  new ApiError(404, 'unknown_product', {
    en: 'There is no tracked product with this id (a related product of an article, or a review).',
    pt: 'Não há produto rastreado com este id (um produto relacionado de um artigo, ou uma avaliação).',
  });

export function previewCountries(
  config: GeoConfig,
  destinations: StoredDestination[],
  product: { name: string; default_url: string },
  countries: readonly string[],
  locale: 'en' | 'pt',
) {
  return countries.map((country) => {
    const choice = chooseDestination({
      config,
      destinations,
      productName: product.name,
      defaultUrl: product.default_url,
      locale,
      country,
    });
    return { country, marketplace: choice.marketplace, status: choice.status, url: choice.url };
  });
}

/** `locale`: the page language a review's button is previewed in; an article's product is previewed in its article's. */
export async function destinationsOf(db: Kysely<Database>, id: string, countries: readonly string[], locale: 'en' | 'pt') {
  const found = await trackedProduct(db, id);
  if (!found) throw unknownProduct();
  const { language, ...product } = found;
  const [config, destinations] = await Promise.all([geoConfig(db), storedDestinations(db, product.id)]);
  const resolved = destinations.map((row) => {
    const market = config.marketplaces.get(row.marketplace);
    return { ...row, resolved_url: market ? destinationUrl(market, row, product.name) : null };
  });
  const urls = resolved.flatMap((row) => (row.resolved_url ? [row.resolved_url] : []));
  const health = urls.length
    ? await db.selectFrom('affiliate_link_status').select(['url', 'state']).where('url', 'in', urls).execute()
    : [];
  return {
    product,
    destinations: resolved.map((row) => ({ ...row, health: health.find((h) => h.url === row.resolved_url)?.state ?? null })),
    preview: previewCountries(config, destinations, product, countries, language ?? locale),
  };
}

export async function saveDestinations(db: Kysely<Database>, id: string, destinations: DestinationInput[]): Promise<void> {
  const product = await trackedProduct(db, id);
  if (!product) throw unknownProduct();
  await db.transaction().execute(async (tx) => {
    const known = new Set((await tx.selectFrom('affiliate_marketplaces').select('domain').execute()).map((row) => row.domain));
    const missing = destinations.find((row) => !known.has(row.marketplace));
    if (missing) {
      throw new ApiError(422, 'unknown_marketplace', {
        en: `There is no marketplace ${missing.marketplace}. Add it under Marketplaces first.`,
        pt: `Não existe a loja ${missing.marketplace}. Cadastre-a antes em Lojas.`,
      });
    }
    await tx.deleteFrom('affiliate_destinations').where('link_id', '=', product.id).execute();
    if (destinations.length) {
      await tx
        .insertInto('affiliate_destinations')
        .values(
          destinations.map((row) => ({
            link_id: product.id,
            marketplace: row.marketplace,
            url: row.url ?? null,
            asin: row.asin ?? null,
            status: row.status,
          })),
        )
        .execute();
    }
  });
}

interface ResolvedDestination {
  url: string;
  marketplace: string;
  product: { id: string; nome: string; kind: 'related_product' | 'review' };
  /** The related product's article; null for a review. */
  article_id: string | null;
}

/**
 * Every destination per marketplace as a reader sent there reaches it (with the site's tag),
 * with its product and article: what the daily link check visits, and how a broken one is
 * traced back. `urls` limits the answer to those addresses.
 */
export async function resolvedDestinations(db: Kysely<Database>, urls?: ReadonlySet<string>): Promise<ResolvedDestination[]> {
  const config = await readGeoConfig(db);
  const rows = await db
    .selectFrom('affiliate_destinations as d')
    .leftJoin('related_products as p', 'p.id', 'd.link_id')
    .leftJoin('product_reviews as r', 'r.id', 'd.link_id')
    .select(['d.link_id', 'd.marketplace', 'd.url', 'd.asin', 'd.status', 'p.nome', 'p.article_id', 'r.titulo'])
    .where((eb) => eb.or([eb('p.id', 'is not', null), eb('r.ativo', '=', true)]))
    .orderBy('d.marketplace')
    .execute();
  return rows.flatMap((row) => {
    const market = config.marketplaces.get(row.marketplace);
    const nome = row.nome ?? row.titulo ?? '';
    const url = market ? destinationUrl(market, row, nome) : null;
    if (!url || (urls && !urls.has(url))) return [];
    const kind = row.nome === null ? ('review' as const) : ('related_product' as const);
    return [{ url, marketplace: row.marketplace, product: { id: row.link_id, nome, kind }, article_id: row.article_id }];
  });
}

/** Every URL a destination resolves to now, for the daily link check. */
export async function destinationUrlsToCheck(db: Kysely<Database>): Promise<string[]> {
  return (await resolvedDestinations(db)).map((row) => row.url);
}

/** GET /api/admin/affiliate/products?q=: tracked products to pick from (name or article title matching q), with their destination count. */
export async function trackedProducts(db: Kysely<Database>, q: string | undefined) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const [products, reviews] = await Promise.all([
    db
      .selectFrom('related_products as p')
      .innerJoin('articles as a', 'a.id', 'p.article_id')
      .select(['p.id', 'p.nome as name', 'a.titulo as article_titulo', 'a.idioma'])
      .$if(pattern !== undefined, (qb) => qb.where((eb) => eb.or([eb('p.nome', 'ilike', pattern!), eb('a.titulo', 'ilike', pattern!)])))
      .orderBy('a.titulo')
      .orderBy('p.nome')
      .limit(100)
      .execute(),
    db
      .selectFrom('product_reviews')
      .select(['id', 'titulo as name'])
      .where('ativo', '=', true)
      .$if(pattern !== undefined, (qb) => qb.where('titulo', 'ilike', pattern!))
      .orderBy('titulo')
      .limit(50)
      .execute(),
  ]);
  const ids = [...products.map((p) => p.id), ...reviews.map((r) => r.id)];
  const counts = ids.length
    ? await db
        .selectFrom('affiliate_destinations')
        .select(['link_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('link_id', 'in', ids)
        .groupBy('link_id')
        .execute()
    : [];
  const count = (id: string) => Number(counts.find((row) => row.link_id === id)?.n ?? 0);
  return [
    ...products.map((p) => ({
      id: p.id,
      kind: 'related_product' as const,
      name: p.name,
      article_titulo: p.article_titulo,
      idioma: p.idioma,
      destinations: count(p.id),
    })),
    ...reviews.map((r) => ({
      id: r.id,
      kind: 'review' as const,
      name: r.name,
      article_titulo: null,
      idioma: null,
      destinations: count(r.id),
    })),
  ];
}
