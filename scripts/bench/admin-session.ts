/** An administrator's session cookie on a benchmark's server: the account made, then signed in over HTTP. */
import type { Kysely } from 'kysely';
import { ensureAdmin } from '../../functions/auth/auth.ts';
import type { Database } from '../../functions/db/schema.ts';
import type { createDeps } from '../../functions/deps.ts';

export async function adminCookie(deps: Awaited<ReturnType<typeof createDeps>>, db: Kysely<Database>, localUrl: string): Promise<string> {
  await ensureAdmin(deps.auth, db, { email: 'bench@example.com', password: 'bench-password-123' });
  const signIn = await fetch(`${localUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: localUrl },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-123' }),
  });
  if (!signIn.ok) throw new Error(`sign-in: HTTP ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
