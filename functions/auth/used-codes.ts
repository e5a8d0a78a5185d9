/**
 * A time-based code opens one sign-in (RFC 6238, section 5.2: the verifier must not accept a
 * second attempt with a code that was already accepted). better-auth's plugin takes a code for
 * as long as it is valid, up to 90 seconds, so a code read over a shoulder or from a proxy's
 * log could open a second session. Each code is claimed for its account before better-auth
 * checks it: the table's primary key lets only one of two simultaneous requests have it.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Longer than a code stays valid (one 30-second step either side of now). */
const CLAIM_MS = 2 * 60_000;

const hashOf = (userId: string, code: string) => createHash('sha256').update(`${userId}\u0000${code}`).digest('base64url');

/** True when this account had not signed in with this code; the code is now taken. */
export async function claimTotpCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  await db
    .deleteFrom('used_totp_codes')
    .where('user_id', '=', userId)
    .where('used_at', '<', new Date(Date.now() - CLAIM_MS))
    .execute();
  const claimed = await db
    .insertInto('used_totp_codes')
    .values({ user_id: userId, code_hash: hashOf(userId, code) })
    .onConflict((conflict) => conflict.columns(['user_id', 'code_hash']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** A code better-auth refused was not used: it may still be typed again (a later step can give the same digits). */
export async function releaseTotpCode(db: Kysely<Database>, userId: string, code: string): Promise<void> {
  await db.deleteFrom('used_totp_codes').where('user_id', '=', userId).where('code_hash', '=', hashOf(userId, code)).execute();
}
