/**
 * The static build's settings, read once from the environment. With functions/env.ts (the
 * server's), the only modules that read process.env; the build runner and `npm run build`
 * set these for the Astro process.
 */
export const BUILD_ENV = {
  /** The public address, for canonical links, the sitemap and social cards. */
  SITE_URL: process.env.SITE_URL?.trim() || 'http://127.0.0.1:4321',
  /** Where the static bundle is written. */
  SITE_OUT_DIR: process.env.SITE_OUT_DIR?.trim() || 'dist',
  /** The content API the build reads (validated where it is used: src/lib/content/api.ts). */
  CONTENT_API_URL: process.env.CONTENT_API_URL?.trim() || undefined,
} as const;

/** SITEMAP_PART_SIZE's default: the average number of articles a sitemap part is sized for. */
export const DEFAULT_SITEMAP_PART_SIZE = 2_000;

/**
 * SITEMAP_PART_SIZE (docs/decisions/051), read when a sitemap is planned or rendered rather than
 * once, so a test can lower it: the plan and the pages must agree on it, and both call this.
 * A value that is not a whole number from 1 to 50,000 fails the build that reads it.
 */
export function sitemapPartSize(): number {
  const raw = process.env.SITEMAP_PART_SIZE?.trim();
  if (!raw) return DEFAULT_SITEMAP_PART_SIZE;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 50_000) {
    throw new Error(`SITEMAP_PART_SIZE must be a whole number from 1 to 50000, not "${raw}"`);
  }
  return value;
}
