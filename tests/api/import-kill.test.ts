/**
 * An import killed with SIGKILL in the middle (issue 25): a worker process runs a generated
 * WordPress export of 60 posts (half translated, a fifth with an image from a loopback server)
 * and is killed while it fetches an image, with part of the articles written; the queue of a
 * new process takes the import over, and the end state (articles, translations, media,
 * redirects, import_items) is the same as one clean run of the same file on another site.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import type { Database } from '../../functions/db/schema.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createApp } from '../../functions/app.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { READ_AHEAD, WRITE_BATCH } from '../../functions/import/runner.ts';
import { json, signIn, scratchRoot, type TestContext } from '../support/test-app.ts';
import { writeWxr } from '../support/wxr-generator.ts';

const POSTS = 60;
const FIELDS = { category_map: '{"financas": "dinheiro", "sono": "saude"}', default_category: 'desenvolvimento' };

/** The images' host: one distinct JPEG per address, answered after a pause so that a kill finds the run mid-item. */
async function startImageHost(): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const n = Number(/^\/img\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1]);
    if (!n) return void res.writeHead(404).end();
    void sharp({ create: { width: 640, height: 400, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } } })
      .jpeg()
      .toBuffer()
      .then((jpeg) =>
        setTimeout(() => {
          res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length });
          res.end(jpeg);
        }, 150),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A site on a PGlite folder with the app in this process (the queue stopped: imports wait for whoever runs them). */
async function openSite(dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  await migrate(handle);
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  const deps = await createDeps(env, handle, createMemoryLogger(), { site: new LiveSite() });
  const app = createApp(deps);
  return {
    handle,
    deps,
    app,
    async close() {
      // The import's published articles get their social cards in the background: not needed here.
      await deps.socialCards.stop();
      await deps.jobs.stop();
      await handle.close();
    },
  };
}
type Site = Awaited<ReturnType<typeof openSite>>;

async function upload(site: Site, file: Buffer): Promise<string> {
  const { headers } = await signIn({ app: site.app, deps: site.deps, handle: site.handle } as unknown as TestContext);
  const form = new FormData();
  for (const [key, value] of Object.entries(FIELDS)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'generated.xml');
  const response = await site.app.request('/api/admin/imports', { method: 'POST', headers, body: form });
  expect(response.status).toBe(202);
  return (await json(response)).id;
}

/** Runs the queue until the import has ended; answers its row. */
async function runToEnd(site: Site, id: string) {
  for (;;) {
    await site.deps.jobs.runDue();
    const row = await site.handle.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (['done', 'failed', 'cancelled'].includes(row.status)) return row;
  }
}

/** What an import leaves, without what differs between two sites by nature (ids, times, stored file names). */
async function endState(db: Kysely<Database>) {
  const media = (text: string | null) => text?.replace(/\/media\/[^"\s)]+/g, '/media/…') ?? null;
  const articles = await db.selectFrom('articles').selectAll().orderBy('idioma').orderBy('slug').execute();
  const slugById = new Map(articles.map((article) => [article.id, `${article.idioma}/${article.slug}`]));
  const groups = new Map<string, string[]>();
  for (const article of articles) {
    if (article.grupo_traducao)
      groups.set(article.grupo_traducao, [...(groups.get(article.grupo_traducao) ?? []), slugById.get(article.id)!]);
  }
  const redirects = await db
    .selectFrom('redirects')
    .select(['from_path', 'to_path', 'status', 'article_id'])
    .orderBy('from_path')
    .execute();
  const items = await db
    .selectFrom('import_items')
    .select(['source_key', 'article_id', 'translation_group'])
    .orderBy('source_key')
    .execute();
  const count = async (table: 'media' | 'import_media') =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);
  return {
    articles: articles.map((article) => ({
      page: slugById.get(article.id),
      titulo: article.titulo,
      status: article.status,
      categoria: article.categoria,
      autor: article.autor,
      meta_descricao: article.meta_descricao,
      data_publicacao: article.data_publicacao?.toISOString() ?? null,
      conteudo_html: media(article.conteudo_html),
      imagem_destaque_url: media(article.imagem_destaque_url),
    })),
    translations: [...groups.values()].map((pages) => pages.sort().join(' + ')).sort(),
    redirects: redirects.map(
      (row) => `${row.from_path} ${row.status} ${row.to_path} ${row.article_id ? slugById.get(row.article_id) : '-'}`,
    ),
    items: items.map((row) => `${row.source_key} ${slugById.get(row.article_id)} ${row.translation_group ?? ''}`),
    media: await count('media'),
    importMedia: await count('import_media'),
  };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('an import killed with SIGKILL', () => {
  let images: Awaited<ReturnType<typeof startImageHost>>;
  let root: string;
  let file: Buffer;
  const sites: DatabaseHandle[] = [];

  beforeAll(async () => {
    images = await startImageHost();
    root = await mkdtemp(path.join(await scratchRoot(), 'import-kill-'));
    await writeWxr(path.join(root, 'export.xml'), { posts: POSTS, postBytes: 2_000, imageOrigin: images.origin });
    file = await readFile(path.join(root, 'export.xml'));
  });
  afterAll(async () => {
    for (const handle of sites) await handle.close().catch(() => undefined);
    await images.close();
    await rm(root, { recursive: true, force: true });
  });

  it('resumes in another process and ends as one clean run', { timeout: 240_000 }, async () => {
    // The clean run, on a site of its own.
    const clean = await openSite(path.join(root, 'clean'));
    const cleanRow = await runToEnd(clean, await upload(clean, file));
    expect(cleanRow.status).toBe('done');
    const expected = await endState(clean.handle.db);
    await clean.close();
    expect(expected.articles).toHaveLength(POSTS);
    expect(expected.translations).toHaveLength(POSTS / 2);
    expect(expected.media).toBe(POSTS / 5);
    const imageRequests = images.requests.length;
    expect(imageRequests).toBe(POSTS / 5);

    // The killed run: uploaded here, run by a worker process that is killed while it waits for an image.
    const dataDir = path.join(root, 'killed');
    const before = await openSite(dataDir);
    // Its queue must not begin the import: the worker's requests for images are counted below.
    await before.deps.jobs.stop();
    const id = await upload(before, file);
    await before.close();
    const workerStart = images.requests.length;
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../support/import-worker.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        // Items are read (and their images asked for) up to READ_AHEAD beyond the batch being
        // written (WRITE_BATCH items, runner.ts): the first image asked for beyond both comes once
        // the first batch is written. One post in five has an image.
        if (images.requests.length >= workerStart + Math.floor((WRITE_BATCH + READ_AHEAD) / 5) + 1) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
      child.on('exit', () => reject(new Error('the worker ended before it was killed')));
    });
    child.kill('SIGKILL');
    await exited;

    const after = await openSite(dataDir);
    sites.push(after.handle);
    const atKill = await after.handle.db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(atKill.status).toBe('running');
    const written = Number(
      (
        await after.handle.db
          .selectFrom('import_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(POSTS);
    // The killed worker's lease would run out by itself; instead of waiting, it is over now.
    await after.handle.db
      .updateTable('jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    const row = await runToEnd(after, id);
    expect(row.status).toBe('done');
    expect(await endState(after.handle.db)).toEqual(expected);
    // Images fetched before the kill were not fetched again: at most those in flight were, the
    // images of the items read ahead of the batch being written (one post in five has one).
    expect(images.requests.length - imageRequests).toBeLessThanOrEqual(POSTS / 5 + Math.ceil((WRITE_BATCH + READ_AHEAD) / 5) + 1);
    await after.close();
    sites.pop();
  });
});
