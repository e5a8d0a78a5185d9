/**
 * Security probe 2, finding 9: a deactivated member's preview links kept opening their drafts
 * after their sessions ended. Deactivating revokes the links they made (and only theirs),
 * reactivating does not reopen them, and migration 040 ends the links of members deactivated
 * before. A link that opens answers the site's "getting ready" page here (no build), an ended
 * one the 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';
import { createTestContext, createTestDatabase, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const send = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function draftWithPreview(headers: Record<string, string>, titulo: string) {
  const created = await send('POST', '/api/admin/articles', headers, {
    titulo,
    categoria: 'saude',
    meta_descricao: 'A draft only a secret link shows.',
    conteudo_html: '<p>Not on the site yet.</p>',
    status: 'rascunho',
    idioma: 'en',
    products: [],
  });
  expect(created.status).toBe(201);
  const { article } = await json<{ article: { id: string } }>(created);
  const preview = await send('POST', `/api/admin/articles/${article.id}/previas`, headers);
  expect(preview.status).toBe(201);
  const { link } = await json<{ link: string }>(preview);
  return { articleId: article.id, path: new URL(link).pathname };
}

const opens = async (path: string) => (await ctx.app.request(path)).status !== 404;

describe('deactivating a member', () => {
  it('revokes the preview links they made, leaves everyone else’s, and reactivating does not reopen them', async () => {
    const leaving = await signIn(ctx, { role: 'editor', email: 'leaving-editor@example.com' });
    const staying = await signIn(ctx, { role: 'author', email: 'staying-author@example.com' });
    const theirs = await draftWithPreview(leaving.headers, 'A draft by the leaving editor');
    const second = await send('POST', `/api/admin/articles/${theirs.articleId}/previas`, leaving.headers);
    const secondPath = new URL((await json<{ link: string }>(second)).link).pathname;
    const others = await draftWithPreview(staying.headers, 'A draft by an author who stays');
    // The administrator's own link to the leaving editor's draft is the administrator's.
    const adminLink = await send('POST', `/api/admin/articles/${theirs.articleId}/previas`, admin.headers);
    const adminPath = new URL((await json<{ link: string }>(adminLink)).link).pathname;
    for (const path of [theirs.path, secondPath, others.path, adminPath]) expect(await opens(path), path).toBe(true);

    const deactivated = await send('PATCH', `/api/admin/team/members/${leaving.userId}`, admin.headers, { active: false });
    expect(deactivated.status).toBe(200);
    expect(await opens(theirs.path)).toBe(false);
    expect(await opens(secondPath)).toBe(false);
    expect(await opens(others.path)).toBe(true);
    expect(await opens(adminPath)).toBe(true);
    const listed = await json<{ previews: Array<{ autor_email: string }> }>(
      await send('GET', `/api/admin/articles/${theirs.articleId}/previas`, admin.headers),
    );
    expect(listed.previews.map((preview) => preview.autor_email)).toEqual(['editor@example.com']);

    const reactivated = await send('PATCH', `/api/admin/team/members/${leaving.userId}`, admin.headers, { active: true });
    expect(reactivated.status).toBe(200);
    expect(await opens(theirs.path)).toBe(false);
  }, 120_000);

  it('changes nothing when the member is not found or the change is refused', async () => {
    const author = await signIn(ctx, { role: 'author', email: 'keeps-links@example.com' });
    const { path } = await draftWithPreview(author.headers, 'A draft whose link must stay open');
    const unknown = await send('PATCH', '/api/admin/team/members/no-such-member', admin.headers, { active: false });
    expect(unknown.status).toBe(404);
    const bad = await send('PATCH', `/api/admin/team/members/${author.userId}`, admin.headers, { active: 'no' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.code).toBe('validation_failed');
    const byEditor = await send('PATCH', `/api/admin/team/members/${author.userId}`, (await signIn(ctx, { role: 'editor' })).headers, {
      active: false,
    });
    expect(byEditor.status).toBe(403);
    expect(await opens(path)).toBe(true);
  }, 120_000);
});

describe('migration 040', () => {
  it('ends the open links of members deactivated before it, and only theirs', async () => {
    const { handle, drop } = await createTestDatabase();
    try {
      const all = await loadMigrations();
      await migrate(
        handle,
        all.filter((m) => m.version < '040'),
      );
      await handle.withConnection(async (query) => {
        for (const [id, deactivated] of [
          ['gone', true],
          ['here', false],
        ] as const) {
          await query(
            `INSERT INTO "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") VALUES ($1, $1, $2, true, now(), now())`,
            [id, `${id}@example.com`],
          );
          await query(`INSERT INTO user_roles (user_id, role, deactivated_at) VALUES ($1, 'editor', ${deactivated ? 'now()' : 'NULL'})`, [
            id,
          ]);
        }
        const [article] = await query(
          `INSERT INTO articles (slug, titulo, meta_descricao, categoria, conteudo_html, status, idioma)
           VALUES ('a-draft', 'A draft', 'A draft.', 'saude', '<p>Draft.</p>', 'rascunho', 'en') RETURNING id`,
        );
        for (const by of ['gone', 'here']) {
          await query(
            `INSERT INTO preview_links (article_id, token_hash, created_by, expires_at) VALUES ($1, $2, $3, now() + interval '7 days')`,
            [article!.id, `hash-${by}`, by],
          );
        }
      });
      await migrate(handle, all);
      const rows = await handle.db.selectFrom('preview_links').select(['created_by', 'revoked_at']).orderBy('created_by').execute();
      expect(rows.map((row) => [row.created_by, row.revoked_at !== null])).toEqual([
        ['gone', true],
        ['here', false],
      ]);
    } finally {
      await handle.close();
      await drop();
    }
  }, 120_000);
});
