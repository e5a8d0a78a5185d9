/** GET /api/admin/team: the members and the open invitations. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { invitationSchema, memberSchema, teamQueryKey } from './team-schemas.ts';

const teamAnswer = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) });

export async function fetchTeam(signal?: AbortSignal) {
  return apiRequest('/api/admin/team', { schema: teamAnswer, signal });
}

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: ({ signal }) => fetchTeam(signal) });
}
