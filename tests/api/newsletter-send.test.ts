import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNewsletterSends } from '../../functions/newsletter/on-publish.ts';
import { publishDueArticles } from '../../functions/publishing/scheduler.ts';
import { insertArticle } from '../support/fixtures.ts';
import { dkimKeys } from '../support/dkim.ts';
import { linkTo, mailsTo, postForm, subscribe } from '../support/newsletter.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

describe('newsletter sends on publish', () => {
  const refuse: Record<string, number> = {};
  const keys = dkimKeys('example.com', 'news2026');
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let headers: Record<string, string>;
  let articleNumber = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuseRecipients: refuse });
    ctx = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        CONTACT_TO: 'editors@example.com',
        MAIL_FROM: 'news@example.com',
        DKIM_DOMAIN: keys.domain,
        DKIM_SELECTOR: keys.selector,
        DKIM_PRIVATE_KEY: keys.privatePem,
        NEWSLETTER_RATE: '50',
        SITE_URL: 'https://site.example',
      },
    });
    ({ headers } = await signIn(ctx));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  async function confirmedReader(email: string, locale: 'en' | 'pt') {
    expect((await subscribe(ctx, { email, locale })).status).toBe(202);
    await ctx.deps.jobs.runDue();
    const [confirmation] = await mailsTo(smtp.received, email);
    expect((await postForm(ctx, linkTo(confirmation!, 'confirm'), '')).status).toBe(200);
  }

  /** Active subscribers written directly: the sign-up path is covered above and in newsletter-subscriptions.test.ts. */
  async function activeReaders(newsletter: 'en' | 'pt', emails: string[]) {
    for (const email of emails) {
      const { id } = await ctx.handle.db
        .insertInto('newsletter_subscribers')
        .values({ email, locale: newsletter })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.handle.db
        .insertInto('newsletter_subscriptions')
        .values({ subscriber_id: id, newsletter_id: newsletter, status: 'active', consent: 'confirmed' })
        .execute();
    }
  }

  async function createArticle(idioma: 'en' | 'pt', extra: Record<string, unknown> = {}) {
    articleNumber++;
    const response = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        titulo: `${idioma === 'pt' ? 'Artigo novo' : 'New article'} ${articleNumber}`,
        categoria: 'saude',
        meta_descricao: `${idioma === 'pt' ? 'Resumo' : 'Summary'} ${articleNumber}.`,
        conteudo_html: '<p>Body.</p>',
        idioma,
        status: 'publicado',
        ...extra,
      }),
    });
    expect(response.status).toBeLessThan(300);
    return (await json(response)).article as { id: string; titulo: string; slug: string };
  }

  async function setStatus(id: string, status: string) {
    const current = await json(await ctx.app.request(`/api/admin/articles/${id}`, { headers }));
    const article = current.article ?? current;
    const response = await ctx.app.request(`/api/admin/articles/${id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        titulo: article.titulo,
        categoria: article.categoria,
        meta_descricao: article.meta_descricao,
        conteudo_html: article.conteudo_html,
        idioma: article.idioma,
        status,
      }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }

  const sendsOf = (articleId: string) =>
    ctx.handle.db.selectFrom('newsletter_sends').selectAll().where('article_id', '=', articleId).execute();
  const deliveries = (sendId: string) =>
    ctx.handle.db
      .selectFrom('newsletter_deliveries as d')
      .innerJoin('newsletter_subscribers as r', 'r.id', 'd.subscriber_id')
      .select(['r.email', 'd.status', 'd.attempts'])
      .where('d.send_id', '=', sendId)
      .orderBy('r.email')
      .execute();

  for (const locale of ['en', 'pt'] as const) {
    it(`sign-up → confirmation → publish → signed issue → one-click unsubscribe (${locale})`, async () => {
      const email = `path-${locale}@example.com`;
      await confirmedReader(email, locale);
      const article = await createArticle(locale, {
        imagem_destaque_url: '/media/images/cover.jpg',
        products: [{ name: 'Kettle', description: 'A kettle', price: 10, affiliate_link: 'https://shop.example/kettle', image_url: null }],
      });
      await ctx.deps.jobs.runDue();
      const issues = (await mailsTo(smtp.received, email)).filter((mail) => mail.subject === article.titulo);
      expect(issues).toHaveLength(1);
      const issue = issues[0]!;
      expect(issue.text).toContain(`${locale === 'pt' ? 'Resumo' : 'Summary'} ${articleNumber}.`);
      expect(issue.text).toContain(locale === 'pt' ? 'Ler o artigo' : 'Read the article');
      // The language's default store's disclosure, as the article page shows it (the shipped Amazon texts).
      expect(issue.text).toContain(
        locale === 'pt'
          ? 'Como associados da Amazon, recebemos por compras qualificadas.'
          : 'As an Amazon Associate we earn from qualifying purchases.',
      );
      expect(issue.text).toContain('https://site.example');
      expect(issue.html).toContain('https://site.example/media/images/cover.jpg');
      expect(issue.html).toContain(locale === 'pt' ? 'Cancelar a inscrição' : 'Unsubscribe');
      expect(issue.html).not.toMatch(/<img[^>]+src="https?:\/\/(?!site\.example)/);

      const raw = smtp.received.find((mail) => mail.to.includes(email) && mail.raw.includes('List-Unsubscribe-Post'))!.raw;
      const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
      const listUnsubscribe = /^List-Unsubscribe: (.*)$/im.exec(unfolded)?.[1] ?? '';
      const httpsLink = /<(https:\/\/site\.example\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(listUnsubscribe)?.[1];
      expect(httpsLink).toBeTruthy();
      expect(listUnsubscribe).toMatch(/<mailto:news@example\.com\?subject=unsubscribe>/);
      expect(/^List-Unsubscribe-Post: (.*)$/im.exec(unfolded)?.[1]?.trim()).toBe('List-Unsubscribe=One-Click');
      const [signature] = await keys.verify(raw);
      expect(signature?.status.result).toBe('pass');
      const signed = String(/\bh=([^;]+)/.exec(raw.replace(/\r?\n\s+/g, ''))?.[1])
        .replace(/\s/g, '')
        .toLowerCase()
        .split(':');
      expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));

      // The tracked link counts and leads to the article.
      const sendId = /\/api\/newsletter\/c\/([0-9a-f-]{36})/.exec(issue.text ?? '')?.[1];
      const click = await ctx.app.request(`/api/newsletter/c/${sendId}`);
      expect(click.status).toBe(302);
      expect(click.headers.get('location')).toBe(`https://site.example${locale === 'pt' ? '/pt' : ''}/artigos/${article.slug}`);
      expect((await sendsOf(article.id))[0]?.clicks).toBe(1);

      const url = new URL(httpsLink!);
      const oneClick = await postForm(ctx, url.pathname + url.search, 'List-Unsubscribe=One-Click');
      expect(oneClick.status).toBe(200);

      const next = await createArticle(locale);
      await ctx.deps.jobs.runDue();
      expect((await mailsTo(smtp.received, email)).some((mail) => mail.subject === next.titulo)).toBe(false);
    });
  }

  it('discloses with the store text of the e-mail’s language, the generic line when the store has none, nothing without products', async () => {
    const editStore = async (domain: string, disclosure: { en?: string; pt?: string }) => {
      const response = await ctx.app.request(`/api/admin/affiliate/marketplaces/${domain}`, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ disclosure }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    await editStore('amazon.com.br', { pt: 'Loja do Brasil: recebemos uma comissão.' });
    await editStore('amazon.com', { en: '' });
    await activeReaders('en', ['disclosure-en@example.com']);
    await activeReaders('pt', ['disclosure-pt@example.com', 'disclosure-pt2@example.com']);
    const product = [
      { name: 'Kettle', description: 'A kettle', price: 10, affiliate_link: 'https://shop.example/kettle', image_url: null },
    ];
    const pt = await createArticle('pt', { products: product });
    const en = await createArticle('en', { products: product });
    const plain = await createArticle('en');
    await ctx.deps.jobs.runDue();
    const issue = async (email: string, subject: string) => {
      const [mail] = (await mailsTo(smtp.received, email)).filter((received) => received.subject === subject);
      expect(mail, subject).toBeDefined();
      return { text: mail!.text ?? '', html: String(mail!.html), unsubscribe: linkTo(mail!, 'unsubscribe') };
    };
    const ptIssue = await issue('disclosure-pt@example.com', pt.titulo);
    expect(ptIssue.text).toContain('Loja do Brasil: recebemos uma comissão.');
    expect(ptIssue.html).toContain('Loja do Brasil: recebemos uma comissão.');
    expect(ptIssue.text).not.toContain('Links de afiliado');
    const enIssue = await issue('disclosure-en@example.com', en.titulo);
    expect(enIssue.text).toContain('Affiliate links: we may earn a commission');
    const plainIssue = await issue('disclosure-en@example.com', plain.titulo);
    expect(plainIssue.text).not.toMatch(/Affiliate links|Amazon Associate/);
    expect(plainIssue.html).not.toMatch(/Affiliate links|Amazon Associate/);
    // The issue is rendered once per send; each message carries its own subscriber's links, in both parts.
    const other = await issue('disclosure-pt2@example.com', pt.titulo);
    expect(other.unsubscribe).not.toBe(ptIssue.unsubscribe);
    expect(ptIssue.html).toContain(`href="https://site.example${ptIssue.unsubscribe}"`);
    expect(other.html).toContain(`href="https://site.example${other.unsubscribe}"`);
    await editStore('amazon.com.br', { pt: 'Como associados da Amazon, recebemos por compras qualificadas.' });
    await editStore('amazon.com', { en: 'As an Amazon Associate we earn from qualifying purchases.' });
  });

  it('sends an article once per newsletter: publish twice, edit, republish, two instances', async () => {
    const email = 'once@example.com';
    await activeReaders('en', [email]);
    const article = await createArticle('en', { status: 'rascunho' });
    await ctx.deps.jobs.runDue();
    expect(await sendsOf(article.id)).toHaveLength(0);

    await setStatus(article.id, 'publicado');
    await setStatus(article.id, 'publicado');
    await Promise.all([queueNewsletterSends(ctx.handle.db, [article.id]), queueNewsletterSends(ctx.handle.db, [article.id])]);
    await setStatus(article.id, 'rascunho');
    await setStatus(article.id, 'publicado');
    await ctx.deps.jobs.runDue();

    expect(await sendsOf(article.id)).toHaveLength(1);
    const jobs = await ctx.handle.db.selectFrom('jobs').select('unique_key').where('type', '=', 'newsletter.send').execute();
    expect(jobs.filter((job) => job.unique_key === `newsletter.send@${article.id}:en`)).toHaveLength(1);
    expect((await mailsTo(smtp.received, email)).filter((mail) => mail.subject === article.titulo)).toHaveLength(1);
  });

  it('sends nothing for an article the editor turned it off for', async () => {
    const article = await createArticle('en', { status: 'rascunho' });
    const off = await ctx.app.request(`/api/admin/newsletter/articles/${article.id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ send_on_publish: false }),
    });
    expect(await json(off)).toEqual({ article_id: article.id, send_on_publish: false, sent: false, published_before: false });
    await setStatus(article.id, 'publicado');
    await ctx.deps.jobs.runDue();
    expect(await sendsOf(article.id)).toHaveLength(0);
  });

  it('never sends a republish: published with the switch off, unpublished, switched on, published again', async () => {
    const email = 'republish@example.com';
    await activeReaders('en', [email]);
    const article = await createArticle('en', { status: 'rascunho' });
    const option = (body: unknown) =>
      ctx.app.request(`/api/admin/newsletter/articles/${article.id}`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await option({ send_on_publish: false })).status).toBe(200);
    await setStatus(article.id, 'publicado');
    await setStatus(article.id, 'rascunho');
    const on = await option({ send_on_publish: true });
    // The editor's screen learns that publishing again sends nothing (its switch is locked with the reason).
    expect(await json(on)).toEqual({ article_id: article.id, send_on_publish: true, sent: false, published_before: true });
    await setStatus(article.id, 'publicado');
    // The scheduler's or a second instance's announcement of the same article is a republish too.
    expect(await queueNewsletterSends(ctx.handle.db, [article.id])).toBe(0);
    await ctx.deps.jobs.runDue();

    expect(await sendsOf(article.id)).toHaveLength(0);
    const jobs = await ctx.handle.db.selectFrom('jobs').select('unique_key').where('type', '=', 'newsletter.send').execute();
    expect(jobs.filter((job) => job.unique_key === `newsletter.send@${article.id}:en`)).toHaveLength(0);
    expect(await mailsTo(smtp.received, email)).toHaveLength(0);
  });

  it('tries a 4xx again later and then delivers; the others are not mailed twice', async () => {
    const readers = ['greylisted@example.com', 'fine-1@example.com', 'fine-2@example.com'];
    await activeReaders('pt', readers);
    refuse['greylisted@example.com'] = 452;
    const article = await createArticle('pt');
    await ctx.deps.jobs.runDue();
    const [send] = await sendsOf(article.id);
    expect(await deliveries(send!.id)).toEqual(
      expect.arrayContaining([
        { email: 'greylisted@example.com', status: 'pending', attempts: 1 },
        { email: 'fine-1@example.com', status: 'sent', attempts: 1 },
      ]),
    );
    const job = await ctx.handle.db
      .selectFrom('jobs')
      .selectAll()
      .where('unique_key', '=', `newsletter.send@${article.id}:pt`)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    expect(job.last_error).toMatch(/4xx/);

    delete refuse['greylisted@example.com'];
    // The backoff's time has come.
    await ctx.handle.db
      .updateTable('jobs')
      .set({ run_at: sql<Date>`now()` })
      .where('id', '=', job.id)
      .execute();
    await ctx.deps.jobs.runDue();
    expect((await deliveries(send!.id)).find((row) => row.email === 'greylisted@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    for (const reader of readers) {
      expect(
        (await mailsTo(smtp.received, reader)).filter((mail) => mail.subject === article.titulo),
        reader,
      ).toHaveLength(1);
    }
    expect((await sendsOf(article.id))[0]?.status).toBe('completed');
  });

  it('suppresses an address refused with a 5xx in every newsletter', async () => {
    await activeReaders('en', ['gone@example.com']);
    await ctx.handle.db
      .insertInto('newsletter_subscriptions')
      .values({
        subscriber_id: (
          await ctx.handle.db
            .selectFrom('newsletter_subscribers')
            .select('id')
            .where('email', '=', 'gone@example.com')
            .executeTakeFirstOrThrow()
        ).id,
        newsletter_id: 'pt',
        status: 'active',
      })
      .execute();
    refuse['gone@example.com'] = 550;
    const article = await createArticle('en');
    await ctx.deps.jobs.runDue();
    const [send] = await sendsOf(article.id);
    expect((await deliveries(send!.id)).find((row) => row.email === 'gone@example.com')).toMatchObject({ status: 'bounced' });
    expect(send?.status).toBe('completed');
    const subscriber = await ctx.handle.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'gone@example.com')
      .executeTakeFirstOrThrow();
    expect(subscriber.suppressed_at).not.toBeNull();
    expect(subscriber.suppressed_reason).toMatch(/550/);

    delete refuse['gone@example.com'];
    const ptArticle = await createArticle('pt');
    await ctx.deps.jobs.runDue();
    const [ptSend] = await sendsOf(ptArticle.id);
    expect((await deliveries(ptSend!.id)).map((row) => row.email)).not.toContain('gone@example.com');
    // Signing up again sends no confirmation to a suppressed address.
    expect((await subscribe(ctx, { email: 'gone@example.com', locale: 'en' })).status).toBe(202);
    await ctx.deps.jobs.runDue();
    expect(await mailsTo(smtp.received, 'gone@example.com')).toHaveLength(0);
  });

  it('resumes a send: rows already sent are not mailed again', async () => {
    const readers = Array.from({ length: 6 }, (_, i) => `resume-${i}@example.com`);
    await activeReaders('en', readers);
    const article = await createArticle('en', { status: 'rascunho' });
    const { id: sendId } = await ctx.handle.db
      .insertInto('newsletter_sends')
      .values({ article_id: article.id, newsletter_id: 'en', subject: article.titulo })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.handle.db
      .insertInto('newsletter_deliveries')
      .columns(['send_id', 'subscriber_id', 'status'])
      .expression((eb) =>
        eb
          .selectFrom('newsletter_subscribers')
          .select([
            eb.val(sendId).as('send_id'),
            'id',
            sql<string>`CASE WHEN email < 'resume-3' THEN 'sent' ELSE 'pending' END`.as('status'),
          ])
          .where('email', 'like', 'resume-%'),
      )
      .execute();
    await ctx.handle.db
      .updateTable('newsletter_sends')
      .set({ prepared_at: sql<Date>`now()`, status: 'sending' })
      .where('id', '=', sendId)
      .execute();
    // The crashed run's job, found again; publishing now finds the send and queues nothing new.
    await setStatus(article.id, 'publicado');
    const { newsletterSendJob } = await import('../../functions/newsletter/send-job.ts');
    await ctx.deps.jobs.enqueue(newsletterSendJob, { send_id: sendId });
    await ctx.deps.jobs.runDue();
    for (const [i, reader] of readers.entries()) {
      expect((await mailsTo(smtp.received, reader)).length, reader).toBe(i < 3 ? 0 : 1);
    }
  });
  it('queues the send when the scheduler publishes, and paces messages at NEWSLETTER_RATE', async () => {
    const readers = Array.from({ length: 8 }, (_, i) => `paced-${i}@example.com`);
    await activeReaders('pt', readers);
    const article = await insertArticle(ctx.handle.db, { status: 'agendado', idioma: 'pt', data_publicacao: new Date(Date.now() - 1000) });
    expect(await publishDueArticles({ db: ctx.deps.db, logger: ctx.logger, publisher: ctx.deps.publisher })).toBe(1);
    await ctx.deps.jobs.runDue();
    const [send] = await sendsOf(article.id);
    expect(send?.status).toBe('completed');
    const times = (
      await ctx.handle.db
        .selectFrom('newsletter_deliveries as d')
        .innerJoin('newsletter_subscribers as r', 'r.id', 'd.subscriber_id')
        .select('d.sent_at')
        .where('d.send_id', '=', send!.id)
        .where('r.email', 'like', 'paced-%')
        .execute()
    )
      .map((row) => new Date(row.sent_at!).getTime())
      .sort((a, b) => a - b);
    expect(times).toHaveLength(8);
    // 50 a second: 8 messages span at least 7 intervals of 20 ms (a little less for clock rounding).
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(130);
  });
});
