/**
 * /api/admin/newsletter/*: the back office's Newsletter screen (administrators; the per-article
 * switch is for editors too; roles in auth/permissions.ts): newsletters and their counts,
 * subscribers by status (search, CSV export, removal with their history), CSV import, sends
 * with their outcome, and a test send to the signed-in member.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import { exportSubscribers, listSends, listSubscribers, newsletterCounts } from './admin-queries.ts';
import { articleOptionRoutes } from './article-option-routes.ts';
import { confirmationJob } from './confirm-job.ts';
import { csvRow } from './csv.ts';
import { deleteNewsletter } from './delete-newsletter.ts';
import { importSubscribers } from './import.ts';
import { siteNames } from '../admin/settings/queries.ts';
import { issueDisclosure } from './issue-disclosure.ts';
import { absoluteUrl, issueMail } from './issue-mail.ts';
import { subscriberLinks } from './links.ts';
import { newsletterId } from './schemas.ts';
import { findNewsletter } from './subscribers.ts';
import { createNewsletterTokens } from './tokens.ts';

const statusFilter = z.enum(['pending', 'active', 'unsubscribed', 'suppressed']);
const subscriberQuery = z.object({
  newsletter: newsletterId.optional(),
  status: statusFilter.optional(),
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const newsletterInput = z.object({
  id: newsletterId,
  locale: z.enum(['en', 'pt']),
  name: z.string().trim().min(1).max(120),
  offered: z.boolean().default(false),
});
const newsletterPatch = z.object({ name: z.string().trim().min(1).max(120).optional(), offered: z.boolean().optional() });
const importInput = z.object({
  newsletter: newsletterId,
  csv: z.string().min(1).max(5_000_000),
  /** The administrator states the imported addresses already consented: active at once, no confirmation. */
  consented: z.boolean().default(false),
});
const testInput = z.object({ newsletter: newsletterId, article_id: z.uuid().optional() });

const NO_NEWSLETTER = { en: 'There is no newsletter with this id.', pt: 'Não há newsletter com este id.' };
const TAKEN = { en: 'A newsletter with this id already exists.', pt: 'Já existe uma newsletter com este id.' };
const NO_MAILER = { en: 'No SMTP_URL: this site cannot send e-mail.', pt: 'Sem SMTP_URL: este site não pode enviar e-mails.' };
const NO_ARTICLE = {
  en: 'No published article in this newsletter’s language to send as a test.',
  pt: 'Nenhum artigo publicado no idioma desta newsletter para enviar como teste.',
};

export function adminNewsletterRoutes(deps: AppDeps) {
  const { db, env, mailer, jobs } = deps;
  const tokens = createNewsletterTokens(db, env.NEWSLETTER_SECRET);
  const mustExist = async (id: string) => {
    const newsletter = await findNewsletter(db, id);
    if (!newsletter) throw new ApiError(404, 'newsletter_not_found', NO_NEWSLETTER);
    return newsletter;
  };
  /** At most one offered newsletter per language: offering one withdraws the other. */
  const offerOnly = (id: string, locale: 'en' | 'pt') =>
    db.updateTable('newsletters').set({ offered: false }).where('locale', '=', locale).where('id', '!=', id).execute();

  return new Hono<AppEnv>()
    .route('/articles', articleOptionRoutes(deps))
    .get('/', async (c) => c.json({ newsletters: await newsletterCounts(db), sending_enabled: Boolean(mailer) }))
    .post('/newsletters', validate('json', newsletterInput), async (c) => {
      const input = c.req.valid('json');
      if (await findNewsletter(db, input.id)) throw new ApiError(409, 'newsletter_exists', TAKEN);
      await db.transaction().execute(async (tx) => {
        if (input.offered) await tx.updateTable('newsletters').set({ offered: false }).where('locale', '=', input.locale).execute();
        await tx.insertInto('newsletters').values(input).execute();
      });
      return c.json({ newsletter: await mustExist(input.id) }, 201);
    })
    .patch('/newsletters/:id', validate('param', z.object({ id: newsletterId })), validate('json', newsletterPatch), async (c) => {
      const current = await mustExist(c.req.valid('param').id);
      const patch = c.req.valid('json');
      if (patch.offered) await offerOnly(current.id, current.locale);
      if (patch.name !== undefined || patch.offered !== undefined) {
        await db.updateTable('newsletters').set(patch).where('id', '=', current.id).execute();
      }
      return c.json({ newsletter: await mustExist(current.id) });
    })
    .delete('/newsletters/:id', validate('param', z.object({ id: newsletterId })), async (c) => {
      const current = await mustExist(c.req.valid('param').id);
      return c.json(await deleteNewsletter(db, current));
    })
    .get('/subscribers', validate('query', subscriberQuery), async (c) => {
      const { page, ...filter } = c.req.valid('query');
      return c.json(await listSubscribers(db, filter, page));
    })
    .get('/subscribers.csv', validate('query', subscriberQuery), (c) => {
      const { page: _page, ...filter } = c.req.valid('query');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="newsletter-subscribers.csv"`);
      return stream(c, async (out) => {
        await out.write(csvRow(['email', 'locale', 'newsletter', 'status', 'consent', 'subscribed_at', 'confirmed_at', 'unsubscribed_at']));
        for await (const rows of exportSubscribers(db, filter)) {
          await out.write(
            rows
              .map((row) =>
                csvRow([
                  row.email,
                  row.locale,
                  row.newsletter_id,
                  row.status,
                  row.consent,
                  row.created_at,
                  row.confirmed_at,
                  row.unsubscribed_at,
                ]),
              )
              .join(''),
          );
        }
      });
    })
    .delete('/subscribers/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      // The record, its subscriptions and its deliveries go (ON DELETE CASCADE): a privacy request leaves nothing.
      const deleted = await db.deleteFrom('newsletter_subscribers').where('id', '=', c.req.valid('param').id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new ApiError(404, 'not_found');
      return c.json({ deleted: true });
    })
    .post('/import', validate('json', importInput), async (c) => {
      const input = c.req.valid('json');
      const newsletter = await mustExist(input.newsletter);
      const result = await importSubscribers(db, {
        csv: input.csv,
        newsletterId: newsletter.id,
        locale: newsletter.locale,
        consented: input.consented,
      });
      for (const subscriberId of result.toConfirm) {
        await jobs.enqueue(confirmationJob, { subscriber_id: subscriberId, newsletter_id: newsletter.id });
      }
      return c.json({
        imported: result.imported,
        unchanged: result.unchanged,
        confirmations: result.toConfirm.length,
        rejected: result.rejected,
      });
    })
    .get('/sends', async (c) => c.json({ sends: await listSends(db) }))
    .post('/test', validate('json', testInput), async (c) => {
      if (!mailer) throw new ApiError(503, 'newsletter_unavailable', NO_MAILER);
      const input = c.req.valid('json');
      const newsletter = await mustExist(input.newsletter);
      let query = db
        .selectFrom('articles')
        .select(['id', 'slug', 'idioma', 'titulo', 'meta_descricao', 'imagem_destaque_url'])
        .where('status', '=', 'publicado')
        .where('idioma', '=', newsletter.locale);
      query = input.article_id ? query.where('id', '=', input.article_id) : query.orderBy('data_publicacao', 'desc');
      const article = await query.executeTakeFirst();
      if (!article) throw new ApiError(404, 'article_not_found', NO_ARTICLE);
      // The member is not a subscriber: the links are signed for no one and open the "link does not work" page.
      const links = await subscriberLinks(tokens, env.siteUrl, '00000000-0000-0000-0000-000000000000', newsletter.id);
      const to = c.get('user').email;
      await mailer.send(
        issueMail(
          {
            subject: article.titulo,
            description: article.meta_descricao,
            imageUrl: absoluteUrl(env.siteUrl, article.imagem_destaque_url),
            articleUrl: `${env.siteUrl}${articleUrl(article)}`,
            affiliateDisclosure: await issueDisclosure(db, article.id, newsletter.locale),
            siteUrl: env.siteUrl,
            siteName: (await siteNames(db))[newsletter.locale],
            locale: newsletter.locale,
            newsletterId: newsletter.id,
            unsubscribeMailto: env.NEWSLETTER_UNSUBSCRIBE_MAILTO ?? mailer.from,
            test: true,
          },
          to,
          links,
        ),
      );
      return c.json({ sent: true, to, article_id: article.id });
    })
    .get('/sends/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      const send = (await listSends(db)).find((row) => row.id === c.req.valid('param').id);
      if (!send) throw new ApiError(404, 'not_found');
      const failures = await db
        .selectFrom('newsletter_deliveries as d')
        .innerJoin('newsletter_subscribers as r', 'r.id', 'd.subscriber_id')
        .select(['r.email', 'd.status', 'd.attempts', 'd.last_error'])
        .where('d.send_id', '=', send.id)
        .where('d.status', 'in', ['failed', 'bounced'])
        .orderBy(sql`lower(r.email)`)
        .limit(200)
        .execute();
      return c.json({ send, failures });
    });
}
