/** POST /api/admin/team/invitations: answers the one-time link, shown only now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invitedAnswerSchema, teamQueryKey, type InvitationInput } from './team-schemas.ts';

export async function inviteMember(input: InvitationInput) {
  return apiRequest('/api/admin/team/invitations', { method: 'POST', json: input, schema: invitedAnswerSchema });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}
