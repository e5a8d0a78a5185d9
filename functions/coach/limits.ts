/**
 * The coach's message limit per visitor over a rolling window, counted in the database.
 * `consume` is one statement: it inserts or locks the visitor's row, drops the times that
 * left the window and appends now only while fewer than `limit` remain, so twenty messages
 * sent at once get exactly `limit` answers, across restarts and across servers sharing one
 * PostgreSQL. `peek` only reads.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface CoachUsage {
  messageCount: number;
  remainingMessages: number;
  maxMessages: number;
  /** When the oldest counted message leaves the window (a message becomes available again); null with none counted. */
  resetsAt: string | null;
}

export interface CoachLimitOptions {
  limit: number;
  windowHours: number;
}

function usage(count: number, oldest: Date | string | null, limit: number, windowHours: number): CoachUsage {
  const resetsAt = oldest ? new Date(new Date(oldest).getTime() + windowHours * 3_600_000).toISOString() : null;
  return { messageCount: count, remainingMessages: Math.max(0, limit - count), maxMessages: limit, resetsAt };
}

export async function peekCoachUsage(db: Kysely<Database>, visitorHash: string, { limit, windowHours }: CoachLimitOptions): Promise<CoachUsage> {
  const { rows } = await sql<{ count: number; oldest: Date | null }>`
    SELECT count(t) AS count, min(t) AS oldest
    FROM coach_limits, unnest(sent_at) AS t
    WHERE visitor_hash = ${visitorHash} AND t > now() - make_interval(secs => ${windowHours * 3600})
  `.execute(db);
  return usage(Number(rows[0]?.count ?? 0), rows[0]?.oldest ?? null, limit, windowHours);
}

/** Counts one message if the visitor has one left; null when the limit is reached. */
export async function consumeCoachMessage(db: Kysely<Database>, visitorHash: string, { limit, windowHours }: CoachLimitOptions): Promise<CoachUsage | null> {
  const seconds = windowHours * 3600;
  const { rows } = await sql<{ count: number; oldest: Date | null }>`
    INSERT INTO coach_limits AS l (visitor_hash, sent_at, updated_at)
    SELECT ${visitorHash}, ARRAY[now()], now()
    WHERE ${limit} > 0
    ON CONFLICT (visitor_hash) DO UPDATE
      SET sent_at = array(SELECT t FROM unnest(l.sent_at) AS t WHERE t > now() - make_interval(secs => ${seconds})) || now(),
          updated_at = now()
      WHERE cardinality(array(SELECT t FROM unnest(l.sent_at) AS t WHERE t > now() - make_interval(secs => ${seconds}))) < ${limit}
    RETURNING cardinality(l.sent_at) AS count, (SELECT min(t) FROM unnest(l.sent_at) AS t) AS oldest
  `.execute(db);
  const row = rows[0];
  return row ? usage(Number(row.count), row.oldest, limit, windowHours) : null;
}
