/**
 * Account lockout (docs/decisions/024): beside the per-address limit, an account address
 * that meets SIGN_IN_LOCKOUT_ATTEMPTS wrong passwords in a row is refused for
 * SIGN_IN_LOCKOUT_MINUTES, whichever address the attempts come from. Counted per lower-cased
 * e-mail whether or not it has an account, so the answer never tells which addresses do.
 * A failure older than the lockout window starts the count again; a right password clears it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface LockoutRule {
  attempts: number;
  minutes: number;
}

export const lockoutKey = (email: string) => email.trim().toLowerCase().slice(0, 254);

/**
 * A sign-in for a locked address: counts the refusal and answers when the lock ends and
 * whether this is its first refusal (the one the audit log keeps); null when not locked.
 */
export async function refuseIfLocked(db: Kysely<Database>, email: string): Promise<{ until: Date; first: boolean } | null> {
  const row = await db
    .updateTable('sign_in_lockouts')
    .set({ refusals: sql<number>`refusals + 1` })
    .where('email', '=', lockoutKey(email))
    .where('locked_until', '>', sql<Date>`now()`)
    .returning(['locked_until', 'refusals'])
    .executeTakeFirst();
  return row?.locked_until ? { until: new Date(row.locked_until), first: row.refusals === 1 } : null;
}

/**
 * Counts one wrong password in one statement (concurrent failures each count) and answers the
 * lock's end when this failure locked the address.
 */
export async function recordFailedPassword(db: Kysely<Database>, email: string, rule: LockoutRule): Promise<Date | null> {
  const windowSeconds = rule.minutes * 60;
  const window = sql<Date>`make_interval(secs => ${windowSeconds})`;
  const row = await db
    .insertInto('sign_in_lockouts')
    .values({
      email: lockoutKey(email),
      failures: 1,
      last_failure_at: sql<Date>`now()`,
      locked_until: rule.attempts <= 1 ? sql<Date>`now() + ${window}` : null,
      refusals: 0,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        // A lock that has run out, or a last failure older than the window, starts again at 1.
        failures: sql<number>`CASE
          WHEN sign_in_lockouts.locked_until IS NOT NULL AND sign_in_lockouts.locked_until <= now() THEN 1
          WHEN sign_in_lockouts.last_failure_at < now() - ${window} THEN 1
          ELSE sign_in_lockouts.failures + 1 END`,
        last_failure_at: sql<Date>`now()`,
        locked_until: sql<Date | null>`CASE
          WHEN sign_in_lockouts.locked_until > now() THEN sign_in_lockouts.locked_until
          WHEN (CASE
            WHEN sign_in_lockouts.locked_until IS NOT NULL AND sign_in_lockouts.locked_until <= now() THEN 1
            WHEN sign_in_lockouts.last_failure_at < now() - ${window} THEN 1
            ELSE sign_in_lockouts.failures + 1 END) >= ${rule.attempts} THEN now() + ${window}
          ELSE NULL END`,
        refusals: 0,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
  return row.locked_until && row.failures >= rule.attempts ? new Date(row.locked_until) : null;
}

/** A right password: the count starts again. */
export async function clearFailedPasswords(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_lockouts').where('email', '=', lockoutKey(email)).execute();
}
