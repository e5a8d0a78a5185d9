/** Redirects as /api/admin/redirects answers them; the input shape is shared with the server (src/lib/contracts/redirect.ts). */
import { z } from 'zod';
import { REDIRECT_ORIGINS } from '../../../../lib/contracts/redirect.ts';

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

export const redirectPageSchema = z.object({
  redirects: z.array(redirectSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export const redirectsQueryKey = ['admin', 'redirects'] as const;
