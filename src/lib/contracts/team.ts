/**
 * The team (/api/admin/team, administrators only) as it crosses the line between the back
 * office and the admin API: the invitation and the member change the back office sends,
 * validated by the server, and the answers it parses, as the API tests do.
 *
 * Issue messages are keys of FIELD_MESSAGES (src/lib/contracts/field-messages.ts), rendered in the
 * visitor's language by validate().
 */
import { z } from 'zod';

export const TEAM_ROLES = ['admin', 'editor', 'author'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** POST /api/admin/team/invitations; the address is stored in lower case. */
export const invitationInputSchema = z.object({
  email: z
    .email({ error: 'email_invalid' })
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: teamRoleSchema,
  /** The language of the invitation mail and of the new member's interface; the inviter's own by default. */
  idioma_interface: z.enum(['en', 'pt']).optional(),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** PATCH /api/admin/team/members/:id: a new role, or active false (deactivate) / true (reactivate). */
export const memberChangeSchema = z
  .object({ role: teamRoleSchema.optional(), active: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, { error: 'member_change_missing' });
export type MemberChange = z.input<typeof memberChangeSchema>;

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
  /** Two-step sign-in is on (better-auth's `twoFactorEnabled`): an administrator can reset it. */
  two_factor_enabled: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** An open invitation; `expired` only in the list (a new one is not). */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean().optional(),
});

/** GET /api/admin/team */
export const teamAnswerSchema = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema) });

/** POST /api/admin/team/invitations: the one-time link, answered only now. */
export const invitedAnswerSchema = z.object({ invitation: invitationSchema, link: z.string(), mailed: z.boolean() });

/** PATCH /api/admin/team/members/:id: the member as changed. */
export const changedMemberAnswerSchema = z.object({ member: memberSchema });

/**
 * DELETE /api/admin/team/members/:id/two-factor: the member as reset (two-step sign-in off,
 * every session of theirs ended).
 */
export const twoFactorResetAnswerSchema = z.object({ member: memberSchema });

/** DELETE /api/admin/team/invitations/:id */
export const revokedInvitationAnswerSchema = z.object({ revoked: z.string() });
