/** GET /api/admin/me: who is signed in, and their role on the team (the gate). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { meAnswerSchema, type Me } from '../../../../lib/contracts/overview.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { UnauthenticatedError, apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/member-role.ts';

export type { Me } from '../../../../lib/contracts/overview.ts';

export const meQueryKey = ME_QUERY_KEY;

/** better-auth answers null (200) without a session, so a signed-out visit logs no 401. */
const sessionAnswer = z
  .object({ user: z.object({ id: z.string() }).loose() })
  .loose()
  .nullable();

export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  const session = await apiRequest('/api/auth/get-session', { schema: sessionAnswer, signal, reportAuthFailures: false });
  if (!session) throw new UnauthenticatedError(STRINGS.common.sessionExpired, 401, 'unauthenticated');
  // The gate reads this answer's 401/403 itself.
  return apiRequest('/api/admin/me', { schema: meAnswerSchema, signal, reportAuthFailures: false });
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000, retry: false });
}
