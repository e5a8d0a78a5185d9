/**
 * Per-visitor limits over a rolling window, counted in the database (docs/decisions/009 and
 * 011): one row per bucket and visitor (a salted hash of the address) with the times of the
 * requests it counted. `consume` is one statement: it inserts or locks the row, drops the
 * times that left the window and appends now only while fewer than `limit` remain, so a
 * burst gets exactly `limit` answers, across restarts and across servers sharing one
 * PostgreSQL. `peek` only reads. `limitRequests` is the middleware the public routes use.
 */
import type { MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AddressHasher } from './address-hash.ts';
import { clientAddress, type TrustedProxies } from './client-address.ts';
import { ApiError } from './errors.ts';
import type { AppEnv } from './http.ts';
import type { Locale } from './locale.ts';

export type LimitBucket = 'coach' | 'assistant' | 'analytics' | 'horoscope' | 'assessment' | 'newsletter' | 'newsletter-address';

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

export interface LimitCount {
  /** Requests counted inside the window, this one included when it was consumed. */
  count: number;
  /** When the oldest counted request leaves the window (one becomes available again); null with none counted. */
  resetsAt: string | null;
}

function counted(count: number, oldest: Date | string | null, { windowSeconds }: LimitRule): LimitCount {
  return { count, resetsAt: oldest ? new Date(new Date(oldest).getTime() + windowSeconds * 1000).toISOString() : null };
}

export async function peekRequests(db: Kysely<Database>, bucket: LimitBucket, visitorHash: string, rule: LimitRule): Promise<LimitCount> {
  const { rows } = await sql<{ count: number; oldest: Date | null }>`
    SELECT count(t) AS count, min(t) AS oldest
    FROM request_limits, unnest(hits) AS t
    WHERE bucket = ${bucket} AND visitor_hash = ${visitorHash} AND t > now() - make_interval(secs => ${rule.windowSeconds})
  `.execute(db);
  return counted(Number(rows[0]?.count ?? 0), rows[0]?.oldest ?? null, rule);
}

/** Counts one request if the visitor has one left; null when the limit is reached. */
export async function consumeRequest(
  db: Kysely<Database>,
  bucket: LimitBucket,
  visitorHash: string,
  rule: LimitRule,
): Promise<LimitCount | null> {
  const { limit, windowSeconds } = rule;
  const { rows } = await sql<{ count: number; oldest: Date | null }>`
    INSERT INTO request_limits AS l (bucket, visitor_hash, hits, updated_at)
    SELECT ${bucket}, ${visitorHash}, ARRAY[now()], now()
    WHERE ${limit} > 0
    ON CONFLICT (bucket, visitor_hash) DO UPDATE
      SET hits = array(SELECT t FROM unnest(l.hits) AS t WHERE t > now() - make_interval(secs => ${windowSeconds})) || now(),
          updated_at = now()
      WHERE cardinality(array(SELECT t FROM unnest(l.hits) AS t WHERE t > now() - make_interval(secs => ${windowSeconds}))) < ${limit}
    RETURNING cardinality(l.hits) AS count, (SELECT min(t) FROM unnest(l.hits) AS t) AS oldest
  `.execute(db);
  const row = rows[0];
  return row ? counted(Number(row.count), row.oldest, rule) : null;
}

export interface LimitDeps {
  db: Kysely<Database>;
  hashAddress: AddressHasher;
  trustedProxies: TrustedProxies;
}

/**
 * Counts each request that reaches it against the visitor's limit in `bucket`; put it after
 * the route's validation, so that refused input costs nothing. Over the limit: 429
 * `rate_limited` with `messages` in the visitor's language, `resetsAt` and Retry-After.
 */
export function limitRequests(
  deps: LimitDeps,
  bucket: LimitBucket,
  rule: LimitRule,
  messages: Record<Locale, string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const visitor = deps.hashAddress(clientAddress(c, deps.trustedProxies));
    if (await consumeRequest(deps.db, bucket, visitor, rule)) return next();
    const { resetsAt } = await peekRequests(deps.db, bucket, visitor, rule);
    const retryAfter = resetsAt ? Math.max(1, Math.ceil((Date.parse(resetsAt) - Date.now()) / 1000)) : rule.windowSeconds;
    const error = new ApiError(429, 'rate_limited', messages);
    return c.json({ ...error.body(c.get('locale')), resetsAt }, 429, { 'Retry-After': String(retryAfter) });
  };
}
