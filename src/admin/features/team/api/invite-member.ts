/** POST /api/admin/team/invitations: answers the one-time link, shown only now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { z } from 'zod';
import { invitedAnswerSchema, teamQueryKey, type InvitationInput, type teamAnswerSchema } from './team-schemas.ts';

export async function inviteMember(input: InvitationInput) {
  return apiRequest('/api/admin/team/invitations', { method: 'POST', json: input, schema: invitedAnswerSchema });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: ({ invitation }) => {
      // The new invitation is listed at once from the answer, not only once the list's refetch
      // comes back (a busy server kept "Nenhum convite aberto" on screen for seconds).
      queryClient.setQueryData<z.infer<typeof teamAnswerSchema>>(teamQueryKey, (team) =>
        team ? { ...team, invitations: [invitation, ...team.invitations.filter((open) => open.id !== invitation.id)] } : team,
      );
      return queryClient.invalidateQueries({ queryKey: teamQueryKey });
    },
  });
}
