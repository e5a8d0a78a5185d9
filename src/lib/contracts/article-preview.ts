/**
 * An article's secret preview links (/api/admin/articles/:id/previas, docs/decisions/031) as
 * the admin API answers them: declared once for the back office, which parses the answers,
 * and the API tests, which parse the real ones with the same schemas.
 */
import { z } from 'zod';

/** An open preview link; its address is not kept, only answered when it is made. */
export const previewLinkSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  autor_nome: z.string().nullable(),
  autor_email: z.string().nullable(),
});

/** GET …/previas: the article's open links, newest first. */
export const previewListAnswerSchema = z.object({ previews: z.array(previewLinkSchema) });

/** POST …/previas (201): the new link and its address, answered only now. */
export const createdPreviewAnswerSchema = z.object({
  preview: previewLinkSchema.pick({ id: true, created_at: true, expires_at: true }),
  link: z.string(),
});

/** DELETE …/previas/:previewId */
export const revokedPreviewAnswerSchema = z.object({ revoked: z.string() });
