/** GET /api/admin/dashboard: counts, page views, the five latest articles and the site state. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articleStatusSchema } from '../../../../lib/contracts/article-status.ts';
import { siteStatusSchema } from '../../../../lib/contracts/site-status.ts';

export const dashboardSchema = z.object({
  published: z.number(),
  drafts: z.number(),
  featured: z.number(),
  /** Drafts their authors submitted for review (older servers: absent). */
  awaiting_review: z.number().default(0),
  views: z.number(),
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
export type Dashboard = z.infer<typeof dashboardSchema>;

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => apiRequest('/api/admin/dashboard', { schema: dashboardSchema, signal }),
  });
}
