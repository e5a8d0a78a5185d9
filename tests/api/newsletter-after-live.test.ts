/**
 * A newsletter send waits for the article's page (issue 28; docs/decisions/061): with the real
 * build runner, publishing writes the send as awaiting_live with no job; the live build that
 * serves the page queues it, and the issue reaches the SMTP server only while the page is
 * served. An article unpublished before any build showed it mails nobody.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubscriber, mailsTo } from '../support/newsletter.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let headers: Record<string, string>;
const READER = 'waits-for-the-page@example.com';
/** The article path whose page must be live when its issue arrives. */
let watchedPath = '';
/** For each message to the reader: was the watched page served when it arrived? */
const liveOnArrival: boolean[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer({
    onMessage: (mail) => {
      if (mail.to.includes(READER)) liveOnArrival.push(ctx.site.current?.lookup(watchedPath) !== undefined);
    },
  });
  ctx = await createTestContext({
    seed: true,
    env: {
      SMTP_URL: smtp.url,
      CONTACT_TO: 'editors@example.com',
      MAIL_FROM: 'news@example.com',
      NEWSLETTER_RATE: '50',
      SITE_URL: 'https://site.example',
    },
    deps: { build: {} },
  });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  await activeSubscriber(ctx, READER, 'en');
  await ctx.deps.runner!.requestBuild('test start');
}, 240_000);

afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

async function publish(titulo: string) {
  const response = await ctx.app.request('/api/admin/articles', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      titulo,
      categoria: 'saude',
      meta_descricao: 'A summary for the issue.',
      conteudo_html: '<p>Body.</p>',
      idioma: 'en',
      status: 'publicado',
    }),
  });
  expect(response.status).toBe(201);
  return (await json(response)).article as { id: string; slug: string; titulo: string };
}

const sendOf = (articleId: string) =>
  ctx.handle.db.selectFrom('newsletter_sends').select(['id', 'status']).where('article_id', '=', articleId).executeTakeFirstOrThrow();
const sendJobs = (sendId: string) =>
  ctx.handle.db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', 'newsletter.send')
    .where(sql<string>`payload->>'send_id'`, '=', sendId)
    .execute();

describe('a newsletter send on a site this process builds', () => {
  it('waits for the live build that serves the article, then mails it', async () => {
    await ctx.deps.runner!.idle();
    const article = await publish('Worth The Wait');
    watchedPath = `/artigos/${article.slug}`;
    const send = await sendOf(article.id);
    expect(send.status).toBe('awaiting_live');
    expect(await sendJobs(send.id)).toEqual([]);
    // Nothing to run yet: the queue holds no job for it.
    await ctx.deps.jobs.runDue();
    expect(await mailsTo(smtp.received, READER)).toEqual([]);

    await ctx.deps.runner!.idle();
    expect(ctx.site.current?.lookup(watchedPath)).toBeDefined();
    expect((await sendOf(article.id)).status).not.toBe('awaiting_live');
    expect(await sendJobs(send.id)).toHaveLength(1);
    await expect
      .poll(
        async () => {
          await ctx.deps.jobs.runDue();
          return (await mailsTo(smtp.received, READER)).filter((mail) => mail.subject === article.titulo).length;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(1);
    expect(liveOnArrival).toEqual([true]);
    expect((await sendOf(article.id)).status).toBe('completed');
  }, 240_000);

  it('mails nobody for an article unpublished before a build showed it', async () => {
    await ctx.deps.runner!.idle();
    const article = await publish('Gone Before Dawn');
    const current = await json(await ctx.app.request(`/api/admin/articles/${article.id}`, { headers }));
    const unpublish = await ctx.app.request(`/api/admin/articles/${article.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...pick(current.article ?? current), status: 'rascunho' }),
    });
    expect(unpublish.status, await unpublish.clone().text()).toBeLessThan(300);
    await ctx.deps.runner!.idle();
    await expect.poll(async () => (await sendOf(article.id)).status, { timeout: 60_000, interval: 200 }).toBe('cancelled');
    await ctx.deps.jobs.runDue();
    expect((await mailsTo(smtp.received, READER)).filter((mail) => mail.subject === article.titulo)).toEqual([]);
  }, 240_000);
});

function pick(article: Record<string, unknown>) {
  const { titulo, categoria, meta_descricao, conteudo_html, idioma } = article;
  return { titulo, categoria, meta_descricao, conteudo_html, idioma };
}
