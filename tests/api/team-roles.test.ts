/**
 * Roles against routes: the table in docs/admin-api.md ("Roles") is read and walked, every
 * route as every role (refused with 403 forbidden, or let through to the route's own checks);
 * every /api/admin route the app registers is in that table; authors' own-work limits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedMemberAnswerSchema } from '../../src/lib/contracts/team.ts';
import { createTestContext, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

const ROLES = ['admin', 'editor', 'author'] as const;
type Role = (typeof ROLES)[number];

/** The rows of the "Roles" table in docs/admin-api.md: [method, route, allowed per role]. */
function documentedTable(): Array<{ method: string; route: string; allowed: Record<Role, boolean> }> {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/admin-api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Roles'), doc.indexOf('\n## ', doc.indexOf('## Roles') + 1));
  return section
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) +\|/.test(line))
    .map((line) => {
      const [method, route, admin, editor, author] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { method: method!, route: route!, allowed: { admin: admin === 'yes', editor: editor === 'yes', author: author === 'yes' } };
    });
}

const ID = '00000000-0000-4000-8000-000000000000';
const TABLE = documentedTable();

let ctx: TestContext;
const as = {} as Record<Role, Awaited<ReturnType<typeof signIn>>>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await signIn(ctx);
  as.editor = await signIn(ctx, { role: 'editor' });
  as.author = await signIn(ctx, { role: 'author' });
});
afterAll(() => ctx.close());

/** Calls a route with harmless input (an unknown id, an empty body): whatever it answers, nothing changes. */
function call(method: string, route: string, headers: Record<string, string>) {
  const url = route.replace(':id', ID).replace(':revisionId', ID).replace(':kind', 'images');
  const init: RequestInit = { method, headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', ...headers } };
  if (method !== 'GET' && method !== 'DELETE') init.body = '{}';
  return ctx.app.request(url, init);
}

describe('the route × role table', () => {
  it('lists every /api/admin route the app registers', () => {
    const documented = new Set(TABLE.map((row) => `${row.method} ${row.route}`));
    const registered = ctx.app.routes
      .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`);
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('is what the server enforces, route by route and role by role', async () => {
    expect(TABLE.length).toBeGreaterThan(30);
    for (const row of TABLE) {
      for (const role of ROLES) {
        const response = await call(row.method, row.route, as[role].headers);
        const code = response.status === 403 ? (await json(response)).error.code : null;
        expect(code === 'forbidden', `${role} ${row.method} ${row.route} (${response.status})`).toBe(!row.allowed[role]);
        expect(response.status, `${role} ${row.method} ${row.route}`).toBeLessThan(500);
      }
    }
  });

  it('refuses a deactivated member everywhere, and their sessions end at once', async () => {
    const member = await signIn(ctx, { role: 'editor', email: 'leaving@example.com' });
    expect((await call('GET', '/api/admin/me', member.headers)).status).toBe(200);
    const response = await ctx.app.request(`/api/admin/team/members/${member.userId}`, {
      method: 'PATCH',
      headers: { ...as.admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(response.status).toBe(200);
    expect(changedMemberAnswerSchema.parse(await json(response)).member.deactivated_at).not.toBeNull();
    expect((await call('GET', '/api/admin/me', member.headers)).status).toBe(401);
    const signInAgain = await ctx.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'leaving@example.com', password: 'a-long-test-password' }),
    });
    expect(signInAgain.status).toBe(200);
    const cookie = signInAgain.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const denied = await call('GET', '/api/admin/me', { Cookie: cookie });
    expect(denied.status).toBe(403);
    expect((await json(denied)).error.code).toBe('forbidden');
  });
});

describe('authors', () => {
  const draft = (titulo: string, status = 'rascunho') => ({
    titulo,
    meta_descricao: 'A short description.',
    categoria: 'saude',
    conteudo_html: '<p>Some text.</p>',
    status,
    products: [],
  });
  const send = (method: string, url: string, who: Role, body?: unknown) =>
    ctx.app.request(url, {
      method,
      headers: { ...as[who].headers, 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('save drafts, list and open only their own, and submit them for review', async () => {
    const mine = await send('POST', '/api/admin/articles', 'author', draft('My own draft'));
    expect(mine.status).toBe(201);
    const id = (await json(mine)).article.id as string;
    const other = (await json(await send('POST', '/api/admin/articles', 'editor', draft('An editor article')))).article.id as string;

    const list = (await json(await send('GET', '/api/admin/articles', 'author'))).articles as Array<{ id: string }>;
    expect(list.map((article) => article.id)).toEqual([id]);
    expect((await send('GET', `/api/admin/articles/${id}`, 'author')).status).toBe(200);
    const refused = await send('GET', `/api/admin/articles/${other}`, 'author');
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toEqual({
      code: 'not_your_article',
      message: 'Autores só podem abrir e alterar os próprios artigos.',
    });
    expect((await send('DELETE', `/api/admin/articles/${other}`, 'author')).status).toBe(403);

    const review = await send('POST', `/api/admin/articles/${id}/revisao`, 'author');
    expect(review.status).toBe(200);
    expect((await json(review)).revisao_solicitada_em).toBeTruthy();
  });

  it('cannot publish, nor change a published article, and nothing is saved', async () => {
    const publish = await send('POST', '/api/admin/articles', 'author', draft('Trying to publish', 'publicado'));
    expect(publish.status).toBe(403);
    expect((await json(publish)).error.code).toBe('author_cannot_publish');
    const id = (await json(await send('POST', '/api/admin/articles', 'author', draft('Draft then published')))).article.id as string;
    expect((await send('PUT', `/api/admin/articles/${id}`, 'author', draft('Draft then published', 'publicado'))).status).toBe(403);
    expect((await send('PUT', `/api/admin/articles/${id}`, 'editor', draft('Draft then published', 'publicado'))).status).toBe(200);
    const locked = await send('PUT', `/api/admin/articles/${id}`, 'author', draft('Changed after publishing'));
    expect(locked.status).toBe(403);
    expect((await json(locked)).error.code).toBe('published_locked');
    const row = await ctx.handle.db.selectFrom('articles').select(['titulo', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ titulo: 'Draft then published', status: 'publicado' });
    const titles = await ctx.handle.db.selectFrom('articles').select('titulo').where('titulo', '=', 'Trying to publish').execute();
    expect(titles).toEqual([]);
  });
});
