/**
 * POST /api/functions/send-contact-email {name, email, subject, message}: stores every
 * message, then mails it when SMTP is configured. Line breaks in the fields that become mail
 * headers are refused, sizes are limited, and each visitor address may send a few per hour.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { ContactSent } from '../../src/lib/contact-form.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AddressHasher } from '../lib/address-hash.ts';
import { clientAddress, type TrustedProxies } from '../lib/client-address.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import { siteNames } from '../admin/settings/queries.ts';
import { contactMail } from './contact-mail.ts';
import { contactBody } from './schemas.ts';

export const CONTACT_LIMIT_PER_HOUR = 5;

const RATE_LIMITED = {
  en: 'You have sent several messages in the last hour. Please wait a little before sending another.',
  pt: 'Você enviou várias mensagens na última hora. Aguarde um pouco antes de enviar outra.',
};

export function contactRoutes(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer'> & { hashAddress: AddressHasher; trustedProxies: TrustedProxies },
) {
  const { db, env, logger, mailer, hashAddress, trustedProxies } = deps;
  // env.ts asks for CONTACT_TO whenever SMTP_URL is set.
  const recipient = mailer && env.CONTACT_TO ? { to: env.CONTACT_TO, from: env.CONTACT_FROM } : null;
  return new Hono<AppEnv>().post('/', validate('json', contactBody), async (c) => {
    const { language, ...mail } = c.req.valid('json');
    const locale = language ?? c.get('locale');
    const senderHash = hashAddress(clientAddress(c, trustedProxies));

    // Per-sender lock, then count-and-insert: concurrent sends from one address (even to
    // several servers on one PostgreSQL) cannot slip past the limit.
    const rows = await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`contact:${senderHash}`}))`.execute(tx);
      const inserted = await sql<{ id: string }>`
        INSERT INTO contact_messages (name, email, subject, message, locale, sender_hash)
        SELECT ${mail.name}, ${mail.email}, ${mail.subject}, ${mail.message}, ${locale}, ${senderHash}
        WHERE (
          SELECT count(*) FROM contact_messages
          WHERE sender_hash = ${senderHash} AND created_at > now() - interval '1 hour'
        ) < ${CONTACT_LIMIT_PER_HOUR}
        RETURNING id
      `.execute(tx);
      return inserted.rows;
    });
    const stored = rows[0];
    if (!stored) throw new ApiError(429, 'rate_limited', RATE_LIMITED);

    let delivered = false;
    if (mailer && recipient) {
      try {
        await mailer.send(contactMail(mail, recipient, (await siteNames(db))[locale]));
        delivered = true;
        await db.updateTable('contact_messages').set({ delivery_status: 'sent' }).where('id', '=', stored.id).execute();
      } catch (error) {
        logger.error('contact message stored but not mailed', { id: stored.id, error });
        await db
          .updateTable('contact_messages')
          .set({ delivery_status: 'failed', delivery_error: String((error as Error).message ?? error).slice(0, 500) })
          .where('id', '=', stored.id)
          .execute();
      }
    }
    return c.json({ success: true, id: stored.id, delivered } satisfies ContactSent);
  });
}
