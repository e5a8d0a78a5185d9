/** Which of the gate's screens to show, from the session lookup (GET /api/admin/me). */
import { ForbiddenError, UnauthenticatedError } from '../../../lib/api-client.ts';

export type GateState = 'loading' | 'login' | 'denied' | 'failed' | 'admin';

/**
 * An administrator whom REQUIRE_ADMIN_TWO_FACTOR holds is sent to `accountPath` from any other
 * screen (the server refuses them everything else); null when they may stay where they are.
 */
export function twoFactorSetupRedirect(
  twoFactor: { enabled: boolean; required: boolean } | undefined,
  pathname: string,
  accountPath: string,
): string | null {
  if (!twoFactor?.required || twoFactor.enabled) return null;
  return pathname === accountPath ? null : accountPath;
}

export function gateState(input: { error: unknown; hasData: boolean; pending: boolean; hinted: boolean }): GateState {
  // An error wins over older data: a refetch after a 401 elsewhere must leave the admin area.
  if (input.error instanceof UnauthenticatedError) return 'login';
  if (input.error instanceof ForbiddenError) return 'denied';
  if (input.error) return 'failed';
  if (input.hasData) return 'admin';
  // The remembered role paints the layout at once; the lookup still decides.
  return input.pending && input.hinted ? 'admin' : 'loading';
}
