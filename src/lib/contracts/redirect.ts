/**
 * A redirect of the site (docs/decisions/023-redirects.md), declared once for the admin API's
 * validation and the back office's form. Both paths are paths of this site: the server
 * normalises them with sameSitePath() before it stores or serves one, so no redirect can
 * lead to another site.
 */
import { z } from 'zod';

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * Where the site itself answers (and the home page, which picks the visitor's language, and
 * the build's hashed asset files): never a redirect's source.
 */
export const RESERVED_PREFIXES = ['/api', '/admin', '/media', '/go', '/_astro'] as const;

/** Whether a (normalised) path belongs to the site itself and cannot be redirected. */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/' || RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** A path as typed: starts with one slash, no scheme, host, query or fragment, no spaces. */
const sitePath = z
  .string()
  .trim()
  .min(1, { error: 'site_path' })
  .max(1000)
  .regex(/^\/(?!\/)[^?#\s\\]*$/, { error: 'site_path' });

export const redirectInputSchema = z.object({
  from_path: sitePath,
  to_path: sitePath,
  status: z.union([z.literal(301), z.literal(302)], { error: 'Status must be 301 or 302' }).default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const REDIRECT_ORIGINS = ['slug_change', 'manual'] as const;
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number];

export const redirectListQuerySchema = z.object({
  /** Part of either path, letter case ignored. */
  search: z.string().trim().max(200).default(''),
  origin: z.enum(REDIRECT_ORIGINS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const REDIRECTS_PAGE_SIZE = 50;
