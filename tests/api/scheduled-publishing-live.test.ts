/**
 * A scheduled article going live through the real build runner: not public before its time;
 * after it, the scheduler publishes it, a build puts its page, the sitemap and the feed live,
 * and only then does the article.published webhook arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../functions/boot.ts';
import { JobQueue } from '../../functions/jobs/queue.ts';
import { runScheduledPublishing, scheduledPublishingJob } from '../../functions/publishing/scheduler.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';
import { readSitemap } from '../support/sitemap.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let close: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** Whether the article's page was being served when each webhook arrived. */
const liveWhenDelivered: Array<{ type: string; live: boolean }> = [];
let articlePath = '';

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    deps: { build: {} },
  });
  const listening = await listen(ctx.app.fetch, '127.0.0.1', 0);
  close = () => new Promise<void>((resolve) => listening.server.close(() => resolve()));
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  receiver = await startWebhookReceiver((delivery) => {
    liveWhenDelivered.push({ type: delivery.json.type, live: articlePath !== '' && ctx.site.current?.lookup(articlePath) !== undefined });
    return { status: 204 };
  });
  await ctx.app.request('/api/admin/webhooks', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Receiver', url: receiver.url, description: 'tests' }),
  });
  await ctx.deps.runner!.requestBuild('test start');
}, 240_000);

afterAll(async () => {
  await close();
  await receiver.close();
  await ctx.close();
});

describe('a scheduled article goes live at its time', () => {
  it('is private before, live with its sitemap and feed entries after, and announced once live', async () => {
    const at = new Date(Date.now() + 4_000);
    const created = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        titulo: 'Timed For The Morning',
        categoria: 'tecnologia',
        meta_descricao: 'Goes live on its own.',
        conteudo_html: '<p>Right on time.</p>',
        status: 'agendado',
        data_publicacao: at.toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    const { article } = await json(created);
    articlePath = `/artigos/${article.slug}`;
    await ctx.deps.runner!.idle();
    expect((await ctx.app.request(articlePath)).status).toBe(404);

    const options = { db: ctx.handle.db, logger: ctx.deps.logger, publisher: ctx.deps.publisher };
    const scheduler = new JobQueue({ ...options, pollMs: 250 })
      .register(scheduledPublishingJob, runScheduledPublishing(options))
      .every(scheduledPublishingJob, 250, {});
    scheduler.start();
    try {
      await expect.poll(async () => (await ctx.app.request(articlePath)).status, { timeout: 180_000, interval: 250 }).toBe(200);
    } finally {
      await scheduler.stop();
    }
    // Within 60 s of its time, on this shared machine included.
    expect(Date.now() - at.getTime()).toBeLessThan(60_000);
    expect(await (await ctx.app.request(articlePath)).text()).toContain('Right on time.');
    expect((await readSitemap(async (urlPath) => (await ctx.app.request(urlPath)).text())).text).toContain(articlePath);
    expect(await (await ctx.app.request('/rss.xml')).text()).toContain('Timed For The Morning');

    // Other events (the build's own) may reach the receiver first: wait for this one.
    await expect
      .poll(() => liveWhenDelivered.some((delivery) => delivery.type === 'article.published'), { timeout: 30_000, interval: 100 })
      .toBe(true);
    await ctx.deps.runner!.idle();
    const published = liveWhenDelivered.filter((delivery) => delivery.type === 'article.published');
    expect(published).toEqual([{ type: 'article.published', live: true }]);
    expect(await ctx.handle.db.selectFrom('articles_awaiting_live').select('article_id').execute()).toEqual([]);
  }, 240_000);
});
