/**
 * The site's build state, as the server reports it (GET /api/admin/site, the dashboard and
 * /api/health) and the back office reads it: declared once, parsed on both sides.
 */
import { z } from 'zod';

export const buildStateSchema = z.enum(['idle', 'building', 'failed']);

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
    lastDurationMs: z.number().nullable(),
    lastError: z.string().nullable(),
    lastFailedAt: z.string().nullable(),
  }),
});

/** GET /api/admin/site: the status, and whether this server builds the site itself. */
export const siteStatusAnswerSchema = z.object({ site: siteStatusSchema, builds: z.boolean() });

export type BuildState = z.infer<typeof buildStateSchema>;
export type SiteStatus = z.infer<typeof siteStatusSchema>;
