/** GET /api/admin/audit: events newest first, a page at a time (the cursor), filtered by action and person. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { AUDIT_PAGE_LIMITS, auditActorsAnswerSchema, auditPageAnswerSchema } from '../../../../lib/contracts/audit.ts';

export type { AuditEvent } from '../../../../lib/contracts/audit.ts';

export interface AuditFilters {
  action: string;
  actor: string;
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(AUDIT_PAGE_LIMITS.default) });
      if (filters.action) query.set('action', filters.action);
      if (filters.actor) query.set('actor', filters.actor);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest(`/api/admin/audit?${query}`, { schema: auditPageAnswerSchema, signal });
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: ({ signal }) => apiRequest('/api/admin/audit/actors', { schema: auditActorsAnswerSchema, signal }),
  });
}
