/**
 * For the backup tests: a site with a bit of everything, made through the app's own routes
 * (the sample content in both languages with its translation links, products, reviews and
 * ebooks; an uploaded image with its resized copies; a new article saved twice, so revisions
 * and audit entries; a redirect; a webhook; tracked clicks; an administrator with two-step
 * sign-in and an author), and a way to open a restored copy as a running app and read what
 * it answers.
 */
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createApp } from '../../functions/app.ts';
import type { Manifest } from '../../functions/backups/format.ts';
import { openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { cookiesOf } from './cookie-jar.ts';
import { fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from './test-app.ts';
import { totpFromUri } from './totp.ts';

type App = ReturnType<typeof createApp>;

export interface SiteFacts {
  admin: { email: string; password: string; totpURI: string };
  author: { email: string; password: string };
  redirect: { from: string; location: string; status: number };
  tracked: { path: string; location: string };
  /** Every media key with the SHA-256 of its bytes. */
  media: Record<string, string>;
}

let address = 0;
const nextAddress = () => fromAddress(`198.51.100.${(address++ % 250) + 1}`);

function send(app: App, method: string, url: string, cookie: string, body?: unknown) {
  return app.request(
    url,
    {
      method,
      headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    nextAddress(),
  );
}

async function ok(response: Response | Promise<Response>, status = 200) {
  const answer = await response;
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${await answer.text()}`);
  return answer;
}

/** Fills a seeded test site (createTestContext({ seed: true })) with the rest. */
export async function fillSite(ctx: TestContext): Promise<SiteFacts> {
  const admin = await signIn(ctx, { email: 'owner@example.com', password: 'owner-password-123' });
  await signIn(ctx, { role: 'author', email: 'writer@example.com', password: 'writer-password-123' });

  const enabling = await ok(send(ctx.app, 'POST', '/api/auth/two-factor/enable', admin.cookie, { password: 'owner-password-123' }));
  const enabled = await json<{ totpURI: string }>(enabling);
  const enablingJar = cookiesOf(enabling, admin.cookie);
  const verified = await ok(send(ctx.app, 'POST', '/api/auth/two-factor/verify-totp', enablingJar, { code: totpFromUri(enabled.totpURI) }));
  // Turning two-step sign-in on renews the session.
  const cookie = cookiesOf(verified, enablingJar);

  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  await ok(
    ctx.app.request('/api/admin/uploads/images', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'image/png', 'X-File-Name': 'garden.png' },
      body: new Uint8Array(png),
    }),
    201,
  );

  const article = {
    titulo: 'Backups keep a garden safe',
    meta_descricao: 'A draft saved twice.',
    categoria: 'saude',
    conteudo_html: '<p>First text.</p>',
    status: 'rascunho',
    idioma: 'en',
    products: [{ name: 'Spade', description: 'A spade', price: 12.5, affiliate_link: 'https://shop.example/spade' }],
  };
  const created = await json(await ok(send(ctx.app, 'POST', '/api/admin/articles', cookie, article), 201));
  await ok(send(ctx.app, 'PUT', `/api/admin/articles/${created.article.id}`, cookie, { ...article, conteudo_html: '<p>Second.</p>' }));

  await ok(send(ctx.app, 'POST', '/api/admin/redirects', cookie, { from_path: '/old-garden', to_path: '/artigos', status: 301 }), 201);
  await ok(
    send(ctx.app, 'POST', '/api/admin/webhooks', cookie, { name: 'Deploy hook', url: 'https://hooks.example/deploy', description: 'x' }),
    201,
  );

  // A product of a published article: /go/ answers only for those (issue 21), and the sample
  // content has drafts and scheduled articles too.
  const product = await ctx.handle.db
    .selectFrom('related_products')
    .innerJoin('articles', 'articles.id', 'related_products.article_id')
    .where('articles.status', '=', 'publicado')
    .select(['related_products.id', 'related_products.url_afiliado'])
    .orderBy('related_products.id')
    .executeTakeFirstOrThrow();
  const click = await ctx.app.request(`/go/${product.id}?l=pt`);
  if (click.status !== 302) throw new Error(`tracked link answered ${click.status}`);

  return {
    admin: { email: 'owner@example.com', password: 'owner-password-123', totpURI: enabled.totpURI },
    author: { email: 'writer@example.com', password: 'writer-password-123' },
    redirect: { from: '/old-garden', location: '/artigos', status: 301 },
    tracked: { path: `/go/${product.id}?l=pt`, location: click.headers.get('location')! },
    media: await mediaHashes(ctx.app, ctx.handle),
  };
}

/** Every stored media file's bytes, read back through /media, by key. */
export async function mediaHashes(app: App, handle: DatabaseHandle): Promise<Record<string, string>> {
  const rows = await handle.db.selectFrom('media').select(['file_path', 'variants']).execute();
  const keys = rows.flatMap((row) => [
    row.file_path,
    ...((row.variants as Array<{ path: string }> | null) ?? []).map((variant) => variant.path),
  ]);
  const hashes: Record<string, string> = {};
  for (const key of keys.sort()) {
    const response = await app.request(`/media/${key}`);
    if (response.status !== 200) throw new Error(`/media/${key} answered ${response.status}`);
    hashes[key] = createHash('sha256')
      .update(await buffer(response.body!))
      .digest('hex');
  }
  return hashes;
}

export interface OpenedSite {
  app: App;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** A restored database and media, served by a new app as `npm start` would (migrations first). */
export async function openRestored(options: { dataDir: string; databaseUrl?: string; env?: Record<string, string> }): Promise<OpenedSite> {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SIGN_IN_LIMIT: '1000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const handle = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir });
  await migrate(handle);
  const deps = await createDeps(env, handle, createMemoryLogger(), { site: new LiveSite() });
  const app = createApp(deps);
  return {
    app,
    handle,
    async close() {
      await deps.runner?.stop();
      await deps.jobs.stop();
      await handle.close();
    },
  };
}

/** Signs in with a password, and the code when two-step sign-in asks for one; answers the final status. */
export async function signInAs(
  app: App,
  who: { email: string; password: string; totpURI?: string },
): Promise<{ status: number; twoStep: boolean }> {
  const first = await send(app, 'POST', '/api/auth/sign-in/email', '', { email: who.email, password: who.password });
  if (first.status !== 200) return { status: first.status, twoStep: false };
  const answer = await json<{ twoFactorRedirect?: boolean }>(first);
  if (!answer.twoFactorRedirect) return { status: 200, twoStep: false };
  if (!who.totpURI) return { status: 401, twoStep: true };
  // The code of the next 30-second step: the one of this step was used when it was enabled.
  const code = totpFromUri(who.totpURI, Date.now() + 30_000);
  const second = await send(app, 'POST', '/api/auth/two-factor/verify-totp', cookiesOf(first), { code });
  return { status: second.status, twoStep: true };
}

/** What two archives of the same content must share: per table its rows and content hash, and the media files. */
export function contentOf(manifest: Manifest) {
  const hashes = new Map(manifest.files.map((file) => [file.path, file.sha256]));
  return {
    lastMigration: manifest.database.lastMigration,
    tables: manifest.database.tables.map((table) => ({ name: table.name, rows: table.rows, sha256: hashes.get(table.file) })),
    sequences: manifest.database.sequences,
    media: manifest.files.filter((file) => file.path.startsWith('media/')).sort((a, b) => a.path.localeCompare(b.path)),
  };
}

/** Rows of a table, for a test that looks at one. */
export async function countRows(handle: DatabaseHandle, table: string): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(handle.db);
  return result.rows[0]!.n;
}
