/**
 * /api/auth/invitations/:token: the invitation link's two steps. GET says whom it invites
 * (or why it no longer works); POST sets the new member's name and password, creating the
 * account and its role, once. Only the token's hash is stored (migration 017).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { teamError } from '../admin/team/errors.ts';
import { claimInvitation, invitationByToken, releaseInvitation, userByEmail } from '../admin/team/queries.ts';
import { acceptInput, isStrongPassword, tokenParam } from '../admin/team/schemas.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordAudit } from '../audit/record.ts';
import { requireSameOrigin } from './guards.ts';
import { PasswordChecksBusy, passwordChecksBusyResponse } from './password-gate.ts';

async function openInvitation(db: Kysely<Database>, token: string) {
  const invitation = await invitationByToken(db, token);
  if (!invitation) throw teamError('invitation_not_found');
  if (invitation.accepted_at) throw teamError('invitation_used');
  if (invitation.revoked_at) throw teamError('invitation_revoked');
  if (invitation.expired) throw teamError('invitation_expired');
  return invitation;
}

export function invitationRoutes({ db, auth, env }: Pick<AppDeps, 'db' | 'auth' | 'env'>) {
  return new Hono<AppEnv>()
    .use(requireSameOrigin(env.siteUrl))
    .get('/:token', validate('param', tokenParam), async (c) => {
      const { email, role, expires_at, idioma_interface } = await openInvitation(db, c.req.valid('param').token);
      return c.json({ invitation: { email, role, expires_at, idioma_interface } });
    })
    .post('/:token', validate('param', tokenParam), validate('json', acceptInput), async (c) => {
      const invitation = await openInvitation(db, c.req.valid('param').token);
      const { name, password } = c.req.valid('json');
      if (!isStrongPassword(password, invitation.email)) throw teamError('weak_password');
      // Claimed first, so of two uses of one link at once exactly one goes on and the other is told it was used.
      if (!(await claimInvitation(db, invitation.id))) throw teamError('invitation_used');
      if (await userByEmail(db, invitation.email)) {
        await releaseInvitation(db, invitation.id);
        throw teamError('already_member');
      }
      const context = await auth.$context;
      let userId: string | undefined;
      try {
        const user = await context.internalAdapter.createUser(
          { email: invitation.email, name, emailVerified: true },
          { method: 'invitation' },
        );
        userId = user.id;
        await context.internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: await context.password.hash(password),
        });
        await db
          .insertInto('user_roles')
          .values({ user_id: userId, role: invitation.role, idioma_interface: invitation.idioma_interface })
          .execute();
      } catch (error) {
        // Nothing half-made stays: this account goes (its role and credentials cascade) and the link works again.
        if (userId) await db.deleteFrom('user').where('id', '=', userId).execute();
        await releaseInvitation(db, invitation.id);
        if (isUniqueViolation(error)) throw teamError('already_member');
        if (error instanceof PasswordChecksBusy) return passwordChecksBusyResponse(c, error);
        throw error;
      }
      await recordAudit(db, {
        actor: { id: userId, email: invitation.email },
        action: 'team.invitation_accepted',
        targetType: 'invitation',
        targetId: invitation.id,
        summary: `${invitation.email} → ${invitation.role}`,
      });
      return c.json({ member: { email: invitation.email, name, role: invitation.role } }, 201);
    });
}
