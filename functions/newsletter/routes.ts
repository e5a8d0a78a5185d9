/**
 * The public newsletter routes (docs/decisions/050):
 * - POST /api/newsletter/subscribe {email, locale, newsletter?}: 202 whatever the address's
 *   state (no enumeration); a pending subscription gets a confirmation e-mail (a job). The same
 *   address takes the sign-up form posted without JavaScript (form-encoded, same fields): 303 to
 *   GET /api/newsletter/subscribed?locale=, a "check your inbox" page in the reader's language,
 *   or a page with the error (400, 429, 503) in that language.
 * - GET /api/newsletter/subscribed?locale=en|pt: that page.
 * - GET|POST /api/newsletter/confirm?token=: a page with a button | the confirmation.
 * - GET|POST /api/newsletter/unsubscribe?token=: a page with a button | RFC 8058 one-click
 *   (body `List-Unsubscribe=One-Click`, no cookie or sign-in), 200.
 * - GET|POST /api/newsletter/preferences?token=: the subscriber's newsletters | leave one or all.
 * - GET /api/newsletter/c/:sendId: the tracked article link of a send (counts, then redirects).
 * A GET never changes a subscription: mail scanners fetch every link.
 */
import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Locale } from '../lib/locale.ts';
import { clientAddress } from '../lib/client-address.ts';
import { consumeRequest, limitRequests } from '../lib/request-limits.ts';
import { validate } from '../lib/validate.ts';
import { confirmationJob } from './confirm-job.ts';
import { eventsRoutes } from './events-routes.ts';
import { NEWSLETTER_PATH } from './links.ts';
import { invalidLinkPage, renderPage } from './pages.ts';
import { fieldMessage } from '../../src/lib/contracts/field-messages.ts';
import { subscribeBody, tokenQuery, type SubscribeBody } from './schemas.ts';
import {
  confirmSubscription,
  findNewsletter,
  findSubscriber,
  offeredNewsletter,
  requestSubscription,
  subscriptionsOf,
  unsubscribe,
} from './subscribers.ts';
import { textsFor } from './texts.ts';
import { createNewsletterTokens, type NewsletterTokens, type TokenClaims, type TokenPurpose } from './tokens.ts';

const RATE_LIMITED = {
  en: 'Too many sign-ups from your address. Please try again later.',
  pt: 'Inscrições demais a partir do seu endereço. Tente novamente mais tarde.',
};
const UNAVAILABLE = {
  en: 'The newsletter cannot send e-mail on this site yet.',
  pt: 'A newsletter ainda não pode enviar e-mails neste site.',
};
const NO_NEWSLETTER = {
  en: 'There is no newsletter in this language.',
  pt: 'Não há newsletter neste idioma.',
};
const ONE_CLICK = {
  en: 'The body must be List-Unsubscribe=One-Click.',
  pt: 'O corpo deve ser List-Unsubscribe=One-Click.',
};

/** A form a browser posted by itself (no JavaScript): it expects a page back. */
function isFormPost(c: Context<AppEnv>): boolean {
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/** Confirmation e-mails per address per day: a form cannot be used to flood someone's mailbox. */
const CONFIRMATIONS_PER_ADDRESS = { limit: 3, windowSeconds: 86_400 };

type NewsletterDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'jobs' | 'hashAddress' | 'trustedProxies'>;

/** The body's locale, when the JSON names one, answers the request (its errors included): a Portuguese page's form gets Portuguese errors. */
async function localeFromBody(c: Context<AppEnv>, next: () => Promise<void>) {
  const body: unknown = await c.req.json().catch(() => null);
  const locale = (body as { locale?: unknown } | null)?.locale;
  if (locale === 'en' || locale === 'pt') c.set('locale', locale);
  await next();
}

export function newsletterRoutes(
  deps: NewsletterDeps,
  tokens: NewsletterTokens = createNewsletterTokens(deps.db, deps.env.NEWSLETTER_SECRET),
) {
  const { db, env, mailer, jobs, hashAddress } = deps;
  const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 404 | 429 | 503 = 200) =>
    c.html(body, status, { 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
  const invalid = (c: Context<AppEnv>) => html(c, invalidLinkPage(c.get('locale'), env.siteUrl), 400);

  /** The token's claims, from the query string (a link) or a posted form field. */
  async function claimsOf(c: Context<AppEnv>, purpose: TokenPurpose): Promise<TokenClaims | null> {
    const token = c.req.query('token');
    if (!token || token.length > 300) return null;
    return tokens.verify(token, purpose);
  }
  const actionOf = (page: string, c: Context<AppEnv>) =>
    `${NEWSLETTER_PATH}/${page}?token=${encodeURIComponent(c.req.query('token') ?? '')}`;

  /** The sign-up itself, for the island's JSON and the form posted without JavaScript alike. */
  async function signUp({ email, locale, newsletter: requested }: SubscribeBody): Promise<void> {
    if (!mailer) throw new ApiError(503, 'newsletter_unavailable', UNAVAILABLE);
    const newsletter = requested ? await findNewsletter(db, requested) : await offeredNewsletter(db, locale);
    if (!newsletter) throw new ApiError(404, 'newsletter_not_found', NO_NEWSLETTER);
    const pending = await requestSubscription(db, email, locale, newsletter.id);
    if (pending && (await consumeRequest(db, 'newsletter-address', hashAddress(email.toLowerCase()), CONFIRMATIONS_PER_ADDRESS))) {
      await jobs.enqueue(confirmationJob, { subscriber_id: pending.subscriberId, newsletter_id: newsletter.id });
    }
  }

  /**
   * The form posted by a browser without JavaScript: it wants a page, not JSON. Same checks and
   * limits as the JSON path; success is a 303 to the "check your inbox" page (a reload does not
   * post again), a refusal a page saying why, both in the form's language.
   */
  async function formSignUp(c: Context<AppEnv>): Promise<Response> {
    const form = await c.req.parseBody().catch(() => null);
    const field = (name: string) => (typeof form?.[name] === 'string' ? form[name] : undefined);
    const locale: Locale = field('locale') === 'pt' ? 'pt' : field('locale') === 'en' ? 'en' : c.get('locale');
    c.set('locale', locale);
    const t = textsFor(locale);
    const refused = (status: 400 | 404 | 429 | 503, message: string) =>
      html(c, renderPage(locale, env.siteUrl, { title: t.signUpFailedTitle, paragraphs: [message] }), status);
    const parsed = subscribeBody.safeParse({ email: field('email') ?? '', locale, newsletter: field('newsletter') || undefined });
    if (!parsed.success) return refused(400, fieldMessage(parsed.error.issues[0]?.message ?? 'email_format', locale));
    const visitor = hashAddress(clientAddress(c, deps.trustedProxies));
    if (!(await consumeRequest(db, 'newsletter', visitor, env.NEWSLETTER_SUBSCRIBE_LIMIT))) return refused(429, RATE_LIMITED[locale]);
    try {
      await signUp(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 503)) {
        return refused(error.status, error.body(locale).error.message);
      }
      throw error;
    }
    return c.redirect(`${NEWSLETTER_PATH}/subscribed?locale=${locale}`, 303);
  }

  return new Hono<AppEnv>()
    .route('/events', eventsRoutes(deps))
    .post(
      '/subscribe',
      async (c, next) => (isFormPost(c) ? formSignUp(c) : next()),
      localeFromBody,
      validate('json', subscribeBody),
      limitRequests(deps, 'newsletter', env.NEWSLETTER_SUBSCRIBE_LIMIT, RATE_LIMITED),
      async (c) => {
        await signUp(c.req.valid('json'));
        return c.json({ status: 'accepted' }, 202);
      },
    )
    .get('/subscribed', (c) => {
      const locale: Locale = c.req.query('locale') === 'pt' ? 'pt' : 'en';
      const t = textsFor(locale);
      return html(c, renderPage(locale, env.siteUrl, { title: t.checkInboxTitle, paragraphs: [t.checkInboxBody] }));
    })
    .get('/confirm', validate('query', tokenQuery), async (c) => {
      const claims = await claimsOf(c, 'confirm');
      const subscriber = claims && (await findSubscriber(db, claims.subscriberId));
      const newsletter = claims && (await findNewsletter(db, claims.newsletterId));
      if (!claims || !subscriber || !newsletter) return invalid(c);
      const t = textsFor(subscriber.locale);
      return html(
        c,
        renderPage(subscriber.locale, env.siteUrl, {
          title: t.confirmPageTitle,
          paragraphs: [t.confirmPageBody(newsletter.name)],
          buttons: [{ action: actionOf('confirm', c), label: t.confirmAction }],
        }),
      );
    })
    .post('/confirm', validate('query', tokenQuery), async (c) => {
      const claims = await claimsOf(c, 'confirm');
      const subscriber = claims && (await findSubscriber(db, claims.subscriberId));
      const newsletter = claims && (await findNewsletter(db, claims.newsletterId));
      if (!claims || !subscriber || !newsletter) return invalid(c);
      if (!(await confirmSubscription(db, subscriber.id, newsletter.id))) return invalid(c);
      const t = textsFor(subscriber.locale);
      return html(
        c,
        renderPage(subscriber.locale, env.siteUrl, { title: t.confirmedTitle, paragraphs: [t.confirmedBody(newsletter.name)] }),
      );
    })
    .get('/unsubscribe', validate('query', tokenQuery), async (c) => {
      const claims = await claimsOf(c, 'unsubscribe');
      const subscriber = claims && (await findSubscriber(db, claims.subscriberId));
      const newsletter = claims && (await findNewsletter(db, claims.newsletterId));
      if (!claims || !subscriber || !newsletter) return invalid(c);
      const t = textsFor(subscriber.locale);
      return html(
        c,
        renderPage(subscriber.locale, env.siteUrl, {
          title: t.unsubscribeTitle,
          paragraphs: [t.unsubscribeBody(newsletter.name)],
          buttons: [{ action: actionOf('unsubscribe', c), label: t.unsubscribeAction, fields: { 'List-Unsubscribe': 'One-Click' } }],
        }),
      );
    })
    .post('/unsubscribe', validate('query', tokenQuery), async (c) => {
      const form = await c.req.parseBody().catch(() => null);
      if (!form || form['List-Unsubscribe'] !== 'One-Click') throw new ApiError(400, 'one_click_body', ONE_CLICK);
      const claims = await claimsOf(c, 'unsubscribe');
      const subscriber = claims && (await findSubscriber(db, claims.subscriberId));
      const newsletter = claims && (await findNewsletter(db, claims.newsletterId));
      if (!claims || !subscriber || !newsletter) return invalid(c);
      await unsubscribe(db, subscriber.id, newsletter.id);
      const t = textsFor(subscriber.locale);
      return html(
        c,
        renderPage(subscriber.locale, env.siteUrl, { title: t.unsubscribedTitle, paragraphs: [t.unsubscribedBody(newsletter.name)] }),
      );
    })
    .get('/preferences', validate('query', tokenQuery), async (c) => {
      const claims = await claimsOf(c, 'manage');
      const subscriber = claims && (await findSubscriber(db, claims.subscriberId));
      if (!claims || !subscriber) return invalid(c);
      return html(c, await preferencesPage(subscriber.id, subscriber.locale, actionOf('preferences', c)));
    })
    .post('/preferences', validate('query', tokenQuery), async (c) => {
      const claims = await claimsOf(c, 'manage');
      const subscriber = claims && (await findSubscriber(db, claims.subscriberId));
      if (!claims || !subscriber) return invalid(c);
      const form = await c.req.parseBody().catch(() => null);
      const leave = typeof form?.leave === 'string' ? form.leave : '';
      if (leave !== '*' && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(leave)) throw new ApiError(400, 'validation_failed');
      await unsubscribe(db, subscriber.id, leave);
      return html(c, await preferencesPage(subscriber.id, subscriber.locale, actionOf('preferences', c)));
    })
    .get('/c/:sendId', async (c) => {
      const sendId = c.req.param('sendId');
      if (!/^[0-9a-f-]{36}$/i.test(sendId)) return c.redirect(env.siteUrl, 302);
      const { rows } = await sql<{ slug: string; idioma: Locale }>`
        UPDATE newsletter_sends s SET clicks = clicks + 1
        FROM articles a WHERE s.id = ${sendId} AND a.id = s.article_id
        RETURNING a.slug, a.idioma
      `.execute(db);
      const article = rows[0];
      return c.redirect(article ? `${env.siteUrl}${articleUrl(article)}` : env.siteUrl, 302);
    });

  async function preferencesPage(subscriberId: string, locale: Locale, action: string): Promise<string> {
    const t = textsFor(locale);
    const subscriptions = (await subscriptionsOf(db, subscriberId)).filter((row) => row.status !== 'unsubscribed');
    return renderPage(locale, env.siteUrl, {
      title: t.preferencesTitle,
      paragraphs: subscriptions.length ? [] : [t.preferencesNone],
      rows: subscriptions.map((row) => ({
        label: `${row.name} (${row.status === 'active' ? t.statusActive : t.statusPending})`,
        button: { action, label: t.leave, fields: { leave: row.id } },
      })),
      buttons: subscriptions.length > 1 ? [{ action, label: t.leaveAll, fields: { leave: '*' } }] : [],
    });
  }
}
