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

/** When the address unlocks, or null when it is not locked now. */
export async function lockedUntil(db: Kysely<Database>, email: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sign_in_lockouts')
    .select('locked_until')
    .where('email', '=', lockoutKey(email))
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : null;
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
