/**
 * `newsletter.confirm`: mails the confirmation link of a pending subscription, through the
 * queue so that the sign-up answers at once and alike for every address (no enumeration by
 * timing), and a temporary SMTP failure is tried again. `newsletter.forget-unconfirmed`:
 * the recurring job that forgets addresses not confirmed within 7 days.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { defineJob, PermanentJobError } from '../jobs/define.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { siteNames } from '../admin/settings/queries.ts';
import { confirmationMail } from './confirm-mail.ts';
import { newsletterUrl } from './links.ts';
import { findNewsletter, findSubscriber, forgetUnconfirmed } from './subscribers.ts';
import type { NewsletterTokens } from './tokens.ts';

export const UNCONFIRMED_DAYS = 7;

export const confirmationJob = defineJob({
  type: 'newsletter.confirm',
  payload: z.object({ subscriber_id: z.uuid(), newsletter_id: z.string().min(1) }),
  maxAttempts: 6,
});

export const forgetUnconfirmedJob = defineJob({
  type: 'newsletter.forget-unconfirmed',
  payload: z.object({}),
  singleton: true,
  maxAttempts: 1,
});

export interface NewsletterJobDeps {
  db: Kysely<Database>;
  env: Env;
  logger: Logger;
  mailer: Mailer | null;
  tokens: NewsletterTokens;
}

export function sendConfirmation({ db, env, mailer, tokens }: NewsletterJobDeps): JobHandler<typeof confirmationJob> {
  return async ({ subscriber_id: subscriberId, newsletter_id: newsletterId }) => {
    if (!mailer) throw new PermanentJobError('No SMTP_URL: confirmation e-mails cannot be sent.');
    const subscriber = await findSubscriber(db, subscriberId);
    const newsletter = await findNewsletter(db, newsletterId);
    const subscription = await db
      .selectFrom('newsletter_subscriptions')
      .select('status')
      .where('subscriber_id', '=', subscriberId)
      .where('newsletter_id', '=', newsletterId)
      .executeTakeFirst();
    // Forgotten, confirmed meanwhile, or suppressed: nothing to confirm.
    if (!subscriber || !newsletter || subscriber.suppressed_at || subscription?.status !== 'pending') return;
    const token = await tokens.sign({ subscriberId, newsletterId, purpose: 'confirm' });
    try {
      await mailer.send(
        confirmationMail({
          to: subscriber.email,
          locale: subscriber.locale,
          newsletterName: newsletter.name,
          confirmUrl: newsletterUrl(env.siteUrl, 'confirm', token),
          siteUrl: env.siteUrl,
          siteName: (await siteNames(db))[subscriber.locale],
        }),
      );
    } catch (error) {
      if ((error as { permanent?: boolean }).permanent) throw new PermanentJobError((error as Error).message);
      throw error;
    }
  };
}

export function runForgetUnconfirmed({ db, logger }: Pick<NewsletterJobDeps, 'db' | 'logger'>): JobHandler<typeof forgetUnconfirmedJob> {
  return async (_payload, context) => {
    const forgotten = await forgetUnconfirmed(db, UNCONFIRMED_DAYS);
    if (forgotten) logger.info('unconfirmed newsletter addresses forgotten', { subscribers: forgotten });
    await context.progress(forgotten, forgotten, forgotten ? `${forgotten} forgotten` : null);
  };
}
