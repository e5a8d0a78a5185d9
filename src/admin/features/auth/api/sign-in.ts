/** POST /api/auth/sign-in/email: email and password; the session arrives as a cookie. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { meQueryKey } from './me.ts';

export interface Credentials {
  email: string;
  password: string;
}

const signInAnswer = z.object({ user: z.object({ id: z.string() }).loose() }).loose();

export function signIn(credentials: Credentials): Promise<z.infer<typeof signInAnswer>> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', json: credentials, schema: signInAnswer, reportAuthFailures: false });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
