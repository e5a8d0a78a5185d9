/**
 * The team group's own request schemas: route parameters and the invitation link's password.
 * The invitation and the member change the back office sends are the contract shared with it:
 * src/lib/contracts/team.ts.
 */
import { z } from 'zod';
import { idParam } from '../../lib/validators.ts';

export const uuidParam = idParam();
/**
 * A member's `:id`: better-auth's ids are 32 letters and digits (a UUID passes too); anything
 * else is refused with 400 before a query runs.
 */
export const userIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'unknown_member' }) });

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
