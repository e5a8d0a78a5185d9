/** GET and PUT /api/admin/settings: the owner's facts of the site (administrators). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteSettingsAnswerSchema, type SiteSettingsInput } from '../../../../lib/contracts/site-settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { siteNameQueryKey } from '../../../lib/site-name.ts';

const KEY = ['admin', 'settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/settings', { schema: siteSettingsAnswerSchema, signal }),
  });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettingsInput) =>
      apiRequest('/api/admin/settings', { method: 'PUT', json: settings, schema: siteSettingsAnswerSchema }),
    onSuccess: (answer) => {
      queryClient.setQueryData(KEY, answer);
      // The tab title names the site: a new name shows at once.
      void queryClient.invalidateQueries({ queryKey: siteNameQueryKey });
    },
  });
}
