/**
 * Signing in: POST /api/auth/sign-in/email with email and password, and, when the account has
 * two-step sign-in on, the second step with a code from the authenticator
 * (/api/auth/two-factor/verify-totp) or a recovery code (/verify-backup-code). The session
 * arrives as a cookie once the last step succeeds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from './me.ts';

export interface Credentials {
  email: string;
  password: string;
}

const signInAnswer = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }).loose(),
  z.object({ user: z.object({ id: z.string() }).loose() }).loose(),
]);

export type SignInAnswer = z.infer<typeof signInAnswer>;

export const needsSecondStep = (answer: SignInAnswer): boolean => 'twoFactorRedirect' in answer && answer.twoFactorRedirect === true;

export function signIn(credentials: Credentials): Promise<SignInAnswer> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', json: credentials, schema: signInAnswer, reportAuthFailures: false });
}

const verifiedAnswer = z.object({ user: z.object({ id: z.string() }).loose() }).loose();

export type SecondStep = { kind: 'totp' | 'recovery'; code: string };

export function verifySecondStep({ kind, code }: SecondStep) {
  const path = kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return apiRequest(path, { method: 'POST', json: { code: code.trim() }, schema: verifiedAnswer, reportAuthFailures: false });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!needsSecondStep(answer)) void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useVerifySecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
