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
}

export interface CoachLimitOptions {
  limit: number;
  windowHours: number;
}

const usage = (count: number, limit: number): CoachUsage => ({
  messageCount: count,
  remainingMessages: Math.max(0, limit - count),
  maxMessages: limit,
});

export async function peekCoachUsage(db: Kysely<Database>, visitorHash: string, { limit, windowHours }: CoachLimitOptions): Promise<CoachUsage> {
  const { rows } = await sql<{ count: number }>`
    SELECT coalesce((
      SELECT cardinality(array(SELECT t FROM unnest(sent_at) AS t WHERE t > now() - make_interval(secs => ${windowHours * 3600})))
      FROM coach_limits WHERE visitor_hash = ${visitorHash}
    ), 0) AS count
  `.execute(db);
  return usage(Number(rows[0]?.count ?? 0), limit);
}

/** Counts one message if the visitor has one left; null when the limit is reached. */
export async function consumeCoachMessage(db: Kysely<Database>, visitorHash: string, { limit, windowHours }: CoachLimitOptions): Promise<CoachUsage | null> {
  const seconds = windowHours * 3600;
  const { rows } = await sql<{ count: number }>`
    INSERT INTO coach_limits AS l (visitor_hash, sent_at, updated_at)
    SELECT ${visitorHash}, ARRAY[now()], now()
    WHERE ${limit} > 0
    ON CONFLICT (visitor_hash) DO UPDATE
      SET sent_at = array(SELECT t FROM unnest(l.sent_at) AS t WHERE t > now() - make_interval(secs => ${seconds})) || now(),
          updated_at = now()
      WHERE cardinality(array(SELECT t FROM unnest(l.sent_at) AS t WHERE t > now() - make_interval(secs => ${seconds}))) < ${limit}
    RETURNING cardinality(l.sent_at) AS count
  `.execute(db);
  const row = rows[0];
  return row ? usage(Number(row.count), limit) : null;
}
