/**
 * The coach's message limit per visitor over a rolling window: the 'coach' bucket of the
 * shared request limits (functions/lib/request-limits.ts), in the shape the coach answers.
 */
import type { Kysely } from 'kysely';
import type { CoachUsage as SharedCoachUsage } from '../../src/lib/coach-chat.ts';
import type { Database } from '../db/schema.ts';
import { consumeRequest, peekRequests, type LimitCount } from '../lib/request-limits.ts';

/** The chat's usage (src/lib/coach-chat.ts), so that both sides name its fields alike. */
export interface CoachUsage extends SharedCoachUsage {
  /** When the oldest counted message leaves the window (a message becomes available again); null with none counted. */
  resetsAt: string | null;
}

export interface CoachLimitOptions {
  limit: number;
  windowHours: number;
}

const ruleOf = ({ limit, windowHours }: CoachLimitOptions) => ({ limit, windowSeconds: windowHours * 3600 });

function usage({ count, resetsAt }: LimitCount, limit: number): CoachUsage {
  return { messageCount: count, remainingMessages: Math.max(0, limit - count), maxMessages: limit, resetsAt };
}

export async function peekCoachUsage(db: Kysely<Database>, visitorHash: string, options: CoachLimitOptions): Promise<CoachUsage> {
  return usage(await peekRequests(db, 'coach', visitorHash, ruleOf(options)), options.limit);
}

/** Counts one message if the visitor has one left; null when the limit is reached. */
export async function consumeCoachMessage(
  db: Kysely<Database>,
  visitorHash: string,
  options: CoachLimitOptions,
): Promise<CoachUsage | null> {
  const count = await consumeRequest(db, 'coach', visitorHash, ruleOf(options));
  return count ? usage(count, options.limit) : null;
}
