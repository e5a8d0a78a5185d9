/**
 * The affiliate disclosure of an issue (issue 29, as the article pages since decision 066): none
 * when the article has no affiliate products; else the disclosure of the e-mail's language's
 * default store, and the newsletter's generic line when that store has none (or is gone).
 */
import type { Kysely } from 'kysely';
import { languageDisclosures } from '../content/settings.ts';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../lib/locale.ts';
import { textsFor } from './texts.ts';

export async function issueDisclosure(db: Kysely<Database>, articleId: string, locale: Locale): Promise<string | null> {
  const product = await db.selectFrom('related_products').select('id').where('article_id', '=', articleId).executeTakeFirst();
  if (!product) return null;
  return (await languageDisclosures(db))[locale] || textsFor(locale).affiliate;
}
