/** Types shared by every route group. */
import type { Locale } from './locale.ts';

export interface AppVariables {
  requestId: string;
  locale: Locale;
}

export interface AppEnv {
  Variables: AppVariables;
}
