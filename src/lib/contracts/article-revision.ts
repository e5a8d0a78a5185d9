/**
 * An article's revisions (/api/admin/articles/:id/revisoes) as the admin API answers them:
 * declared once for the back office, which parses the answers, and the API tests, which parse
 * the real ones with the same schemas.
 */
import { z } from 'zod';

/** A revision in the list, newest first: who saved it and which fields changed since the one before. */
export const revisionSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  alterados: z.array(z.string()),
  restaurada_de: z.string().nullable(),
  autor_nome: z.string().nullable(),
  autor_email: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET …/revisoes */
export const revisionListAnswerSchema = z.object({ revisions: z.array(revisionSummarySchema) });

/** GET …/revisoes/:revisionId: the article's written fields as that save left them (the back office diffs two). */
export const revisionAnswerSchema = z.object({
  revision: z.object({
    id: z.string(),
    article_id: z.string(),
    created_at: z.string(),
    campos: z.record(z.string(), z.unknown()),
    alterados: z.array(z.string()),
    restaurada_de: z.string().nullable(),
  }),
});
