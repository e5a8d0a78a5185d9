/** Jobs as /api/admin/jobs answers them: the contract shared with the server (src/lib/contracts/jobs.ts). */
export { jobAnswerSchema, jobListSchema, JOB_STATUSES, type AdminJob, type JobStatus } from '../../../../lib/contracts/jobs.ts';

export const jobsQueryKey = ['admin', 'jobs'] as const;
