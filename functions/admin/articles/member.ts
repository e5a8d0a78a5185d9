/** The signed-in member of a back-office request, as the article service's actor. */
import type { Context } from 'hono';
import type { Member } from '../../articles/service.ts';
import type { AppEnv } from '../../lib/http.ts';

export function memberOf(c: Context<AppEnv>): Member {
  const user = c.get('user');
  return { id: user.id, email: user.email, role: c.get('role') };
}
