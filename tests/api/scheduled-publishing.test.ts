/**
 * Scheduled publishing on the API and the database, without a site build: what a save with
 * status 'agendado' stores, the refusals, the claim that publishes due articles once, and the
 * article.published event held until a live build shows the page
 * (scheduled-publishing-live.test.ts runs the real build).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createLogger } from '../../functions/lib/logger.ts';
import { articleSummarySchema } from '../../src/admin/features/articles/api/article-schemas.ts';
import { dashboardAnswerSchema } from '../../src/lib/contracts/overview.ts';
import { claimDueArticles } from '../../functions/articles/scheduled.ts';
import { releaseLiveArticles } from '../../functions/publishing/scheduled-articles.ts';
import { PublishScheduler } from '../../functions/publishing/scheduler.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  // An active webhook, so that every event shows as a queued delivery.
  await ctx.handle.db
    .insertInto('webhook_configs')
    .values({ name: 'Receiver', url: 'https://hooks.example.com/in', secret: 'test-secret' })
    .execute();
}, 180_000);

afterAll(async () => {
  await ctx.close();
});

beforeEach(async () => {
  await ctx.handle.db.deleteFrom('webhook_deliveries').execute();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
let counter = 0;
const articleBody = (extra: Record<string, unknown>) => ({
  titulo: `Scheduled piece ${++counter}`,
  categoria: 'tecnologia',
  meta_descricao: 'Waits for its time.',
  conteudo_html: '<p>Not yet, then yes.</p>',
  ...extra,
});

async function save(body: Record<string, unknown>, id?: string, locale = 'en') {
  return ctx.app.request(id ? `/api/admin/articles/${id}` : '/api/admin/articles', {
    method: id ? 'PUT' : 'POST',
    headers: { ...headers, 'Accept-Language': locale },
    body: JSON.stringify(body),
  });
}

async function queuedEvents(): Promise<string[]> {
  return (await ctx.handle.db.selectFrom('webhook_deliveries').select('event').orderBy('id').execute()).map((row) => row.event);
}

/** Moves an article's schedule into the past, as the clock would. */
async function fallDue(id: string): Promise<void> {
  await ctx.handle.db
    .updateTable('articles')
    .set({ data_publicacao: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', id)
    .execute();
}

describe('saving a scheduled article', () => {
  it('refuses a schedule time that is not a date, in the editor’s language', async () => {
    for (const data_publicacao of ['tomorrow', '2026-13-45T10:00:00Z', '2026-12-01T09:00:00', 12345]) {
      const response = await save(articleBody({ status: 'agendado', data_publicacao }), undefined, 'pt');
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.issues).toContainEqual({
        path: 'data_publicacao',
        message: expect.stringMatching(/^deve ser uma data e hora com fuso horário/),
      });
    }
  });

  it('refuses a schedule without a time, and a scheduled article missing required fields', async () => {
    const noTime = await json(await save(articleBody({ status: 'agendado' })));
    expect(noTime.error.issues).toContainEqual({ path: 'data_publicacao', message: 'choose the date and time the article goes live' });
    const noTitle = await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(30), titulo: '' }));
    expect(noTitle.status).toBe(400);
    expect((await json(noTitle)).error.issues).toContainEqual(expect.objectContaining({ path: 'titulo' }));
    expect(await ctx.handle.db.selectFrom('articles').select('id').execute()).toEqual([]);
  });

  it('keeps a future schedule private: stored as agendado, absent from the content feed and the public API, listed with its filter', async () => {
    const at = inMinutes(90);
    const response = await save(articleBody({ status: 'agendado', data_publicacao: at }));
    expect(response.status).toBe(201);
    const { article } = await json(response);
    expect(article).toMatchObject({ status: 'agendado' });
    expect(new Date(article.data_publicacao).toISOString()).toBe(at);
    expect(await queuedEvents()).toEqual([]);

    const feed = await json(await ctx.app.request('/api/content/articles'));
    expect(JSON.stringify(feed)).not.toContain(article.slug);
    expect(JSON.stringify(await json(await ctx.app.request('/api/articles')))).not.toContain(article.slug);

    const scheduled = await json(await ctx.app.request('/api/admin/articles?status=agendado', { headers }));
    expect(scheduled.articles.map((row: { id: string }) => row.id)).toContain(article.id);
    expect(scheduled.articles.every((row: { status: string }) => row.status === 'agendado')).toBe(true);
    const drafts = await json(await ctx.app.request('/api/admin/articles?status=rascunho', { headers }));
    expect(drafts.articles.map((row: { id: string }) => row.id)).not.toContain(article.id);
  });

  it('reads back in the back office’s own schemas (list and dashboard)', async () => {
    await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(45) }));
    const list = await json(await ctx.app.request('/api/admin/articles?status=agendado', { headers }));
    expect(list.articles.length).toBeGreaterThan(0);
    for (const row of list.articles) expect(articleSummarySchema.parse(row).status).toBe('agendado');
    const dashboard = dashboardAnswerSchema.parse(await json(await ctx.app.request('/api/admin/dashboard', { headers })));
    expect(dashboard.recent.map((row) => row.status)).toContain('agendado');
  });

  it('publishes at once when the time is already past, dated at that time', async () => {
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const { article } = await json(await save(articleBody({ status: 'agendado', data_publicacao: at })));
    expect(article.status).toBe('publicado');
    expect(new Date(article.data_publicacao).toISOString()).toBe(at);
    expect(await queuedEvents()).toEqual(['article.published']);
  });

  it('reschedules and unschedules', async () => {
    const { article } = await json(await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(60) })));
    const later = inMinutes(24 * 60);
    const moved = (
      await json(await save({ ...articleBody({}), titulo: article.titulo, status: 'agendado', data_publicacao: later }, article.id))
    ).article;
    expect(moved.status).toBe('agendado');
    expect(new Date(moved.data_publicacao).toISOString()).toBe(later);
    const unscheduled = (await json(await save({ ...articleBody({}), titulo: article.titulo, status: 'rascunho' }, article.id))).article;
    expect(unscheduled).toMatchObject({ status: 'rascunho', data_publicacao: null });
    expect(await queuedEvents()).toEqual([]);
  });

  it('refuses to schedule an unreviewed translation draft, as it refuses to publish one', async () => {
    const { article } = await json(await save(articleBody({ status: 'rascunho' })));
    const translation = await json(
      await ctx.app.request(`/api/admin/articles/${article.id}/traducao`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ traducao_automatica: false }),
      }),
    );
    const draft = translation.article;
    const refused = await save(
      { ...articleBody({}), titulo: draft.titulo, idioma: draft.idioma, status: 'agendado', data_publicacao: inMinutes(5) },
      draft.id,
    );
    expect(refused.status).toBe(409);
  });
});

describe('the schedule firing', () => {
  it('publishes a due article once however many claim it, and holds its event until a build shows it', async () => {
    const { article } = await json(await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(10) })));
    expect(await claimDueArticles(ctx.handle.db, true)).toEqual([]);
    await fallDue(article.id);
    const claims = await Promise.all([
      claimDueArticles(ctx.handle.db, true),
      claimDueArticles(ctx.handle.db, true),
      claimDueArticles(ctx.handle.db, true),
    ]);
    expect(claims.flat().map((row) => row.id)).toEqual([article.id]);
    const row = await ctx.handle.db.selectFrom('articles').select(['status']).where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('publicado');
    expect(await queuedEvents()).toEqual([]);

    // A build that does not show the page yet (it started before the claim) sends nothing.
    expect(await releaseLiveArticles(ctx.handle.db, () => false)).toEqual([]);
    expect(await queuedEvents()).toEqual([]);
    const served: string[] = [];
    expect(await releaseLiveArticles(ctx.handle.db, (urlPath) => (served.push(urlPath), urlPath === `/artigos/${article.slug}`))).toEqual([
      article.id,
    ]);
    expect(served).toContain(`/artigos/${article.slug}`);
    expect(await queuedEvents()).toEqual(['article.published']);
    // Sent once: a later build sends nothing more.
    expect(await releaseLiveArticles(ctx.handle.db, () => true)).toEqual([]);
    expect(await queuedEvents()).toEqual(['article.published']);
  });

  it('forgets the held event of an article unpublished before any build showed it', async () => {
    const { article } = await json(await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(10) })));
    await fallDue(article.id);
    await claimDueArticles(ctx.handle.db, true);
    await save({ ...articleBody({}), titulo: article.titulo, status: 'rascunho' }, article.id);
    await ctx.handle.db.deleteFrom('webhook_deliveries').execute();
    expect(await releaseLiveArticles(ctx.handle.db, () => true)).toEqual([]);
    expect(await ctx.handle.db.selectFrom('articles_awaiting_live').select('article_id').execute()).toEqual([]);
    expect(await queuedEvents()).toEqual([]);
  });

  it('queues the event with the claim where this process does not build the site', async () => {
    const { article } = await json(await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(10) })));
    await fallDue(article.id);
    const scheduler = new PublishScheduler({
      db: ctx.handle.db,
      logger: createLogger('silent'),
      publisher: ctx.deps.publisher,
      pollMs: 60_000,
    });
    expect(ctx.deps.publisher.buildsLocally).toBe(false);
    expect(await scheduler.tick()).toBe(1);
    expect(await queuedEvents()).toEqual(['article.published']);
    const deliveries = await ctx.handle.db.selectFrom('webhook_deliveries').select('payload').execute();
    expect(deliveries[0]!.payload.data).toMatchObject({ id: article.id, status: 'publicado' });
  });

  it('a schedule that fell due while no server ran publishes when a scheduler starts', async () => {
    const { article } = await json(await save(articleBody({ status: 'agendado', data_publicacao: inMinutes(10) })));
    await fallDue(article.id);
    const scheduler = new PublishScheduler({
      db: ctx.handle.db,
      logger: createLogger('silent'),
      publisher: ctx.deps.publisher,
      pollMs: 60_000,
    });
    scheduler.start();
    try {
      await expect
        .poll(
          async () =>
            (await ctx.handle.db.selectFrom('articles').select('status').where('id', '=', article.id).executeTakeFirstOrThrow()).status,
        )
        .toBe('publicado');
    } finally {
      await scheduler.stop();
    }
  });
});
