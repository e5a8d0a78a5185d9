/** POST /api/admin/redirects: the server refuses loops, chains and the site's own paths with a message to show. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedirectInput } from '../../../../lib/contracts/redirect.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { createdRedirectAnswerSchema, redirectsQueryKey } from './redirect-schemas.ts';

export async function createRedirect(input: RedirectInput) {
  return apiRequest('/api/admin/redirects', { method: 'POST', json: input, schema: createdRedirectAnswerSchema });
}

export function useCreateRedirect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRedirect, onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }) });
}
