/** POST /api/admin/jobs/:id/retry (a failed job) and /cancel (a queued or running one); the list is asked again after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { jobAnswerSchema, jobsQueryKey } from './job-schemas.ts';

export type JobChange = 'retry' | 'cancel';

export async function changeJob({ id, change }: { id: string; change: JobChange }) {
  return apiRequest(`/api/admin/jobs/${encodeURIComponent(id)}/${change}`, { method: 'POST', schema: jobAnswerSchema });
}

export function useChangeJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeJob, onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }) });
}
