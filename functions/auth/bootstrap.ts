/**
 * The first administrator: from ADMIN_EMAIL and ADMIN_PASSWORD when they are set (the
 * password is then kept in step with the setting), otherwise, on a database without any
 * administrator, one with a generated password printed once to the console.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { ensureAdmin, type Auth } from './auth.ts';

export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

export async function bootstrapAdmin(options: {
  auth: Auth;
  db: Kysely<Database>;
  env: Env;
  logger: Logger;
  siteUrl: string;
  print?: (text: string) => void;
}): Promise<void> {
  const { auth, db, env, logger } = options;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const account = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
    // Several servers starting together on one PostgreSQL race to create the account: the
    // loser finds it on a second try.
    const { created } = await ensureAdmin(auth, db, account).catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') return ensureAdmin(auth, db, account);
      throw error;
    });
    logger.info(created ? 'administrator created' : 'administrator password set from ADMIN_PASSWORD', { email: env.ADMIN_EMAIL });
    return;
  }
  const existing = await db.selectFrom('user_roles').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (existing) return;
  const password = randomBytes(15).toString('base64url');
  await ensureAdmin(auth, db, { email: GENERATED_ADMIN_EMAIL, password });
  logger.warn('administrator created with a generated password (printed once)', { email: GENERATED_ADMIN_EMAIL });
  (options.print ?? console.log)(
    [
      '',
      '  Back office: an administrator was created for this new database.',
      `    sign in at ${options.siteUrl}/admin`,
      `    email:     ${GENERATED_ADMIN_EMAIL}`,
      `    password:  ${password}`,
      '  This password is shown only now. To choose your own, start with ADMIN_EMAIL and ADMIN_PASSWORD set.',
      '',
    ].join('\n'),
  );
}
