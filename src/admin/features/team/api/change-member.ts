/** PATCH /api/admin/team/members/:id: a new role, or deactivate (ends their sessions) / reactivate. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { changedMemberAnswerSchema, teamQueryKey, type MemberChange } from './team-schemas.ts';

export async function changeMember({ id, ...change }: { id: string } & MemberChange) {
  return (
    await apiRequest(`/api/admin/team/members/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: change,
      schema: changedMemberAnswerSchema,
    })
  ).member;
}

export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMember, onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}
