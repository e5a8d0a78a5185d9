/**
 * Two-step sign-in for the signed-in member (better-auth's plugin behind /api/auth/two-factor):
 * enable with the password (answers the otpauth URI and the recovery codes, shown once),
 * confirm with a code from the authenticator, disable with the password. Each replaces the
 * session cookie; the gate's "who am I" is refetched when the change is complete.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/member-role.ts';

const enableAnswer = z.object({ totpURI: z.string().startsWith('otpauth://'), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof enableAnswer>;

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/api/auth/two-factor/enable', { method: 'POST', json: { password }, schema: enableAnswer }),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code: code.trim() }, schema: z.unknown() }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/api/auth/two-factor/disable', { method: 'POST', json: { password }, schema: z.object({ status: z.boolean() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}

/** After the recovery codes were shown: the gate learns that two-step sign-in is on. */
export function useTwoFactorDone() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
