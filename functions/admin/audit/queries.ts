/**
 * The audit log, newest first, a page at a time with an opaque cursor: the last row's time
 * (to the microsecond, in UTC) and write order, so rows written meanwhile never shift a page.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AuditAction } from '../../../src/lib/contracts/audit.ts';

const BAD_CURSOR = {
  en: 'This page of the audit log no longer exists. Start again from the first page.',
  pt: 'Esta página do registro de auditoria não existe mais. Recomece pela primeira página.',
};

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,19})$/;

const encodeCursor = (at: string, seq: string) => Buffer.from(`${at}|${seq}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; seq: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new ApiError(400, 'invalid_cursor', BAD_CURSOR);
  return { at: match[1]!, seq: match[2]! };
}

/** Microseconds in UTC: the cursor keeps the database's own precision. */
const exactTime = sql<string>`to_char(audit_log.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface AuditPageQuery {
  action?: AuditAction;
  actor?: string;
  cursor?: string;
  limit: number;
}

/** One page of events and the cursor of the next (null on the last page); a cursor that is not ours is a 400 `invalid_cursor`. */
export async function auditPage(db: Kysely<Database>, { action, actor, cursor, limit }: AuditPageQuery) {
  let query = db
    .selectFrom('audit_log')
    .select([
      'id',
      'created_at',
      'actor_id',
      'actor_email',
      'action',
      'target_type',
      'target_id',
      'summary',
      exactTime.as('exact_time'),
      sql<string>`audit_log.seq::text`.as('seq_text'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit + 1);
  if (action) query = query.where('action', '=', action);
  if (actor) query = query.where('actor_id', '=', actor);
  if (cursor) {
    const { at, seq } = decodeCursor(cursor);
    query = query.where(sql<boolean>`(audit_log.created_at, audit_log.seq) < (${at}::timestamptz, ${seq}::bigint)`);
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    events: page.map(({ exact_time: _exact, seq_text: _seq, ...event }) => event),
    next_cursor: rows.length > limit && last ? encodeCursor(last.exact_time, last.seq_text) : null,
  };
}

/** Everyone who appears in the log, with the e-mail they last acted under, by e-mail. */
export async function auditActors(db: Kysely<Database>) {
  const actors = await db
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_email'])
    .distinctOn('actor_id')
    .where('actor_id', 'is not', null)
    .orderBy('actor_id')
    .orderBy('created_at', 'desc')
    .execute();
  return actors
    .map((row) => ({ id: row.actor_id!, email: row.actor_email ?? row.actor_id! }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
