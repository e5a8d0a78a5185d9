/** The request bodies the sign-in routes check (routes.ts), before better-auth's own checks. */
import { z } from 'zod';

/** POST /api/auth/sign-in/email: what this server checks before better-auth sees it. */
export const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(500).optional(),
});
/** Turning two-step sign-in on or off asks for the password again. */
export const passwordBody = z.object({ password: z.string().min(1).max(256) }).strict();
/** A six-digit code from the authenticator app; "trust this device" is not offered. */
export const totpBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
    trustDevice: z.literal(false).optional(),
  })
  .strict();
/** One of the recovery codes shown when two-step sign-in was turned on. */
export const recoveryCodeBody = z.object({ code: z.string().trim().min(1).max(40), trustDevice: z.literal(false).optional() }).strict();
