/** Which of the gate's screens to show, from the session lookup (GET /api/admin/me). */
import { ForbiddenError, UnauthenticatedError } from '../../../lib/api-client.ts';

export type GateState = 'loading' | 'login' | 'denied' | 'failed' | 'admin';

export function gateState(input: { error: unknown; hasData: boolean; pending: boolean; hinted: boolean }): GateState {
  // An error wins over older data: a refetch after a 401 elsewhere must leave the admin area.
  if (input.error instanceof UnauthenticatedError) return 'login';
  if (input.error instanceof ForbiddenError) return 'denied';
  if (input.error) return 'failed';
  if (input.hasData) return 'admin';
  // The remembered role paints the layout at once; the lookup still decides.
  return input.pending && input.hinted ? 'admin' : 'loading';
}
