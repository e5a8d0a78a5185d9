/** POST /api/auth/sign-out: ends the session; the remembered role goes with it. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { forgetRole } from './role-hint.ts';

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', json: {}, schema: z.unknown(), reportAuthFailures: false });
  forgetRole();
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
