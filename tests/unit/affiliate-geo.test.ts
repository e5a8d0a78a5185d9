/** The country lookup (fixed IPv4 and IPv6 addresses in the shipped data) and the choice of destination, rule by rule. */
import { describe, expect, it } from 'vitest';
import { chooseDestination, countryMarketplaces, type GeoConfig, type StoredDestination } from '../../functions/affiliate/geo/choose.ts';
import { checkCountryMap } from '../../functions/affiliate/geo/config.ts';
import { loadGeoIp, lookupCountry, parseRanges, rangesBytes } from '../../functions/affiliate/geo/geoip.ts';
import { parseAddress } from '../../functions/affiliate/geo/ip-address.ts';
import { countryFrom } from '../../functions/affiliate/geo/reader-country.ts';
import type { ApiError } from '../../functions/lib/errors.ts';
import { mapToText, textToMap } from '../../src/admin/features/affiliate/lib/country-map-text.ts';

describe('addresses', () => {
  it('reads IPv4, IPv6 (compressed, full, with an IPv4 tail, with a zone) and IPv4-mapped IPv6', () => {
    expect(parseAddress('203.0.113.9')).toEqual({ family: 4, value: 0xcb007109 });
    expect(parseAddress('::ffff:203.0.113.9')).toEqual({ family: 4, value: 0xcb007109 });
    expect(parseAddress('2001:db8::1')).toEqual({ family: 6, words: [0x20010db8, 0, 0, 1] });
    expect(parseAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toEqual({ family: 6, words: [0x20010db8, 0, 0, 1] });
    expect(parseAddress('::')).toEqual({ family: 6, words: [0, 0, 0, 0] });
    expect(parseAddress('64:ff9b::192.0.2.33')).toEqual({ family: 6, words: [0x0064ff9b, 0, 0, 0xc0000221] });
    expect(parseAddress('fe80::1%eth0')).toEqual({ family: 6, words: [0xfe800000, 0, 0, 1] });
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7:8:9',
      ':1',
      '1:',
      'g::1',
      'x'.repeat(80),
    ]) {
      expect(parseAddress(bad), bad).toBeNull();
    }
  });
});

describe('GeoIP lookup', () => {
  it('finds the range by binary search, with gaps between ranges unknown', () => {
    const ranges = parseRanges(
      '16777216,16777471,AU\n16777728,16778239,CN\n',
      '2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP\n2804::,2804:ffff:ffff:ffff:ffff:ffff:ffff:ffff,BR',
    );
    expect(lookupCountry(ranges, '1.0.0.0')).toBe('AU');
    expect(lookupCountry(ranges, '1.0.0.255')).toBe('AU');
    expect(lookupCountry(ranges, '1.0.1.1')).toBeNull();
    expect(lookupCountry(ranges, '1.0.2.7')).toBe('CN');
    expect(lookupCountry(ranges, '0.0.0.1')).toBeNull();
    expect(lookupCountry(ranges, '2001:200:1::5')).toBe('JP');
    expect(lookupCountry(ranges, '2804:14c::1')).toBe('BR');
    expect(lookupCountry(ranges, '2805::1')).toBeNull();
    expect(lookupCountry(ranges, 'not an address')).toBeNull();
  });

  it('answers fixed addresses from the shipped DB-IP data, IPv4 and IPv6', async () => {
    const ranges = await loadGeoIp();
    expect(rangesBytes(ranges)).toBeGreaterThan(5_000_000);
    expect(lookupCountry(ranges, '200.147.67.142')).toBe('BR');
    expect(lookupCountry(ranges, '193.136.0.1')).toBe('PT');
    expect(lookupCountry(ranges, '8.8.8.8')).toBe('US');
    expect(lookupCountry(ranges, '81.2.69.142')).toBe('GB');
    expect(lookupCountry(ranges, '::ffff:200.147.67.142')).toBe('BR');
    expect(lookupCountry(ranges, '2804:14c::1')).toBe('BR');
    expect(lookupCountry(ranges, '2001:690::1')).toBe('PT');
    expect(lookupCountry(ranges, '2a02:2e0::1')).toBe('DE');
    expect(lookupCountry(ranges, '127.0.0.1')).toBeNull();
    expect(lookupCountry(ranges, '::1')).toBeNull();
  }, 60_000);
});

describe('country codes from headers and ?geo=', () => {
  it('accepts two letters, and treats XX, T1 and garbage as unknown', () => {
    expect(countryFrom('br')).toBe('BR');
    expect(countryFrom(' PT ')).toBe('PT');
    for (const bad of [undefined, null, '', 'XX', 'T1', 'BRA', '<script>', 'B1', '12']) expect(countryFrom(bad), String(bad)).toBeNull();
  });
});

const market = (domain: string, tracking_id: string | null = `site-${domain}`) =>
  [domain, { domain, tracking_id, disclosure: { en: '', pt: '' } }] as const;
const config: GeoConfig = {
  marketplaces: new Map([
    market('amazon.com'),
    market('amazon.com.br'),
    market('amazon.co.uk'),
    market('amazon.es'),
    market('amazon.de'),
    market('amazon.nl', null),
    market('amazon.fr'),
    market('shop.example'),
  ]),
  map: new Map([
    ['US', ['amazon.com']],
    ['BR', ['amazon.com.br']],
    ['PT', ['amazon.es']],
    ['GB', ['amazon.co.uk']],
    ['IE', ['GB']],
    ['DE', ['amazon.de']],
    ['AT', ['DE']],
    ['BE', ['amazon.nl', 'amazon.fr']],
    ['MX', ['amazon.com']],
  ]),
};
const exact = (marketplace: string, extra: Partial<StoredDestination> = {}): StoredDestination => ({
  marketplace,
  url: null,
  asin: 'B000TEST01',
  status: 'exact',
  ...extra,
});
const all: StoredDestination[] = ['amazon.com', 'amazon.com.br', 'amazon.co.uk', 'amazon.es', 'amazon.de', 'amazon.nl', 'amazon.fr'].map(
  (m) => exact(m),
);
const choose = (country: string | null, options: Partial<Parameters<typeof chooseDestination>[0]> = {}) =>
  chooseDestination({
    config,
    destinations: all,
    productName: 'Blender A',
    defaultUrl: 'https://shop.example/a',
    locale: 'en',
    country,
    ...options,
  });

describe('choosing a destination', () => {
  it('follows the neighbour rules: PT → amazon.es, IE → GB → co.uk, AT → DE → de, MX → com', () => {
    expect(countryMarketplaces(config.map, 'IE')).toEqual(['amazon.co.uk']);
    expect(choose('PT')).toEqual({
      marketplace: 'amazon.es',
      status: 'exact',
      url: 'https://www.amazon.es/dp/B000TEST01?tag=site-amazon.es',
    });
    expect(choose('IE').marketplace).toBe('amazon.co.uk');
    expect(choose('AT').marketplace).toBe('amazon.de');
    expect(choose('MX').marketplace).toBe('amazon.com');
    expect(choose('BR').url).toBe('https://www.amazon.com.br/dp/B000TEST01?tag=site-amazon.com.br');
  });

  it('never chooses a marketplace without a tracking ID (BE → nl has none, so fr)', () => {
    expect(choose('BE').marketplace).toBe('amazon.fr');
    expect(choose(null, { chosenMarketplace: 'amazon.nl' }).marketplace).toBe('amazon.com');
  });

  it('puts the reader’s choice before the country, and the page language last', () => {
    expect(choose('BR', { chosenMarketplace: 'amazon.de' }).marketplace).toBe('amazon.de');
    expect(choose(null, { locale: 'pt' }).marketplace).toBe('amazon.com.br');
    expect(choose('JP', { locale: 'en' }).marketplace).toBe('amazon.com');
  });

  it('skips a marketplace whose status is none, builds a search, and keeps the product’s URL without destinations', () => {
    const destinations = [exact('amazon.es', { status: 'none' }), exact('amazon.com', { asin: null, status: 'search' })];
    expect(choose('PT', { destinations })).toEqual({
      marketplace: 'amazon.com',
      status: 'search',
      url: 'https://www.amazon.com/s?k=Blender%20A&tag=site-amazon.com',
    });
    expect(choose('PT', { destinations: [] })).toEqual({ marketplace: 'default', status: 'default', url: 'https://shop.example/a' });
    expect(choose('BR', { destinations: [exact('amazon.es')], locale: 'pt' }).marketplace).toBe('default');
  });

  it('adds no tag but the site’s own: a pasted link’s tag is replaced, other stores’ URLs are kept', () => {
    const destinations = [exact('amazon.es', { asin: null, url: 'https://www.amazon.es/dp/X?tag=someone-else-21&th=1' })];
    expect(choose('ES', { config: { ...config, map: new Map([['ES', ['amazon.es']]]) }, destinations }).url).toBe(
      'https://www.amazon.es/dp/X?tag=site-amazon.es&th=1',
    );
    const shop = [exact('shop.example', { asin: null, url: 'https://shop.example/p/1?ref=site' })];
    expect(choose(null, { chosenMarketplace: 'shop.example', destinations: shop }).url).toBe('https://shop.example/p/1?ref=site');
  });
});

describe('country map checks', () => {
  const known = new Set(['amazon.es', 'amazon.co.uk']);
  const refusal = (map: Record<string, string | string[]>) => {
    try {
      checkCountryMap(map, known);
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('accepted');
  };

  it('accepts marketplaces and countries of the map', () => {
    expect(checkCountryMap({ PT: 'amazon.es', GB: 'amazon.co.uk', IE: ['GB', 'amazon.es'] }, known).get('IE')).toEqual(['GB', 'amazon.es']);
  });

  it('refuses a loop, an unknown marketplace and a country missing from the map', () => {
    const loop = refusal({ PT: 'ES', ES: 'FR', FR: 'PT' });
    expect(loop.code).toBe('country_map_invalid');
    expect(loop.body('en').error.message).toContain('PT → ES → FR → PT');
    expect(loop.body('pt').error.message).toContain('O mapa dá voltas');
    expect(refusal({ PT: 'amazon.pt' }).body('en').error.message).toContain('there is no marketplace amazon.pt');
    expect(refusal({ IE: 'GB' }).body('en').error.message).toContain('GB is not a country of the map');
  });
});

describe('the back office’s country map text', () => {
  it('writes one line per country and reads it back, several stores as a list', () => {
    const map = { PT: 'amazon.es', BE: ['amazon.nl', 'amazon.fr'], IE: 'GB' };
    expect(mapToText(map)).toBe('PT: amazon.es\nBE: amazon.nl, amazon.fr\nIE: GB');
    expect(textToMap(' pt : amazon.es \n\nBE: amazon.nl,amazon.fr\nIE: GB')).toEqual({ map });
  });

  it('names the first line it cannot read', () => {
    expect(textToMap('PT: amazon.es\nPortugal amazon.es')).toEqual({ badLine: 'Portugal amazon.es' });
    expect(textToMap('PT:')).toEqual({ badLine: 'PT:' });
  });
});
