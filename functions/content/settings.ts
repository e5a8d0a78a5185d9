/** The settings pages state to visitors, as the content API serves them to the build. */
import type { Kysely } from 'kysely';
import type { SiteSettings } from '../../src/lib/content/schema.ts';
import { publicSiteFacts } from '../admin/settings/queries.ts';
import { LANGUAGE_MARKETPLACE } from '../affiliate/geo/choose.ts';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';

/** The coach's limits (settings of the server) and the owner's facts of the site (Configurações). */
export async function publicSettings(
  db: Kysely<Database>,
  env: Pick<Env, 'COACH_MESSAGE_LIMIT' | 'COACH_WINDOW_HOURS'>,
): Promise<SiteSettings> {
  const [site, affiliate_disclosure] = await Promise.all([publicSiteFacts(db), languageDisclosures(db)]);
  return { coach: { maxMessages: env.COACH_MESSAGE_LIMIT, windowHours: env.COACH_WINDOW_HOURS }, site, affiliate_disclosure };
}

/**
 * Each page language's affiliate disclosure: its default marketplace's text in that language
 * (issue 29). Empty when the marketplace is gone or has none: the page shows the generic text.
 */
export async function languageDisclosures(db: Kysely<Database>): Promise<{ en: string; pt: string }> {
  const rows = await db
    .selectFrom('affiliate_marketplaces')
    .select(['domain', 'disclosure'])
    .where('domain', 'in', [LANGUAGE_MARKETPLACE.en, LANGUAGE_MARKETPLACE.pt])
    .execute();
  const text = (locale: 'en' | 'pt') => rows.find((row) => row.domain === LANGUAGE_MARKETPLACE[locale])?.disclosure[locale]?.trim() ?? '';
  return { en: text('en'), pt: text('pt') };
}
