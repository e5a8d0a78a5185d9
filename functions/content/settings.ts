/** The settings pages state to visitors, as the content API serves them to the build. */
import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../src/lib/content/schema.ts';
import { publicSiteFacts } from '../admin/settings/queries.ts';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';

/** The coach's limits (settings of the server) and the owner's facts of the site (Configurações). */
export async function publicSettings(
  db: Kysely<Database>,
  env: Pick<Env, 'COACH_MESSAGE_LIMIT' | 'COACH_WINDOW_HOURS'>,
): Promise<SiteSettings> {
  return {
    coach: { maxMessages: env.COACH_MESSAGE_LIMIT, windowHours: env.COACH_WINDOW_HOURS },
    site: await publicSiteFacts(db),
  };
}
