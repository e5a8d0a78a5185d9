/**
 * The marketplaces and the country map, read by every /go/{id} click and edited in the back
 * office. Reads are cached per database for a few seconds (a click costs no extra query);
 * a write through this module clears this instance's cache, and other instances of a cluster
 * see it within CONFIG_TTL_MS.
 */
import type { Kysely } from 'kysely';
import { COUNTRY_CODE } from '../../../src/lib/contracts/affiliate-destinations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { GeoConfig } from './choose.ts';

const CONFIG_TTL_MS = 5_000;
const cache = new WeakMap<Kysely<Database>, { at: number; config: Promise<GeoConfig> }>();

export function forgetGeoConfig(db: Kysely<Database>): void {
  cache.delete(db);
}

export async function readGeoConfig(db: Kysely<Database>): Promise<GeoConfig> {
  const [markets, countries] = await Promise.all([
    db.selectFrom('affiliate_marketplaces').select(['domain', 'tracking_id', 'disclosure']).orderBy('domain').execute(),
    db.selectFrom('affiliate_country_map').select(['country', 'targets']).orderBy('country').execute(),
  ]);
  return {
    marketplaces: new Map(
      markets.map((row) => [
        row.domain,
        { domain: row.domain, tracking_id: row.tracking_id, disclosure: { en: row.disclosure.en ?? '', pt: row.disclosure.pt ?? '' } },
      ]),
    ),
    map: new Map(countries.map((row) => [row.country, row.targets])),
  };
}

export function geoConfig(db: Kysely<Database>, now = Date.now()): Promise<GeoConfig> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CONFIG_TTL_MS) return hit.config;
  const config = readGeoConfig(db);
  cache.set(db, { at: now, config });
  // A failed read is not kept: the next click asks again.
  config.catch(() => cache.delete(db));
  return config;
}

/** The stored map as the API shows it: one target as a string, several as a list. */
export function mapAnswer(map: Map<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries([...map].map(([country, targets]) => [country, targets.length === 1 ? targets[0]! : targets]));
}

const mapError = (en: string, pt: string) => new ApiError(422, 'country_map_invalid', { en, pt });

/**
 * Checks a whole new map: every target a known marketplace or a country of the map, and no
 * country reaching itself through others (PT → ES → PT), which would leave a reader nowhere.
 */
export function checkCountryMap(map: Record<string, string | string[]>, marketplaces: ReadonlySet<string>): Map<string, string[]> {
  const normal = new Map(Object.entries(map).map(([country, value]) => [country, [...new Set(Array.isArray(value) ? value : [value])]]));
  for (const [country, targets] of normal) {
    for (const target of targets) {
      if (COUNTRY_CODE.test(target)) {
        if (!normal.has(target)) {
          throw mapError(
            `${country} → ${target}: ${target} is not a country of the map. Add it, or name a marketplace.`,
            `${country} → ${target}: ${target} não é um país do mapa. Inclua-o ou indique uma loja.`,
          );
        }
      } else if (!marketplaces.has(target)) {
        throw mapError(
          `${country} → ${target}: there is no marketplace ${target}. Add it under Marketplaces first.`,
          `${country} → ${target}: não existe a loja ${target}. Cadastre-a antes em Lojas.`,
        );
      }
    }
  }
  const done = new Set<string>();
  const walk = (country: string, path: string[]) => {
    if (path.includes(country)) {
      const loop = [...path.slice(path.indexOf(country)), country].join(' → ');
      throw mapError(
        `The map loops: ${loop}. A country must end at a marketplace.`,
        `O mapa dá voltas: ${loop}. Um país deve chegar a uma loja.`,
      );
    }
    if (done.has(country)) return;
    for (const target of normal.get(country) ?? []) if (COUNTRY_CODE.test(target)) walk(target, [...path, country]);
    done.add(country);
  };
  for (const country of normal.keys()) walk(country, []);
  return normal;
}

export async function saveCountryMap(db: Kysely<Database>, map: Record<string, string | string[]>): Promise<Map<string, string[]>> {
  const result = await db.transaction().execute(async (tx) => {
    const known = new Set((await tx.selectFrom('affiliate_marketplaces').select('domain').execute()).map((row) => row.domain));
    const checked = checkCountryMap(map, known);
    await tx.deleteFrom('affiliate_country_map').execute();
    if (checked.size) {
      await tx
        .insertInto('affiliate_country_map')
        .values([...checked].map(([country, targets]) => ({ country, targets })))
        .execute();
    }
    return checked;
  });
  forgetGeoConfig(db);
  return result;
}
