/** DELETE /api/admin/team/invitations/:id: the link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { teamQueryKey } from './team-schemas.ts';

export async function revokeInvitation(id: string) {
  return apiRequest(`/api/admin/team/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.object({ revoked: z.string() }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}
