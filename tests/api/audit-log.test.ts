/**
 * The audit log: real actions through the API leave one event each (who, what, which target,
 * a short summary, when), with nothing secret in it; the list is newest first, filtered by
 * action and person, paged with a cursor; only administrators may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../functions/audit/record.ts';
import { auditActorsAnswerSchema, auditPageAnswerSchema, type AuditEvent } from '../../src/lib/contracts/audit.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
let editor: Awaited<ReturnType<typeof signIn>>;
let author: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_SIGN_IN_LIMIT: '1000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  admin = await signIn(ctx, { email: 'chief@example.com' });
  editor = await signIn(ctx, { role: 'editor' });
  author = await signIn(ctx, { role: 'author' });
});
afterAll(() => ctx.close());

const call = (who: { headers: Record<string, string> }, method: string, url: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A page of the log, read with the back office's own schema. */
async function events(query = '') {
  const response = await call(admin, 'GET', `/api/admin/audit${query}`);
  expect(response.status).toBe(200);
  return auditPageAnswerSchema.parse(await json(response));
}

const articleBody = (titulo: string, status: string) => ({
  titulo,
  categoria: 'saude',
  meta_descricao: 'A short description.',
  conteudo_html: '<p>Body.</p>',
  autor: 'Ana',
  tempo_leitura: '3',
  status,
  products: [],
});

describe('the audit log', () => {
  it('records publishes, unpublishes and deletions of articles, reviews, ebooks and media by who did them', async () => {
    const created = await json(await call(editor, 'POST', '/api/admin/articles', articleBody('Audited article', 'publicado')));
    const id = created.article.id as string;
    expect((await call(editor, 'PUT', `/api/admin/articles/${id}`, articleBody('Audited article', 'rascunho'))).status).toBe(200);
    // A save that publishes nothing is in the article's revisions, not here.
    expect((await call(editor, 'PUT', `/api/admin/articles/${id}`, articleBody('Audited article, edited', 'rascunho'))).status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/articles/${id}`)).status).toBe(200);

    const review = await json(
      await call(editor, 'POST', '/api/admin/reviews', {
        titulo: 'Blender review',
        descricao: 'Tested.',
        link_produto: 'https://www.amazon.com/dp/B1',
        video_link_externo: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    );
    expect((await call(editor, 'DELETE', `/api/admin/reviews/${review.review.id}`)).status).toBe(200);
    const ebook = await json(
      await call(editor, 'POST', '/api/admin/ebooks', {
        title: 'Meal prep',
        description: 'Lunches.',
        interactive_link: 'https://ebooks.example.com/x',
      }),
    );
    expect((await call(editor, 'DELETE', `/api/admin/ebooks/${ebook.ebook.id}`)).status).toBe(200);
    const media = await ctx.handle.db
      .insertInto('media')
      .values({ name: 'beach.png', file_path: 'images/beach.png', file_type: 'images', file_size: 10, mime_type: 'image/png' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call(editor, 'DELETE', `/api/admin/media/${media.id}`)).status).toBe(200);

    const { events: list } = await events();
    const mine = list.filter((event) => event.target_type !== 'user').map((event) => [event.action, event.actor_email, event.summary]);
    expect(mine).toEqual([
      ['media.deleted', 'editor-member@example.com', 'beach.png'],
      ['ebook.deleted', 'editor-member@example.com', 'Meal prep'],
      ['review.deleted', 'editor-member@example.com', 'Blender review'],
      ['article.deleted', 'chief@example.com', 'Audited article, edited'],
      ['article.unpublished', 'editor-member@example.com', 'Audited article'],
      ['article.published', 'editor-member@example.com', 'Audited article'],
    ]);
    expect(list.find((event) => event.action === 'article.deleted')).toMatchObject({
      target_type: 'article',
      target_id: id,
      actor_id: admin.userId,
    });
  });

  it('records scheduled publishing as the server’s own act', async () => {
    const { claimDueArticles } = await import('../../functions/articles/scheduled.ts');
    const article = await insertArticle(ctx.handle.db, {
      status: 'agendado',
      data_publicacao: new Date(Date.now() - 1000),
      titulo: 'Timed',
    });
    await claimDueArticles(ctx.handle.db, false);
    const { events: list } = await events('?action=article.published');
    expect(list[0]).toMatchObject({ actor_id: null, actor_email: null, target_id: article.id, summary: 'Timed' });
  });

  it('records invitations, role changes, deactivations and webhook changes, without the link, secret or hook path', async () => {
    const invited = await json(
      await call(admin, 'POST', '/api/admin/team/invitations', { email: 'new.colleague@example.com', role: 'author' }),
    );
    expect((await call(admin, 'DELETE', `/api/admin/team/invitations/${invited.invitation.id}`)).status).toBe(200);
    expect((await call(admin, 'PATCH', `/api/admin/team/members/${author.userId}`, { role: 'editor' })).status).toBe(200);
    expect((await call(admin, 'PATCH', `/api/admin/team/members/${author.userId}`, { active: false })).status).toBe(200);
    expect((await call(admin, 'PATCH', `/api/admin/team/members/${author.userId}`, { active: true, role: 'author' })).status).toBe(200);

    const hook = await json(
      await call(admin, 'POST', '/api/admin/webhooks', { name: 'Chat', url: 'http://127.0.0.1:9/hooks/T000/SECRETPATH?token=abc' }),
    );
    expect((await call(admin, 'PATCH', `/api/admin/webhooks/${hook.webhook.id}`, { is_active: false })).status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/webhooks/${hook.webhook.id}`)).status).toBe(200);

    const { events: list } = await events('?actor=' + admin.userId);
    const summaries = list.map((event) => [event.action, event.summary]);
    expect(summaries.slice(0, 8)).toEqual([
      ['webhook.deleted', 'Chat (127.0.0.1:9)'],
      ['webhook.updated', 'Chat (127.0.0.1:9) → is_active: false'],
      ['webhook.created', 'Chat (127.0.0.1:9)'],
      ['team.reactivated', 'author-member@example.com'],
      ['team.role_changed', 'author-member@example.com: editor → author'],
      ['team.deactivated', 'author-member@example.com'],
      ['team.role_changed', 'author-member@example.com: author → editor'],
      ['team.invitation_revoked', 'new.colleague@example.com → author'],
    ]);
    const everything = JSON.stringify(await ctx.handle.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain('SECRETPATH');
    expect(everything).not.toContain(hook.secret);
    expect(everything).not.toContain(invited.link.split('#')[1]);
  });

  it('records sign-ins, successful and failed, without the password or the address', async () => {
    const attempt = (password: string) =>
      ctx.app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
          body: JSON.stringify({ email: 'chief@example.com', password }),
        },
        fromAddress('192.0.2.77'),
      );
    expect((await attempt('typo-password-123')).status).toBe(401);
    expect((await attempt('a-long-test-password')).status).toBe(200);
    const { events: list } = await events(`?actor=${admin.userId}&limit=2`);
    expect(list.map((event) => event.action)).toEqual(['sign_in.succeeded', 'sign_in.failed']);
    const everything = JSON.stringify(await ctx.handle.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain('typo-password-123');
    expect(everything).not.toContain('192.0.2.77');
  });

  it('keeps events other routes record through recordAudit (redirects)', async () => {
    await recordAudit(ctx.handle.db, {
      actor: { id: editor.userId, email: 'editor-member@example.com' },
      action: 'redirect.created',
      targetType: 'redirect',
      targetId: '/old',
      summary: '/old → /new (301)',
    });
    const { events: list } = await events('?action=redirect.created');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ actor_id: editor.userId, summary: '/old → /new (301)' });
  });

  it('pages newest first with a cursor, without gaps or repeats, and filters by action and person', async () => {
    const all: AuditEvent[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await events(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...page.events);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    const total = await ctx.handle.db.selectFrom('audit_log').select(ctx.handle.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));
    expect(new Set(all.map((event) => event.id)).size).toBe(all.length);
    const times = all.map((event) => Date.parse(event.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const deletions = await events('?action=article.deleted');
    expect(deletions.events.every((event) => event.action === 'article.deleted')).toBe(true);
    const byEditor = await events(`?actor=${editor.userId}`);
    expect(byEditor.events.length).toBeGreaterThan(0);
    expect(byEditor.events.every((event) => event.actor_id === editor.userId)).toBe(true);

    const actors = auditActorsAnswerSchema.parse(await json(await call(admin, 'GET', '/api/admin/audit/actors')));
    expect(actors.actors.map((actor) => actor.email)).toEqual(expect.arrayContaining(['chief@example.com', 'editor-member@example.com']));
  });

  it('refuses bad filters and cursors with 400, in the reader’s language', async () => {
    expect((await call(admin, 'GET', '/api/admin/audit?action=everything')).status).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/audit?limit=0')).status).toBe(400);
    const bad = await ctx.app.request('/api/admin/audit?cursor=bm90LWEtY3Vyc29y', {
      headers: { ...admin.headers, 'Accept-Language': 'pt-BR' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toMatchObject({ code: 'invalid_cursor', message: expect.stringMatching(/^Esta página do registro/) });
  });

  it('is for administrators only', async () => {
    // The author was deactivated and reactivated above, which ended their session.
    const freshAuthor = await signIn(ctx, { role: 'author', email: 'second-author@example.com' });
    for (const who of [editor, freshAuthor]) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/actors']) {
        const response = await call(who, 'GET', url);
        expect(response.status, url).toBe(403);
        expect((await json(response)).error.code).toBe('forbidden');
      }
    }
  });
});
