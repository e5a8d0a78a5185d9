/**
 * The back office's read-only views (functions/admin/overview): who is signed in, the
 * dashboard and the sitemap's source rows, as the server answers them and the back office and
 * the API tests parse them. The site's build state is its own contract (site-status.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { articleStatusSchema } from './article-status.ts';
import { siteStatusSchema } from './site-status.ts';
import { teamRoleSchema, type TeamRole } from './team.ts';

/** A member's role on the team (functions/auth/permissions.ts decides what each may call). */
export type MemberRole = TeamRole;

/** A member's back-office language: 'en' or 'pt' (issue 30). */
export const interfaceLanguageSchema = z.enum(LOCALES);

/**
 * GET /api/admin/me: the signed-in member, their role, their two-step sign-in and their
 * interface language (null until they choose one; older servers: absent, read as null).
 */
export const meAnswerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable().optional() }),
  role: teamRoleSchema,
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }).default({ enabled: false, required: false }),
  idioma_interface: interfaceLanguageSchema.nullable().default(null),
});
export type Me = z.infer<typeof meAnswerSchema>;

/** PATCH /api/admin/me: the member's own settings; the interface language is the one there is. */
export const meChangeSchema = z.strictObject({ idioma_interface: interfaceLanguageSchema });

/** How many of the latest changed articles the dashboard lists. */
export const DASHBOARD_RECENT = 5;

/** GET /api/admin/dashboard: counts, page views, the latest changed articles and the site state. */
export const dashboardAnswerSchema = z.object({
  published: z.number(),
  drafts: z.number(),
  featured: z.number(),
  /** Drafts their authors submitted for review (older servers: absent). */
  awaiting_review: z.number().default(0),
  /** Translations whose original changed since (issue 30; older servers: absent). */
  translations_out_of_date: z.number().default(0),
  views: z.number(),
  /**
   * Newsletter sends waiting longer than the notice threshold for an article page no build put
   * live (docs/decisions/069 and 075; older servers: absent).
   */
  newsletter_sends_stalled: z.number().int().nonnegative().default(0),
  recent: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      titulo: z.string(),
      categoria: z.string(),
      status: articleStatusSchema,
      destaque: z.boolean(),
      data_publicacao: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  site: siteStatusSchema,
});
export type Dashboard = z.infer<typeof dashboardAnswerSchema>;

/** The SEO screen's preview: articles a page (decision 083). */
export const SITEMAP_PREVIEW_PAGE = 50;

/**
 * GET /api/admin/sitemap-entries' query: without `limit`, every published article (the download);
 * with it, a page of them from `cursor` (a page's next or previous cursor), for the preview.
 */
export const sitemapEntriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(200).optional(),
});

/**
 * GET /api/admin/sitemap-entries: the published articles, newest first, and the files of the
 * live /sitemap.xml index (docs/decisions/051): each part's path and how many URLs it lists.
 */
export const sitemapEntriesAnswerSchema = z.object({
  articles: z.array(
    z.object({ slug: z.string(), idioma: z.enum(LOCALES), updated_at: z.string().nullable(), data_publicacao: z.string().nullable() }),
  ),
  parts: z.array(z.object({ path: z.string(), urls: z.number().int().nonnegative() })),
  /** With `limit`: how many articles are published in all, and the next and previous pages' cursors (null at either end). */
  total: z.number().int().nonnegative().optional(),
  next_cursor: z.string().nullish(),
  previous_cursor: z.string().nullish(),
});
export type SitemapArticle = z.infer<typeof sitemapEntriesAnswerSchema>['articles'][number];

/** GET /api/admin/sitemap-entries with `limit`: a later page (with a `cursor`) leaves the parts out, the first page's stay. */
export const sitemapEntriesPageSchema = sitemapEntriesAnswerSchema.extend({ parts: sitemapEntriesAnswerSchema.shape.parts.optional() });
