/** GET /api/admin/jobs?status=&type=: asked again every few seconds while a job is queued or running, so progress moves. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { jobListSchema, jobsQueryKey, type JobStatus } from './job-schemas.ts';

export interface JobFilter {
  status: '' | JobStatus;
  type: string;
}

const REFRESH_MS = 3000;

export async function fetchJobs(filter: JobFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.type) params.set('type', filter.type);
  return apiRequest(`/api/admin/jobs?${params}`, { schema: jobListSchema, signal });
}

export function useJobs(filter: JobFilter) {
  return useQuery({
    queryKey: [...jobsQueryKey, filter],
    queryFn: ({ signal }) => fetchJobs(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => job.status === 'running' || job.status === 'queued') ? REFRESH_MS : false,
  });
}
