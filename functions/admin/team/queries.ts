/** The team's reads and writes: members with their roles, open invitations, and one-time tokens. */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database, TeamRole } from '../../db/schema.ts';

export const INVITATION_DAYS = 7;

export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listMembers(db: Kysely<Database>) {
  return db
    .selectFrom('user_roles as r')
    .innerJoin('user as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.name', 'u.email', 'r.role', 'r.deactivated_at', 'r.created_at', 'u.twoFactorEnabled as two_factor_enabled'])
    .orderBy('r.deactivated_at', (ob) => ob.nullsFirst())
    .orderBy('u.email')
    .execute();
}

export async function listOpenInvitations(db: Kysely<Database>) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function userByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('user')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

/** Stores an invitation (a unique index allows one open invitation per address) and returns it with its token. */
export async function createInvitation(
  db: Kysely<Database>,
  input: { email: string; role: TeamRole; invitedBy: string; language: 'en' | 'pt' },
) {
  // An expired invitation left open would block a new one for the same address.
  await db
    .updateTable('invitations')
    .set({ revoked_at: sql`now()` })
    .where('email', '=', input.email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  const token = newInvitationToken();
  const invitation = await db
    .insertInto('invitations')
    .values({
      email: input.email,
      role: input.role,
      token_hash: tokenHash(token),
      invited_by: input.invitedBy,
      idioma_interface: input.language,
      expires_at: sql<Date>`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returning(['id', 'email', 'role', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { invitation, token };
}

/** Revokes an open invitation; answers whom it was for, or undefined when it was not open. */
export async function revokeInvitation(db: Kysely<Database>, id: string) {
  return db
    .updateTable('invitations')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['id', 'email', 'role'])
    .executeTakeFirst();
}

export async function invitationByToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('invitations')
    .select([
      'id',
      'email',
      'role',
      'idioma_interface',
      'expires_at',
      'accepted_at',
      'revoked_at',
      sql<boolean>`expires_at <= now()`.as('expired'),
    ])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
}

/** Marks an invitation used, only if it still is open and unexpired: of two simultaneous uses, one wins. */
export async function claimInvitation(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: sql`now()` })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseInvitation(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('invitations').set({ accepted_at: null }).where('id', '=', id).execute();
}

export async function memberRole(db: Kysely<Database>, userId: string) {
  return db.selectFrom('user_roles').select(['role', 'deactivated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Changes a member's role or active state. Deactivating ends every session of theirs at once,
 * and revokes the preview links they made: a link shows a draft to whoever holds it, and it is
 * the departed member who handed it out (security probe 2, finding 9). A reactivated member
 * makes new links.
 */
export async function changeMember(db: Kysely<Database>, userId: string, change: { role?: TeamRole; active?: boolean }) {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('user_roles')
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.active === undefined ? {} : { deactivated_at: change.active ? null : sql`now()` }),
      })
      .where('user_id', '=', userId)
      .execute();
    // better-auth's session table is not in the Kysely schema: it owns it.
    if (change.active === false) {
      await sql`DELETE FROM session WHERE "userId" = ${userId}`.execute(tx);
      await tx
        .updateTable('preview_links')
        .set({ revoked_at: sql`now()` })
        .where('created_by', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    }
  });
}

export type TwoFactorReset = 'not_found' | 'not_enabled' | { email: string; language: 'en' | 'pt' | null };

/**
 * Turns a member's two-step sign-in off for them (docs/decisions/024): better-auth's flag on
 * the user and its "twoFactor" row (the secret and the recovery codes) go, every session of
 * theirs ends, and `audit` records it, all in one transaction. The user's row is locked first,
 * so of two administrators resetting at once, one resets and the other is told it is off.
 */
export async function resetTwoFactor(
  db: Kysely<Database>,
  userId: string,
  audit: (tx: Kysely<Database>, member: { email: string }) => Promise<void>,
): Promise<TwoFactorReset> {
  return db.transaction().execute(async (tx) => {
    const member = await tx
      .selectFrom('user as u')
      .innerJoin('user_roles as r', 'r.user_id', 'u.id')
      .select(['u.email', 'u.twoFactorEnabled', 'r.idioma_interface'])
      .where('u.id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) return 'not_found';
    if (!member.twoFactorEnabled) return 'not_enabled';
    await tx
      .updateTable('user')
      .set({ twoFactorEnabled: false, updatedAt: sql`now()` })
      .where('id', '=', userId)
      .execute();
    await tx.deleteFrom('twoFactor').where('userId', '=', userId).execute();
    // better-auth's session table is not in the Kysely schema: it owns it.
    await sql`DELETE FROM session WHERE "userId" = ${userId}`.execute(tx);
    await audit(tx, member);
    return { email: member.email, language: member.idioma_interface };
  });
}
