/**
 * The site's build state, as the server reports it (GET /api/admin/site, the dashboard and
 * /api/health) and the back office reads it: declared once, parsed on both sides.
 */
import { z } from 'zod';

export const buildStateSchema = z.enum(['idle', 'building', 'failed']);

/** Where a running build is: starting and bundling, rendering pages, or putting the new build live. */
export const buildPhaseSchema = z.enum(['preparing', 'rendering', 'swapping']);

export const siteStatusSchema = z.object({
  /** True once a build is being served. */
  live: z.boolean(),
  liveSince: z.string().nullable(),
  buildId: z.string().nullable(),
  pages: z.number().int(),
  build: z.object({
    state: buildStateSchema,
    queued: z.boolean(),
    startedAt: z.string().nullable(),
    /** While building: its phase, and pages rendered so far of about how many (the live build's count). */
    phase: buildPhaseSchema.nullable(),
    pagesDone: z.number().int().nullable(),
    pagesTotal: z.number().int().nullable(),
    /** How long the last build that went live took, from start to live. */
    lastDurationMs: z.number().nullable(),
    /** How many pages the last build that went live rendered (all of them after a deploy, a few after a publish). */
    lastPagesRendered: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastFailedAt: z.string().nullable(),
  }),
});

/** GET /api/admin/site: the status, and whether this server builds the site itself. */
export const siteStatusAnswerSchema = z.object({ site: siteStatusSchema, builds: z.boolean() });

/** POST /api/admin/site/rebuild (202): the status, and whether this server started a build itself (false: it builds no site). */
export const rebuildAnswerSchema = z.object({ site: siteStatusSchema, requested: z.boolean() });

export type SiteStatus = z.infer<typeof siteStatusSchema>;
