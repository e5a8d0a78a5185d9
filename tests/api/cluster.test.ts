/**
 * Several servers, one site (issue 11, docs/decisions/032): three real server processes on one
 * PostgreSQL and one S3-protocol server. A publish through the first is served by the other
 * two; an image uploaded through the second is served by the first and the third; a redirect
 * (and a slug change) made through the third is served by the other two; a publish
 * is announced exactly once (article.published and site.rebuilt); and when the instance that
 * took a change is killed with SIGKILL, the others still serve it. Runs in the PostgreSQL pass
 * (TEST_DATABASE_URL); the embedded database allows one process only.
 */
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFingerprint } from '../../functions/site/renderer/site-bundle.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { provideBundle } from '../support/shared-bundle.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-test-password' };

interface Instance extends ServerProcess {
  dir: string;
}

describe.runIf(process.env.TEST_DATABASE_URL)('three servers on one PostgreSQL and one object store', () => {
  let ctx: TestContext;
  let s3: S3TestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let bundles = '';
  const instances: Instance[] = [];

  async function startInstance(): Promise<Instance> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cluster-instance-'));
    await mkdir(path.join(dir, 'site'), { recursive: true });
    // One deploy's bundle for all three (what a deploy ships to each machine), built once by the test.
    await symlink(bundles, path.join(dir, 'site', 'bundles'));
    const server = await startServerProcess({
      DATA_DIR: dir,
      // The site address is part of a bundle's fingerprint: without it an instance on PORT=0 would
      // be http://127.0.0.1:0, not find the bundle given to it, and run its own `astro build`.
      SITE_URL: ctx.env.siteUrl,
      DATABASE_URL: ctx.databaseUrl,
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      AFFILIATE_LINK_CHECKS: 'off',
      SITE_SYNC_MS: '300',
      ...s3.env,
    });
    const instance = { ...server, dir };
    instances.push(instance);
    return instance;
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe().catch(() => undefined);
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const healthy = (instance: Instance) =>
    until(
      `${instance.url} to be healthy`,
      async () => ((await fetch(`${instance.url}/api/health`)).status === 200 ? true : undefined),
      180_000,
    );

  async function signIn(instance: Instance): Promise<Record<string, string>> {
    const response = await fetch(`${instance.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: instance.url },
      body: JSON.stringify(ADMIN),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { Cookie: cookie, Origin: instance.url };
  }

  async function publish(instance: Instance, headers: Record<string, string>, titulo: string): Promise<{ id: string; slug: string }> {
    const response = await fetch(`${instance.url}/api/admin/articles`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        titulo,
        categoria: 'tecnologia',
        meta_descricao: 'Written through one instance, served by all.',
        conteudo_html: '<p>Every instance follows the site version.</p>',
        status: 'publicado',
        idioma: 'en',
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()).article;
  }

  const served = (instance: Instance, urlPath: string) =>
    until(`${urlPath} on ${instance.url}`, async () => ((await fetch(`${instance.url}${urlPath}`)).status === 200 ? true : undefined));

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    s3 = await startS3Server();
    receiver = await startWebhookReceiver();
    bundles = path.join(ctx.dataDir, 'shared-bundles');
    await provideBundle(bundles, ctx.env.siteUrl);
    // Started together, as a load balancer's pool would be.
    await Promise.all([startInstance(), startInstance(), startInstance()]);
    await Promise.all(instances.map(healthy));
    // They all render from the bundle given to them: none built one of its own (which would have pruned the given one).
    expect(await readdir(bundles)).toEqual([await bundleFingerprint(ctx.env.siteUrl)]);
  }, 400_000);

  afterAll(async () => {
    // Graceful shutdown is tested elsewhere (server-process.test.ts); here the processes just have to go.
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all(instances.map((instance) => rm(instance.dir, { recursive: true, force: true })));
    await receiver?.close();
    await s3?.close();
    await ctx?.close();
  }, 60_000);

  it('a publish through one instance is served by all, and announced once', async () => {
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const headers = await signIn(first);
    const hook = await fetch(`${first.url}/api/admin/webhooks`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Cluster receiver', url: receiver.url, description: 'cluster test' }),
    });
    expect(hook.status).toBe(201);

    const article = await publish(first, headers, 'Served By Every Instance');
    for (const instance of [first, second, third]) await served(instance, `/artigos/${article.slug}`);

    // Every instance has built the change before the deliveries are counted; then give retries time to show.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const events = receiver.deliveries.map((delivery) => delivery.json);
    expect(events.filter((event) => event.type === 'article.published' && event.data.id === article.id)).toHaveLength(1);
    expect(events.filter((event) => event.type === 'site.rebuilt')).toHaveLength(1);
  }, 120_000);

  it('an image uploaded through one instance is served by the others', async () => {
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const headers = await signIn(second);
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${second.url}/api/admin/uploads/images`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/png', 'X-File-Name': 'cluster.png' },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(201);
    const { media } = await uploaded.json();
    const publicUrl: string = media.publicUrl;
    for (const instance of [first, third]) {
      const response = await fetch(`${instance.url}${publicUrl}`);
      expect(response.status, instance.url).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    }
  }, 60_000);

  it('a redirect added through one instance is served by the others, and so are its removal and a slug change', async () => {
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const headers = { ...(await signIn(third)), 'Content-Type': 'application/json' };
    const answer = async (instance: Instance, urlPath: string) => {
      const response = await fetch(`${instance.url}${urlPath}`, { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location')}`;
    };
    // Each instance holds its copy of the redirects in memory (docs/decisions/039): it follows the site version.
    const answers = (instance: Instance, urlPath: string, want: string) =>
      until(`${urlPath} → ${want} on ${instance.url}`, async () => ((await answer(instance, urlPath)) === want ? true : undefined), 15_000);

    const created = await fetch(`${third.url}/api/admin/redirects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ from_path: '/cluster-offer', to_path: '/sobre', status: 302 }),
    });
    expect(created.status).toBe(201);
    // The instance that took it: at once.
    expect(await answer(third, '/cluster-offer?x=1')).toBe('302 /sobre?x=1');
    for (const instance of [first, second]) await answers(instance, '/cluster-offer?x=1', '302 /sobre?x=1');

    const { redirect } = await created.json();
    expect((await fetch(`${third.url}/api/admin/redirects/${redirect.id}`, { method: 'DELETE', headers })).status).toBe(200);
    expect(await answer(third, '/cluster-offer')).toBe('404 null');
    for (const instance of [first, second]) await answers(instance, '/cluster-offer', '404 null');

    const article = await publish(third, headers, 'Renamed Across The Cluster');
    const renamed = await fetch(`${third.url}/api/admin/articles/${article.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        titulo: 'Renamed Across The Cluster',
        categoria: 'tecnologia',
        meta_descricao: 'Written through one instance, served by all.',
        conteudo_html: '<p>Every instance follows the site version.</p>',
        status: 'publicado',
        idioma: 'en',
        slug: 'renamed-in-the-cluster',
      }),
    });
    expect(renamed.status).toBe(200);
    expect(await answer(third, `/artigos/${article.slug}`)).toBe('301 /artigos/renamed-in-the-cluster');
    for (const instance of [first, second]) await answers(instance, `/artigos/${article.slug}`, '301 /artigos/renamed-in-the-cluster');
  }, 120_000);

  it('kill -9 of the instance that took a change: the others build and serve it', async () => {
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const headers = await signIn(first);
    const article = await publish(first, headers, 'Published Just Before A Crash');
    await first.stop('SIGKILL');
    for (const instance of [second, third]) await served(instance, `/artigos/${article.slug}`);
    // The two survivors show the same site: the same list, both with the new article first.
    const [a, b] = await Promise.all([second, third].map(async (instance) => (await fetch(`${instance.url}/artigos`)).text()));
    expect(a).toContain('Published Just Before A Crash');
    expect(b).toContain('Published Just Before A Crash');
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('an instance started late catches up before it reports healthy', async () => {
    const [, second] = instances as [Instance, Instance];
    const headers = await signIn(second);
    const article = await publish(second, headers, 'Published Before The Late Instance');
    const late = await startInstance();
    await healthy(late);
    // Healthy means caught up: the page is there at once.
    expect((await fetch(`${late.url}/artigos/${article.slug}`)).status).toBe(200);
  }, 240_000);
});
