/**
 * A subscriber CSV into one newsletter. Imported addresses are pending and get the
 * confirmation e-mail, unless the administrator states they already consented (then active,
 * consent 'stated-on-import'). Bad rows are listed with their line and reason; good rows are
 * kept. An address already active stays as it is; a suppressed one is not touched.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../lib/locale.ts';
import { parseCsv } from './csv.ts';
import { newsletterEmail } from './schemas.ts';
import { upsertSubscriber } from './subscribers.ts';

export interface ImportResult {
  imported: number;
  unchanged: number;
  /** Pending subscriptions that need a confirmation e-mail. */
  toConfirm: string[];
  rejected: { line: number; value: string; reason: 'invalid_email' | 'invalid_locale' | 'duplicate' }[];
}

export const MAX_IMPORT_ROWS = 50_000;

export async function importSubscribers(
  db: Kysely<Database>,
  options: { csv: string; newsletterId: string; locale: Locale; consented: boolean },
): Promise<ImportResult> {
  const rows = parseCsv(options.csv).slice(0, MAX_IMPORT_ROWS + 1);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const hasHeader = header.includes('email') || header.includes('e-mail');
  const emailColumn = hasHeader ? Math.max(header.indexOf('email'), header.indexOf('e-mail')) : 0;
  const localeColumn = hasHeader ? header.indexOf('locale') : -1;
  const result: ImportResult = { imported: 0, unchanged: 0, toConfirm: [], rejected: [] };
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (hasHeader && index === 0) continue;
    const line = index + 1;
    const raw = (row[emailColumn] ?? '').trim();
    if (row.every((cell) => cell.trim() === '')) continue;
    const email = newsletterEmail.safeParse(raw);
    if (!email.success) {
      result.rejected.push({ line, value: raw.slice(0, 200), reason: 'invalid_email' });
      continue;
    }
    const localeCell = localeColumn >= 0 ? (row[localeColumn] ?? '').trim().toLowerCase() : '';
    if (localeCell && localeCell !== 'en' && localeCell !== 'pt') {
      result.rejected.push({ line, value: raw, reason: 'invalid_locale' });
      continue;
    }
    const key = email.data.toLowerCase();
    if (seen.has(key)) {
      result.rejected.push({ line, value: raw, reason: 'duplicate' });
      continue;
    }
    seen.add(key);
    const changed = await db.transaction().execute(async (tx) => {
      const subscriber = await upsertSubscriber(tx, email.data, (localeCell || options.locale) as Locale);
      if (subscriber.suppressed_at) return null;
      const status = options.consented ? 'active' : 'pending';
      const { rows: inserted } = await sql<{ subscriber_id: string }>`
        INSERT INTO newsletter_subscriptions (subscriber_id, newsletter_id, status, consent, confirmed_at)
        VALUES (${subscriber.id}, ${options.newsletterId}, ${status}, ${options.consented ? 'stated-on-import' : null},
                ${options.consented ? sql`now()` : null})
        ON CONFLICT (subscriber_id, newsletter_id) DO UPDATE
          SET status = EXCLUDED.status, consent = EXCLUDED.consent, confirmed_at = EXCLUDED.confirmed_at, unsubscribed_at = NULL
          WHERE newsletter_subscriptions.status = 'pending' AND EXCLUDED.status = 'active'
        RETURNING subscriber_id
      `.execute(tx);
      return inserted[0] ? subscriber.id : null;
    });
    if (changed) {
      result.imported++;
      if (!options.consented) result.toConfirm.push(changed);
    } else result.unchanged++;
  }
  return result;
}
