/**
 * The publish request answers in the time of its database writes (issue 27, docs/decisions/078):
 * on the embedded database (one instance) the article's social card, a few hundred milliseconds
 * of image work, is drawn after the answer, and this instance's build waits for it, so the page
 * goes live once, with its card. On PostgreSQL the card is drawn before the answer.
 *
 * The card is held back for real: its featured image's stored file is a named pipe, which the
 * card's drawing cannot read until the test writes the image's bytes into it.
 */
import { execFileSync } from 'node:child_process';
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirOf } from '../../functions/media/local-media-storage.ts';
import { createTestContext, json, signIn, uploadPlainImage, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ deps: { build: {} } });
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
  await ctx.deps.runner!.requestBuild('test start');
}, 240_000);
afterAll(async () => {
  await ctx.close();
});

const uploadImage = () => uploadPlainImage(ctx, headers, { width: 800, height: 500, background: '#3c7fd0' });

/** Replaces the stored image by a named pipe; `release` writes its bytes into it, which lets a reader finish. */
async function holdBack(publicUrl: string) {
  const file = path.join(uploadsDirOf(ctx.env.dataDir), publicUrl.slice('/media/'.length));
  const bytes = await readFile(file);
  await rm(file);
  execFileSync('mkfifo', [file]);
  // Opening the write end waits until the card's drawing opens the read end.
  const writer = open(file, 'w');
  return {
    release: async () => {
      const handle = await writer;
      await handle.writeFile(bytes);
      await handle.close();
    },
  };
}

const stored = (id: string) =>
  ctx.handle.db.selectFrom('articles').select(['cartao_social_url']).where('id', '=', id).executeTakeFirstOrThrow();

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('a publish request on the embedded database', () => {
  it('answers before the article’s social card is drawn; the page goes live with the card', async () => {
    const image = await uploadImage();
    const pipe = await holdBack(image);
    const publishing = Promise.resolve(
      ctx.app.request('/api/admin/articles', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          titulo: 'Answered before its card',
          categoria: 'saude',
          meta_descricao: 'The card follows.',
          conteudo_html: '<p>Written, answered, then drawn.</p>',
          imagem_destaque_url: image,
          status: 'publicado',
        }),
      }),
    );
    // Before this change the request drew the card first, so it could not answer while the image is held back.
    let deadline: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      publishing,
      new Promise<'no answer'>((resolve) => (deadline = setTimeout(() => resolve('no answer'), 20_000))),
    ]);
    clearTimeout(deadline);
    if (outcome === 'no answer') await pipe.release();
    expect(outcome).not.toBe('no answer');
    const response = outcome as Response;
    expect(response.status).toBe(201);
    const { article } = await json(response);
    expect((await stored(article.id)).cartao_social_url).toBeNull();
    // The build waits for the card: the page is not live without it.
    expect(ctx.site.current!.lookup(`/artigos/${article.slug}`)).toBeUndefined();

    await pipe.release();
    await ctx.deps.publisher.cardsDrawn();
    const card = (await stored(article.id)).cartao_social_url;
    expect(card).toMatch(/^\/media\/images\//);
    await ctx.deps.runner!.idle();
    const html = await readFile(ctx.site.current!.lookup(`/artigos/${article.slug}`)!.absPath, 'utf8');
    expect(/<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]).toBe(`${ctx.env.siteUrl.replace(/\/$/, '')}${card}`);
  }, 120_000);
});

// Other instances follow the site version on PostgreSQL: the card is drawn before it moves, so
// they render the page once, with its card (tests/api/cluster.test.ts counts one site.rebuilt).
describe.runIf(onPostgres)('a publish request on PostgreSQL', () => {
  it('answers with the article’s social card already drawn', async () => {
    const image = await uploadImage();
    const response = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        titulo: 'Drawn before the version moves',
        categoria: 'saude',
        meta_descricao: 'The card comes first.',
        conteudo_html: '<p>Drawn, then announced.</p>',
        imagem_destaque_url: image,
        status: 'publicado',
      }),
    });
    expect(response.status).toBe(201);
    const { article } = await json(response);
    expect((await stored(article.id)).cartao_social_url).toMatch(/^\/media\/images\//);
  }, 120_000);
});
