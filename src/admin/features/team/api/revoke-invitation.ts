/** DELETE /api/admin/team/invitations/:id: the link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { revokedInvitationAnswerSchema, teamQueryKey } from './team-schemas.ts';

export async function revokeInvitation(id: string) {
  return apiRequest(`/api/admin/team/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: revokedInvitationAnswerSchema,
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}
