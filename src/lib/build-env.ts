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
