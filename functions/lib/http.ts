/** Types shared by every route group. */
import type { TeamRole } from '../db/schema.ts';
import type { Locale } from './locale.ts';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

export interface AppVariables {
  requestId: string;
  locale: Locale;
  /** Set by requireRole on /api/admin routes. */
  user: SignedInUser;
  /** The signed-in member's role, set beside `user`. */
  role: TeamRole;
  /** Whether the member uses two-factor sign-in, and whether the setting requires it of them. */
  twoFactor: { enabled: boolean; required: boolean };
  /** The member's back-office language (PATCH /api/admin/me); null until they choose one. */
  interfaceLanguage: Locale | null;
}

export interface AppEnv {
  Variables: AppVariables;
}
