/**
 * POST /api/newsletter/events: bounces and complaints from the mail provider, signed the
 * Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature; the scheme the site
 * signs its own webhooks with, functions/webhooks/signing.ts) with NEWSLETTER_EVENTS_SECRET.
 * A hard bounce or a complaint suppresses the address in every newsletter; a soft bounce is
 * counted and changes nothing (the send job's own retries handle temporary trouble). Body:
 * one event, or {"events": [...]} (shape in docs/admin-api.md). Applying an event twice
 * changes nothing more, so a replayed delivery is harmless; the timestamp must be within
 * 5 minutes.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { invalidInput } from '../lib/validate.ts';
import { verifyWebhook } from '../webhooks/signing.ts';
import { newsletterEmail } from './schemas.ts';
import { suppressSubscriber } from './subscribers.ts';

const TOLERANCE_SECONDS = 300;

const event = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bounce'),
    email: newsletterEmail,
    bounce_type: z.enum(['hard', 'soft']),
    detail: z.string().max(500).optional(),
    occurred_at: z.iso.datetime({ offset: true }).optional(),
  }),
  z.object({
    type: z.literal('complaint'),
    email: newsletterEmail,
    detail: z.string().max(500).optional(),
    occurred_at: z.iso.datetime({ offset: true }).optional(),
  }),
]);

export const eventsBody = z.union([
  event.transform((one) => [one]),
  z.object({ events: z.array(event).min(1).max(1000) }).transform((body) => body.events),
]);

const BAD_SIGNATURE = {
  en: 'The webhook signature is missing, does not match, or is too old.',
  pt: 'A assinatura do webhook está ausente, não confere ou é antiga demais.',
};
const NOT_CONFIGURED = {
  en: 'Newsletter events are not accepted: NEWSLETTER_EVENTS_SECRET is not set.',
  pt: 'Eventos da newsletter não são aceitos: NEWSLETTER_EVENTS_SECRET não está definido.',
};

export function eventsRoutes({ db, env, logger }: Pick<AppDeps, 'db' | 'env' | 'logger'>) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const secret = env.NEWSLETTER_EVENTS_SECRET;
    if (!secret) throw new ApiError(503, 'newsletter_events_unconfigured', NOT_CONFIGURED);
    const id = c.req.header('webhook-id') ?? '';
    const timestamp = c.req.header('webhook-timestamp') ?? '';
    const signature = c.req.header('webhook-signature') ?? '';
    const body = await c.req.text();
    const fresh = /^\d{1,12}$/.test(timestamp) && Math.abs(Date.now() / 1000 - Number(timestamp)) <= TOLERANCE_SECONDS;
    if (!id || !fresh || !signature || !verifyWebhook(secret, { id, timestamp, signature }, body)) {
      throw new ApiError(401, 'bad_signature', BAD_SIGNATURE);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'invalid_json');
    }
    const result = eventsBody.safeParse(parsed);
    if (!result.success) throw await invalidInput(eventsBody, parsed, result.error.issues, c.get('locale') ?? 'en');
    let suppressed = 0;
    for (const item of result.data) {
      if (item.type === 'bounce' && item.bounce_type === 'soft') continue;
      const subscriber = await db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'suppressed_at'])
        .where(sql<string>`lower(email)`, '=', item.email.toLowerCase())
        .executeTakeFirst();
      if (!subscriber) continue;
      if (!subscriber.suppressed_at) suppressed++;
      await suppressSubscriber(
        db,
        subscriber.id,
        item.type === 'complaint'
          ? `complaint${item.detail ? `: ${item.detail}` : ''}`
          : `hard bounce${item.detail ? `: ${item.detail}` : ''}`,
      );
    }
    if (suppressed) logger.info('newsletter addresses suppressed by provider events', { suppressed });
    return c.json({ received: result.data.length, suppressed });
  });
}
