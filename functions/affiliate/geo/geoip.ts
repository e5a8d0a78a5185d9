/**
 * The reader's country from their address, looked up in memory in DB-IP's IP to Country Lite
 * data (CC BY 4.0, shipped by the npm package @ip-location-db/dbip-country; docs/decisions/053).
 * The ranges are sorted and do not overlap, so a lookup is one binary search over typed arrays:
 * no allocation per request and no address leaves the process. The data is read once per
 * process, on the first lookup that needs it (or at start-up through warm()); about 15 MB.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAddress, readIpv6 } from './ip-address.ts';

export const GEOIP_PACKAGE = '@ip-location-db/dbip-country';

export interface GeoIpRanges {
  v4Starts: Uint32Array;
  v4Ends: Uint32Array;
  v4Countries: Uint16Array;
  /** Four words per range, most significant first. */
  v6Starts: Uint32Array;
  v6Ends: Uint32Array;
  v6Countries: Uint16Array;
}

const country = (value: number) => String.fromCharCode(value >> 8, value & 0xff);

/** Counts the lines of a CSV text (the last may lack its newline). */
function lineCount(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.length > 0 && !text.endsWith('\n') ? lines + 1 : lines;
}

/** A country code at `at` of `text` followed by the line's end, or -1. */
function countryAt(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  return a >= 65 && a <= 90 && b >= 65 && b <= 90 ? (a << 8) | b : -1;
}

/**
 * Builds the ranges from the package's two CSV files (`start,end,CC` per line; IPv4 as numbers,
 * IPv6 as text). Scanned by hand rather than split into lines: the files have 700,000 rows and
 * a split would hold them all as strings at once (hundreds of MB, seconds).
 */
export function parseRanges(ipv4NumCsv: string, ipv6Csv: string): GeoIpRanges {
  const rows4 = lineCount(ipv4NumCsv);
  const v4Starts = new Uint32Array(rows4);
  const v4Ends = new Uint32Array(rows4);
  const v4Countries = new Uint16Array(rows4);
  let n4 = 0;
  for (let at = 0; at < ipv4NumCsv.length;) {
    const newline = ipv4NumCsv.indexOf('\n', at);
    const stop = newline === -1 ? ipv4NumCsv.length : newline;
    const first = ipv4NumCsv.indexOf(',', at);
    const second = ipv4NumCsv.indexOf(',', first + 1);
    const cc = second !== -1 && second < stop ? countryAt(ipv4NumCsv, second + 1) : -1;
    if (cc !== -1) {
      v4Starts[n4] = Number(ipv4NumCsv.slice(at, first));
      v4Ends[n4] = Number(ipv4NumCsv.slice(first + 1, second));
      v4Countries[n4++] = cc;
    }
    at = stop + 1;
  }
  const rows6 = lineCount(ipv6Csv);
  const v6Starts = new Uint32Array(rows6 * 4);
  const v6Ends = new Uint32Array(rows6 * 4);
  const v6Countries = new Uint16Array(rows6);
  let n6 = 0;
  for (let at = 0; at < ipv6Csv.length;) {
    const newline = ipv6Csv.indexOf('\n', at);
    const stop = newline === -1 ? ipv6Csv.length : newline;
    const first = ipv6Csv.indexOf(',', at);
    const second = ipv6Csv.indexOf(',', first + 1);
    const cc = second !== -1 && second < stop ? countryAt(ipv6Csv, second + 1) : -1;
    if (cc !== -1 && readIpv6(ipv6Csv, at, first, v6Starts, n6 * 4) && readIpv6(ipv6Csv, first + 1, second, v6Ends, n6 * 4)) {
      v6Countries[n6++] = cc;
    }
    at = stop + 1;
  }
  return {
    v4Starts: v4Starts.slice(0, n4),
    v4Ends: v4Ends.slice(0, n4),
    v4Countries: v4Countries.slice(0, n4),
    v6Starts: v6Starts.slice(0, n6 * 4),
    v6Ends: v6Ends.slice(0, n6 * 4),
    v6Countries: v6Countries.slice(0, n6),
  };
}

/** -1, 0 or 1: how the four words at `offset` of `list` compare with `words`. */
function compare6(list: Uint32Array, offset: number, words: readonly number[]): number {
  for (let i = 0; i < 4; i++) {
    const a = list[offset + i]!;
    const b = words[i]!;
    if (a !== b) return a < b ? -1 : 1;
  }
  return 0;
}

export function lookupCountry(ranges: GeoIpRanges, address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return null;
  if (parsed.family === 4) {
    const { v4Starts, v4Ends, v4Countries } = ranges;
    // The last range that starts at or before the address.
    let low = 0;
    let high = v4Starts.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (v4Starts[mid]! <= parsed.value) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found >= 0 && parsed.value <= v4Ends[found]! ? country(v4Countries[found]!) : null;
  }
  const { v6Starts, v6Ends, v6Countries } = ranges;
  let low = 0;
  let high = v6Countries.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (compare6(v6Starts, mid * 4, parsed.words) <= 0) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found >= 0 && compare6(v6Ends, found * 4, parsed.words) >= 0 ? country(v6Countries[found]!) : null;
}

/** Bytes the loaded ranges hold (the figure the bench reports). */
export function rangesBytes(ranges: GeoIpRanges): number {
  return Object.values(ranges).reduce((sum, array: Uint32Array | Uint16Array) => sum + array.byteLength, 0);
}

let loading: Promise<GeoIpRanges> | null = null;

/** The package's data, read and parsed once per process. */
export function loadGeoIp(): Promise<GeoIpRanges> {
  loading ??= (async () => {
    const folder = path.dirname(createRequire(import.meta.url).resolve(`${GEOIP_PACKAGE}/package.json`));
    const [v4, v6] = await Promise.all([
      readFile(path.join(folder, 'dbip-country-ipv4-num.csv'), 'utf8'),
      readFile(path.join(folder, 'dbip-country-ipv6.csv'), 'utf8'),
    ]);
    return parseRanges(v4, v6);
  })();
  return loading;
}
