/**
 * After a sign-out: the success toast, then the public site. The site is another page, so
 * the toast gets a moment on screen before the browser leaves.
 */
import { toast } from 'sonner';
import { STRINGS } from './strings.ts';
import { SITE_HOME } from '../routes.ts';

export const SIGN_OUT_REDIRECT_DELAY_MS = 1200;

export function goToSiteAfterSignOut(): void {
  toast.success(STRINGS.layout.signOutSuccessTitle, { description: STRINGS.layout.signOutSuccessText });
  window.setTimeout(() => window.location.assign(SITE_HOME), SIGN_OUT_REDIRECT_DELAY_MS);
}
