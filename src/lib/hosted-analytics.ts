/// <reference types="astro/client" />
/**
 * The optional hosted analytics (Google tag), off unless PUBLIC_ANALYTICS_ID is set when the
 * site is built. The first-party events of src/scripts/analytics.ts are sent either way.
 */
export const HOSTED_ANALYTICS_ENV = 'PUBLIC_ANALYTICS_ID';

/** Where the tag loads from and reports to: added to the pages' Content-Security-Policy. */
export const HOSTED_ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const HOSTED_ANALYTICS_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

const TAG_ID = /^[A-Z]{1,3}-[A-Z0-9-]{4,30}$/;

/** The tag id, null when unset; a malformed value stops the build naming the variable. */
export function parseAnalyticsId(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const id = String(value).trim();
  if (!id) return null;
  if (!TAG_ID.test(id)) {
    throw new Error(
      `${HOSTED_ANALYTICS_ENV}="${id}" is not a Google tag id (e.g. G-ABC123XYZ9). Fix it or leave it unset to turn hosted analytics off.`,
    );
  }
  return id;
}

export function hostedAnalyticsScriptUrl(id: string): string {
  return `${HOSTED_ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

export const HOSTED_ANALYTICS_ID: string | null = parseAnalyticsId(import.meta.env.PUBLIC_ANALYTICS_ID);
