/** GET /api/admin/team: the members and the open invitations. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { teamAnswerSchema, teamQueryKey } from './team-schemas.ts';

export async function fetchTeam(signal?: AbortSignal) {
  return apiRequest('/api/admin/team', { schema: teamAnswerSchema, signal });
}

export function useTeam() {
  return useQuery({ queryKey: teamQueryKey, queryFn: ({ signal }) => fetchTeam(signal) });
}
