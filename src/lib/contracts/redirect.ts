/**
 * A redirect of the site (docs/decisions/023-redirects.md), declared once for the admin API's
 * validation and the back office's form. Both paths are paths of this site: the server
 * normalises them with sameSitePath() before it stores or serves one, so no redirect can
 * lead to another site. Also the answers of /api/admin/redirects, which the back office and the
 * API tests parse. Issue messages are keys of FIELD_MESSAGES (src/lib/contracts/field-messages.ts).
 */
import { z } from 'zod';

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/**
 * Where the site itself answers (and the build's hashed asset files, the shipped sample files,
 * the draft previews): never a redirect's source.
 */
export const RESERVED_PREFIXES = ['/api', '/admin', '/media', '/go', '/_astro', '/sample', '/preview', '/pt/preview'] as const;

/**
 * The site's own fixed files and pages, which crawlers, feed readers and browsers fetch by
 * their address: the home pages (/ picks the visitor's language, /pt is the Portuguese one),
 * robots.txt, the sitemaps (sitemap.xml and its parts, sitemap-….xml), the feeds of both
 * languages, the favicon, the 404 pages and the build's settings file.
 */
const RESERVED_FILES = [
  /^\/$/,
  /^\/pt$/,
  /^\/robots\.txt$/,
  /^\/sitemap(?:[-_.][^/]*)?\.xml$/,
  /^(?:\/pt)?\/(?:rss|feed|atom)(?:[-_.][^/]*)?\.xml$/,
  /^\/favicon\.[a-z]+$/,
  /^(?:\/pt)?\/404$/,
  /^\/build-settings\.json$/,
];

/** Whether a (normalised) path belongs to the site itself and cannot be redirected. */
export function isReservedPath(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    RESERVED_FILES.some((file) => file.test(lower)) ||
    RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
  );
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
  status: z.union([z.literal(301), z.literal(302)], { error: 'redirect_status' }).default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const REDIRECT_ORIGINS = ['slug_change', 'manual', 'import'] as const;
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number];

export const redirectListQuerySchema = z.object({
  /** Part of either path, letter case ignored. */
  search: z.string().trim().max(200).default(''),
  origin: z.enum(REDIRECT_ORIGINS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const REDIRECTS_PAGE_SIZE = 50;

/** A redirect as /api/admin/redirects lists it. */
export const redirectSchema = z.object({
  id: z.string(),
  from_path: z.string(),
  to_path: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  origin: z.enum(REDIRECT_ORIGINS),
  article_id: z.string().nullable(),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** GET /api/admin/redirects */
export const redirectPageSchema = z.object({
  redirects: z.array(redirectSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** POST /api/admin/redirects: the redirect just added, with who added it (their id). */
export const createdRedirectAnswerSchema = z.object({
  redirect: redirectSchema.omit({ created_by_email: true }).extend({ created_by: z.string().nullable() }),
});

/** DELETE /api/admin/redirects/:id */
export const deletedRedirectAnswerSchema = z.object({ deleted: z.string() });
