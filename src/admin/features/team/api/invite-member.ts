/** POST /api/admin/team/invitations: answers the one-time link, shown only now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { invitationSchema, teamQueryKey, type TeamRole } from './team-schemas.ts';

const invitedAnswer = z.object({ invitation: invitationSchema, link: z.string(), mailed: z.boolean() });

export async function inviteMember(input: { email: string; role: TeamRole }) {
  return apiRequest('/api/admin/team/invitations', { method: 'POST', json: input, schema: invitedAnswer });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}
