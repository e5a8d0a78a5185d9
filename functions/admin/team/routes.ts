/**
 * /api/admin/team (administrators only, functions/auth/permissions.ts): members and open
 * invitations; invite by e-mail with a role (the one-time link is answered once, and mailed
 * when SMTP is set); revoke an invitation; change a member's role, deactivate or reactivate.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { isUniqueViolation } from '../articles/errors.ts';
import { teamError } from './errors.ts';
import { createInviteMailer } from './invite-mail.ts';
import { changeMember, createInvitation, listMembers, listOpenInvitations, memberRole, revokeInvitation, userByEmail } from './queries.ts';
import { invitationInput, memberChange, userIdParam, uuidParam } from './schemas.ts';

/** The link's token sits after '#', so it never reaches a server log or a Referer header. */
export const invitationLink = (siteUrl: string, token: string) => `${new URL(siteUrl).origin}/admin/convite#${token}`;

export function adminTeamRoutes({ db, env, logger }: Pick<AppDeps, 'db' | 'env' | 'logger'>) {
  const mail = createInviteMailer(env);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ members: await listMembers(db), invitations: await listOpenInvitations(db) }))
    .post('/invitations', validate('json', invitationInput), async (c) => {
      const { email, role } = c.req.valid('json');
      if (await userByEmail(db, email)) throw teamError('already_member');
      const created = await createInvitation(db, { email, role, invitedBy: c.get('user').id }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw teamError('invitation_pending');
        throw error;
      });
      const link = invitationLink(env.siteUrl, created.token);
      let mailed = false;
      if (mail) {
        try {
          await mail({ to: email, link, role });
          mailed = true;
        } catch (error) {
          // The invitation stands: the administrator still has the link to pass on.
          logger.warn('invitation e-mail failed', { requestId: c.get('requestId'), error: String(error) });
        }
      }
      return c.json({ invitation: created.invitation, link, mailed }, 201);
    })
    .delete('/invitations/:id', validate('param', uuidParam), async (c) => {
      if (!(await revokeInvitation(db, c.req.valid('param').id))) throw teamError('invitation_not_found');
      return c.json({ revoked: c.req.valid('param').id });
    })
    .patch('/members/:id', validate('param', userIdParam), validate('json', memberChange), async (c) => {
      const { id } = c.req.valid('param');
      if (id === c.get('user').id) throw teamError('own_account');
      if (!(await memberRole(db, id))) throw teamError('member_not_found');
      await changeMember(db, id, c.req.valid('json'));
      const member = (await listMembers(db)).find((row) => row.id === id);
      return c.json({ member });
    });
}
