/**
 * A job type: its name, the zod schema its payload must pass, and how it retries. Declared
 * once beside the code that enqueues it; the handler is registered on the queue that runs it
 * (queue.ts), so enqueueing needs no handler and no import of the worker's dependencies.
 */
import type { z } from 'zod';

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  /** `<area>.<verb>`, e.g. `webhook.deliver`; stored in jobs.type. */
  type: string;
  payload: Schema;
  /** Tries before the job is dead ('failed'); default 5. */
  maxAttempts?: number;
  /** Seconds before try n+1 after n failed tries; default exponential (retryDelaySeconds). */
  retryDelay?: (failedAttempts: number) => number;
  /** One running job of this type at a time, for the whole cluster (its singleton key is the type). */
  singleton?: boolean;
}

export type JobPayload<Definition extends JobDefinition> = z.input<Definition['payload']>;

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/** 10 s, 20 s, 40 s … doubling to at most an hour, with up to 10% jitter so retries of a burst spread out. */
export function retryDelaySeconds(failedAttempts: number): number {
  const base = Math.min(3600, 10 * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(base * (1 + Math.random() * 0.1));
}

/** Thrown by a handler when trying again cannot help (a missing row, a refused input): the job is dead at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
