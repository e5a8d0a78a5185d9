/** POST /api/admin/redirects: the server refuses loops, chains and the site's own paths with a message to show. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { RedirectInput } from '../../../../lib/contracts/redirect.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { redirectsQueryKey } from './redirect-schemas.ts';

const createdAnswer = z.object({ redirect: z.object({ id: z.string(), from_path: z.string(), to_path: z.string() }) });

export async function createRedirect(input: RedirectInput) {
  return apiRequest('/api/admin/redirects', { method: 'POST', json: input, schema: createdAnswer });
}

export function useCreateRedirect() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRedirect, onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }) });
}
