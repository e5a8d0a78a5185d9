/** Types shared by every route group. */
import type { Locale } from './locale.ts';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

export interface AppVariables {
  requestId: string;
  locale: Locale;
  /** Set by requireAdmin on /api/admin routes. */
  user: SignedInUser;
}

export interface AppEnv {
  Variables: AppVariables;
}
