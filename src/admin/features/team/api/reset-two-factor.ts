/**
 * DELETE /api/admin/team/members/:id/two-factor: the member's two-step sign-in off (their
 * authenticator and recovery codes stop working) and every session of theirs ended.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { teamQueryKey, twoFactorResetAnswerSchema } from './team-schemas.ts';

export async function resetTwoFactor(id: string) {
  return (
    await apiRequest(`/api/admin/team/members/${encodeURIComponent(id)}/two-factor`, {
      method: 'DELETE',
      schema: twoFactorResetAnswerSchema,
    })
  ).member;
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetTwoFactor, onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }) });
}
