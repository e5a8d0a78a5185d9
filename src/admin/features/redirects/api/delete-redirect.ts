/** DELETE /api/admin/redirects/:id: the old path stops redirecting at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deletedRedirectAnswerSchema, redirectsQueryKey } from './redirect-schemas.ts';

export async function deleteRedirect(id: string) {
  return apiRequest(`/api/admin/redirects/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedRedirectAnswerSchema });
}

export function useDeleteRedirect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRedirect, onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }) });
}
