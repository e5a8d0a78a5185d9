/**
 * The job queue as it crosses the line between the back office (Tarefas) and /api/admin/jobs:
 * the statuses, the list's filters, validated by the server, and the answers, parsed by the
 * back office and by the API tests (docs/decisions/043). 'failed' is the dead state.
 */
import { z } from 'zod';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_LIST_LIMITS = { default: 100, max: 500 } as const;

/** GET /api/admin/jobs: filter by status and by type. */
export const jobsQuerySchema = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  type: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9._-]*$/, { error: 'job_type_invalid' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(JOB_LIST_LIMITS.max).default(JOB_LIST_LIMITS.default),
});

export const adminJobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.object({ done: z.number(), total: z.number().nullable(), message: z.string().nullable() }),
  attempts: z.number(),
  max_attempts: z.number(),
  last_error: z.string().nullable(),
  /** When a queued job may run (its next try, after a failure). */
  run_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  cancel_requested: z.boolean(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** Running first, then queued, failed, and the recent others, newest first. */
export const jobListSchema = z.object({ jobs: z.array(adminJobSchema) });

/** POST /api/admin/jobs/:id/retry and /cancel: the job as it is after the change. */
export const jobAnswerSchema = z.object({ job: adminJobSchema });
