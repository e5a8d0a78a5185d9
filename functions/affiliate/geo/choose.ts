/**
 * Which destination a click on /go/{id} leads to (docs/decisions/053), as a pure function of
 * the stored configuration and what the request says: the reader's own choice of store first,
 * then the marketplaces of their country (neighbour rules included), then the page language's
 * default store, and finally the product's one stored URL. A marketplace without the site's
 * tracking ID is never chosen, and the only tag ever added to a URL is the site's own.
 */
import { isAmazonDomain, type DestinationStatus } from '../../../src/lib/contracts/affiliate-destinations.ts';

export interface MarketplaceConfig {
  domain: string;
  tracking_id: string | null;
  disclosure: { en: string; pt: string };
}

export interface GeoConfig {
  marketplaces: Map<string, MarketplaceConfig>;
  /** Country -> targets (marketplace domains, or other countries of the map), in order of preference. */
  map: Map<string, string[]>;
}

export interface StoredDestination {
  marketplace: string;
  url: string | null;
  asin: string | null;
  status: DestinationStatus;
}

/** The page language's store when nothing else decides (the pt → com.br, en → com). */
export const LANGUAGE_MARKETPLACE = { pt: 'amazon.com.br', en: 'amazon.com' } as const;

/** A country's marketplaces in order, aliases followed (a loop, refused on save, is cut short here too). */
export function countryMarketplaces(map: Map<string, string[]>, country: string | null): string[] {
  if (!country) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (code: string) => {
    if (seen.has(code)) return;
    seen.add(code);
    for (const target of map.get(code) ?? []) {
      if (target.includes('.')) {
        if (!out.includes(target)) out.push(target);
      } else visit(target);
    }
  };
  visit(country);
  return out;
}

/** The URL a reader sent to `marketplace` lands on, with the site's tag; null when the product is not sent there. */
export function destinationUrl(market: MarketplaceConfig, destination: StoredDestination, productName: string): string | null {
  const tag = market.tracking_id;
  if (!tag || destination.status === 'none') return null;
  const amazon = isAmazonDomain(market.domain);
  if (destination.status === 'exact' && destination.asin && amazon) {
    return `https://www.${market.domain}/dp/${destination.asin}?tag=${encodeURIComponent(tag)}`;
  }
  if (destination.url) {
    if (!amazon) return destination.url;
    const url = new URL(destination.url);
    // Whatever tag the pasted link carried (another site's, a plugin's), the site's own replaces it.
    url.searchParams.set('tag', tag);
    return url.href;
  }
  if (destination.status === 'search' && amazon) {
    return `https://www.${market.domain}/s?k=${encodeURIComponent(productName)}&tag=${encodeURIComponent(tag)}`;
  }
  return null;
}

export interface Choice {
  url: string;
  /** The marketplace's domain, or 'default' for the product's one stored URL. */
  marketplace: string;
  status: DestinationStatus | 'default';
}

export interface ChooseInput {
  config: GeoConfig;
  destinations: readonly StoredDestination[];
  productName: string;
  defaultUrl: string;
  locale: 'en' | 'pt';
  /** The reader's own choice of store (the first-party cookie), if any. */
  chosenMarketplace?: string | null;
  country: string | null;
}

export function chooseDestination(input: ChooseInput): Choice {
  const { config, destinations, productName, defaultUrl, locale, chosenMarketplace, country } = input;
  if (destinations.length > 0) {
    const candidates = [
      ...(chosenMarketplace ? [chosenMarketplace] : []),
      ...countryMarketplaces(config.map, country),
      LANGUAGE_MARKETPLACE[locale],
    ];
    for (const domain of candidates) {
      const market = config.marketplaces.get(domain);
      const destination = destinations.find((row) => row.marketplace === domain);
      const url = market && destination ? destinationUrl(market, destination, productName) : null;
      if (url && destination) return { url, marketplace: domain, status: destination.status };
    }
  }
  return { url: defaultUrl, marketplace: 'default', status: 'default' };
}
