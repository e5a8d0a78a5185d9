/** GET /api/admin/dashboard: counts, page views, the five latest articles and the site state. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardAnswerSchema } from '../../../../lib/contracts/overview.ts';

export type { Dashboard } from '../../../../lib/contracts/overview.ts';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => apiRequest('/api/admin/dashboard', { schema: dashboardAnswerSchema, signal }),
  });
}
