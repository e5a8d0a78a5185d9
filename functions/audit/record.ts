/**
 * The audit log (migration 025, docs/decisions/025): who did what and when. Routes call
 * recordAudit after the change is made; the actor's e-mail is copied at the time. Nothing
 * secret goes in: no passwords, tokens, codes or addresses, and a summary is a short label
 * (a title, a name), cut to 500 characters.
 */
import type { Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../lib/http.ts';
import type { AuditAction } from '../../src/lib/contracts/audit.ts';

/** Every action the log knows: declared with the audit log's contract, which the back office reads too. */
export { type AuditAction } from '../../src/lib/contracts/audit.ts';

export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditEvent {
  /** Who did it; null for the server itself (scheduled publishing). */
  actor: AuditActor | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string | null;
  /**
   * A short, non-secret label in the API's own vocabulary, not prose (the action names the
   * deed, in the reader's language): a title, a name, an e-mail, "editor → author", a
   * sign-in method (`password`, `totp`, `backup_code`).
   */
  summary?: string;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrunedAt = 0;
let retentionDays = 365;

/** Rows older than this many days are deleted (at most once an hour, on a write); AUDIT_LOG_RETENTION_DAYS. */
export function setAuditRetention(days: number): void {
  retentionDays = days;
}

/**
 * Records one event. The redirects routes (issue 12, part 4) call this too:
 * `recordAudit(db, { actor: auditActor(c), action: 'redirect.created', targetType: 'redirect', targetId, summary: 'from → to' })`.
 */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email?.slice(0, 254) ?? null,
      action: event.action,
      target_type: event.targetType ?? null,
      target_id: event.targetId?.slice(0, 200) ?? null,
      summary: (event.summary ?? '').replace(/\s+/g, ' ').trim().slice(0, 500),
    })
    .execute();
  if (Date.now() - lastPrunedAt > PRUNE_EVERY_MS) {
    lastPrunedAt = Date.now();
    await db
      .deleteFrom('audit_log')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
      .execute();
  }
}

/** The signed-in member of a /api/admin request, as an audit actor. */
export function auditActor(c: Context<AppEnv>): AuditActor {
  const user = c.get('user');
  return { id: user.id, email: user.email };
}
