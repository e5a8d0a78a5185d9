/**
 * GET /api/admin/site (the live build and the next one) and POST /api/admin/site/rebuild.
 * Polled every few seconds while a build runs, slowly otherwise.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebuildAnswerSchema, siteStatusAnswerSchema, type SiteStatus } from '../../lib/contracts/site-status.ts';
import { apiRequest } from './api-client.ts';

export type { SiteStatus } from '../../lib/contracts/site-status.ts';

export const siteStatusQueryKey = ['admin', 'site'] as const;
export const BUSY_POLL_MS = 3_000;
export const IDLE_POLL_MS = 30_000;

export function isBuilding(site: SiteStatus | undefined): boolean {
  return site !== undefined && (site.build.state === 'building' || site.build.queued);
}

export function useSiteStatus() {
  return useQuery({
    queryKey: siteStatusQueryKey,
    queryFn: async ({ signal }) => (await apiRequest('/api/admin/site', { schema: siteStatusAnswerSchema, signal })).site,
    staleTime: 0,
    refetchInterval: (query) => (isBuilding(query.state.data) ? BUSY_POLL_MS : IDLE_POLL_MS),
  });
}

/** After a change that rebuilds the site: look again now, which starts the fast polling. */
export function useRefreshSiteStatus(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: siteStatusQueryKey });
}

export function useRebuildSite() {
  const refresh = useRefreshSiteStatus();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/site/rebuild', { method: 'POST', json: {}, schema: rebuildAnswerSchema }),
    onSettled: refresh,
  });
}
