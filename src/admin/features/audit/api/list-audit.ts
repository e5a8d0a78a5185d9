/** GET /api/admin/audit: events newest first, a page at a time (the cursor), filtered by action and person. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const auditEventSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  summary: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const pageSchema = z.object({ events: z.array(auditEventSchema), next_cursor: z.string().nullable() });
const actorsSchema = z.object({ actors: z.array(z.object({ id: z.string(), email: z.string() })) });

export interface AuditFilters {
  action: string;
  actor: string;
}

export const PAGE_SIZE = 50;

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.action) query.set('action', filters.action);
      if (filters.actor) query.set('actor', filters.actor);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/api/admin/audit?${query}`, { schema: pageSchema, signal });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: ({ signal }) => apiRequest('/api/admin/audit/actors', { schema: actorsSchema, signal }),
  });
}
