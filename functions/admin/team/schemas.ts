/** The team's inputs: invitations, member changes, and the invitation link's password. */
import { z } from 'zod';
import { TEAM_ROLES } from '../../auth/permissions.ts';
import { idParam } from '../../lib/validators.ts';

export const teamRole = z.enum(TEAM_ROLES);

/** POST /api/admin/team/invitations */
export const invitationInput = z.object({
  email: z
    .email({ error: 'Informe um e-mail válido' })
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: teamRole,
});

/** PATCH /api/admin/team/members/:id: a new role, or active false (deactivate) / true (reactivate). */
export const memberChange = z
  .object({ role: teamRole.optional(), active: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, { error: 'role or active is required' });

export const uuidParam = idParam();
export const userIdParam = z.object({ id: z.string().min(1).max(100) });

/** An invitation token: 32 random bytes, base64url. */
export const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** POST /api/auth/invitations/:token */
export const acceptInput = z.object({
  name: z.string().trim().min(1).max(100),
  password: z.string().max(256),
});

/**
 * A password worth having: at least 10 characters, more than one distinct character, and not
 * containing the e-mail (or its part before @).
 */
export function isStrongPassword(password: string, email: string): boolean {
  if ([...password].length < 10) return false;
  if (new Set(password).size < 4) return false;
  const lower = password.toLowerCase();
  const local = email.split('@')[0] ?? '';
  return !lower.includes(email) && !(local.length >= 4 && lower.includes(local));
}
