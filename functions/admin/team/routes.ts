/**
 * /api/admin/team (administrators only, functions/auth/permissions.ts): members and open
 * invitations; invite by e-mail with a role (the one-time link is answered once, and mailed
 * when SMTP is set); revoke an invitation; change a member's role, deactivate or reactivate;
 * reset a member's two-step sign-in when they lost both the authenticator and the recovery codes.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { teamError } from './errors.ts';
import { siteNames } from '../settings/queries.ts';
import { invitationMail, twoFactorResetMail } from './invite-mail.ts';
import {
  changeMember,
  createInvitation,
  listMembers,
  listOpenInvitations,
  memberRole,
  resetTwoFactor,
  revokeInvitation,
  userByEmail,
} from './queries.ts';
import { userIdParam, uuidParam } from './schemas.ts';
import { invitationInputSchema, memberChangeSchema } from '../../../src/lib/contracts/team.ts';

/** The link's token sits after '#', so it never reaches a server log or a Referer header. */
export const invitationLink = (siteUrl: string, token: string) => `${new URL(siteUrl).origin}/admin/convite#${token}`;

export function adminTeamRoutes({ db, env, logger, mailer }: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ members: await listMembers(db), invitations: await listOpenInvitations(db) }))
    .post('/invitations', validate('json', invitationInputSchema), async (c) => {
      const { email, role, idioma_interface } = c.req.valid('json');
      if (await userByEmail(db, email)) throw teamError('already_member');
      // The inviter chooses the language; by default their own (docs/decisions/055).
      const language = idioma_interface ?? c.get('interfaceLanguage') ?? 'pt';
      const created = await createInvitation(db, { email, role, invitedBy: c.get('user').id, language }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw teamError('invitation_pending');
        throw error;
      });
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'team.invited',
        targetType: 'invitation',
        targetId: created.invitation.id,
        summary: `${email} → ${role}`,
      });
      const link = invitationLink(env.siteUrl, created.token);
      let mailed = false;
      if (mailer) {
        try {
          await mailer.send(invitationMail({ to: email, link, role, language, siteName: (await siteNames(db))[language] }));
          mailed = true;
        } catch (error) {
          // The invitation stands: the administrator still has the link to pass on.
          logger.warn('invitation e-mail failed', { requestId: c.get('requestId'), error: String(error) });
        }
      }
      return c.json({ invitation: created.invitation, link, mailed }, 201);
    })
    .delete('/invitations/:id', validate('param', uuidParam), async (c) => {
      const revoked = await revokeInvitation(db, c.req.valid('param').id);
      if (!revoked) throw teamError('invitation_not_found');
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'team.invitation_revoked',
        targetType: 'invitation',
        targetId: revoked.id,
        summary: `${revoked.email} → ${revoked.role}`,
      });
      return c.json({ revoked: revoked.id });
    })
    .patch('/members/:id', validate('param', userIdParam), validate('json', memberChangeSchema), async (c) => {
      const { id } = c.req.valid('param');
      if (id === c.get('user').id) throw teamError('own_account');
      const before = await memberRole(db, id);
      if (!before) throw teamError('member_not_found');
      const change = c.req.valid('json');
      await changeMember(db, id, change);
      const member = (await listMembers(db)).find((row) => row.id === id);
      const audit = (action: 'team.role_changed' | 'team.deactivated' | 'team.reactivated', summary: string) =>
        recordAudit(db, {
          actor: auditActor(c),
          action,
          targetType: 'user',
          targetId: id,
          summary: summary ? `${member?.email ?? id}: ${summary}` : (member?.email ?? id),
        });
      if (change.role && change.role !== before.role) await audit('team.role_changed', `${before.role} → ${change.role}`);
      if (change.active === false && !before.deactivated_at) await audit('team.deactivated', '');
      if (change.active === true && before.deactivated_at) await audit('team.reactivated', '');
      return c.json({ member });
    })
    .delete('/members/:id/two-factor', validate('param', userIdParam), async (c) => {
      // Two-step sign-in off for a member who lost both the authenticator and the recovery
      // codes: the secret and the codes go, every session of theirs ends (a security event),
      // and the audit log records who did it, in one transaction. They sign in with the
      // password and can set it up again (an administrator under REQUIRE_ADMIN_TWO_FACTOR is
      // held at that setup by the role guard).
      const { id } = c.req.valid('param');
      // One's own second factor is turned off with the password, in My account.
      if (id === c.get('user').id) throw teamError('own_two_factor');
      const reset = await resetTwoFactor(db, id, (tx, target) =>
        recordAudit(tx, {
          actor: auditActor(c),
          action: 'team.two_factor_reset',
          targetType: 'user',
          targetId: id,
          summary: target.email,
        }),
      );
      if (reset === 'not_found') throw teamError('member_not_found');
      if (reset === 'not_enabled') throw teamError('two_factor_not_enabled');
      if (mailer) {
        // The member learns of it from the mail, in their interface language: if they did not
        // ask for it, they know to tell an administrator.
        try {
          const language = reset.language ?? 'pt';
          await mailer.send(
            twoFactorResetMail({ to: reset.email, language, siteUrl: env.siteUrl, siteName: (await siteNames(db))[language] }),
          );
        } catch (error) {
          logger.warn('two-step reset notice failed', { requestId: c.get('requestId'), error: String(error) });
        }
      }
      const member = (await listMembers(db)).find((row) => row.id === id);
      return c.json({ member });
    });
}
