/**
 * The reader's country for /go/{id}, in the order after their own choice: the CDN's
 * country header (only the one GEO_COUNTRY_HEADER names: any other could be sent by the reader),
 * then the local GeoIP database (GEOIP=on). The address is used in memory for the lookup and
 * never stored, logged or sent (docs/decisions/053). XX, T1 (Tor) and anything that is not two
 * letters count as unknown.
 */
import type { Context } from 'hono';
import { COUNTRY_CODE } from '../../../src/lib/contracts/affiliate-destinations.ts';
import { clientAddress, type TrustedProxies } from '../../lib/client-address.ts';
import { loadGeoIp, lookupCountry } from './geoip.ts';

/** A country code as a header or a query gives it, or null when it is not one. */
export function countryFrom(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return COUNTRY_CODE.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}

export interface CountrySources {
  header: string | undefined;
  geoip: boolean;
  trustedProxies: TrustedProxies;
}

export async function readerCountry(c: Context, sources: CountrySources): Promise<string | null> {
  if (sources.header) {
    const fromHeader = countryFrom(c.req.header(sources.header));
    if (fromHeader) return fromHeader;
  }
  if (!sources.geoip) return null;
  const address = clientAddress(c, sources.trustedProxies);
  if (address === 'unknown') return null;
  // Data that cannot be read (logged once at start-up by server.ts) leaves the page language to decide.
  const ranges = await loadGeoIp().catch(() => null);
  return ranges ? lookupCountry(ranges, address) : null;
}
