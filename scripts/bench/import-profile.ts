/**
 * Where an import's time goes (docs/decisions/067, 074): a generated WordPress export of
 * IMPORT_PROFILE_POSTS posts (default 200; half translated, a fifth with an image from a
 * loopback server) uploaded and run in this process on an embedded database in a scratch
 * DATA_DIR, with every statement of the app timed by a Kysely plugin. Prints the upload's time,
 * the run's, the statements per post and the time per kind of statement, most costly first.
 *
 *   npx tsx scripts/bench/import-profile.ts
 *   IMPORT_PIPELINE=serial npx tsx scripts/bench/import-profile.ts   (as before docs/decisions/099)
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import sharp from 'sharp';
import { createApp } from '../../functions/app.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { writeWxr } from '../../tests/support/wxr-generator.ts';
import { scratchRoot } from '../lib/scratch.ts';

const POSTS = Number.parseInt(process.env.IMPORT_PROFILE_POSTS ?? '200', 10);

/** A statement's kind: its SQL with every literal list folded, cut to a readable length. */
function kindOf(sqlText: string): string {
  return sqlText
    .replace(/\s+/g, ' ')
    .replace(/\(\$\d+(, \$\d+)*\)/g, '(…)')
    .replace(/\$\d+/g, '?')
    .slice(0, 110);
}

class StatementTimer implements KyselyPlugin {
  readonly kinds = new Map<string, { count: number; ms: number }>();
  private readonly started = new Map<unknown, { at: number; kind: string }>();
  counting = false;
  constructor(private readonly compile: (node: RootOperationNode, queryId: PluginTransformQueryArgs['queryId']) => string) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.counting) this.started.set(args.queryId, { at: performance.now(), kind: kindOf(this.compile(args.node, args.queryId)) });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const start = this.started.get(args.queryId);
    if (start) {
      this.started.delete(args.queryId);
      const entry = this.kinds.get(start.kind) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - start.at;
      this.kinds.set(start.kind, entry);
    }
    return args.result;
  }
}

async function startImageHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const n = Number(/^\/img\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1]);
    if (!n) return void res.writeHead(404).end();
    void sharp({ create: { width: 800, height: 500, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 50 } } })
      .jpeg()
      .toBuffer()
      .then((jpeg) => res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length }).end(jpeg));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const root = await mkdtemp(path.join(scratchRoot(), 'import-profile-'));
const images = await startImageHost();
try {
  const file = path.join(root, 'export.xml');
  await writeWxr(file, { posts: POSTS, postBytes: 10_000, imageOrigin: images.origin });
  const dataDir = path.join(root, 'site');
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    // IMPORT_PIPELINE=serial: as before docs/decisions/099, to compare.
    IMPORT_PIPELINE: process.env.IMPORT_PIPELINE,
  });
  await mkdir(dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  await migrate(handle);
  const timer: StatementTimer = new StatementTimer((node, queryId) => handle.db.getExecutor().compileQuery(node, queryId).sql);
  const db = handle.db.withPlugin(timer);
  const deps = await createDeps(env, { ...handle, db }, createMemoryLogger(), { site: new LiveSite() });
  const app = createApp(deps);
  const { ensureAdmin } = await import('../../functions/auth/auth.ts');
  const account = { email: 'profile@example.com', password: 'a-long-profile-password' };
  await ensureAdmin(deps.auth, handle.db, account);
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
    body: JSON.stringify(account),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append('default_category', 'desenvolvimento');
  form.append('category_map', JSON.stringify({ financas: 'dinheiro', sono: 'saude' }));
  form.append('file', new Blob([new Uint8Array(await readFile(file))]), 'export.xml');

  timer.counting = true;
  const uploadStarted = performance.now();
  const upload = await app.request('/api/admin/imports', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: 'http://localhost' },
    body: form,
  });
  if (upload.status !== 202) throw new Error(`upload refused: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  const uploadMs = performance.now() - uploadStarted;
  const uploadStatements = [...timer.kinds.values()].reduce((sum, kind) => sum + kind.count, 0);
  timer.kinds.clear();

  const runStarted = performance.now();
  const atStart = process.memoryUsage();
  const memory = { rss: 0, heap: 0, external: 0, arrayBuffers: 0 };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    memory.rss = Math.max(memory.rss, now.rss);
    memory.heap = Math.max(memory.heap, now.heapUsed);
    memory.external = Math.max(memory.external, now.external);
    memory.arrayBuffers = Math.max(memory.arrayBuffers, now.arrayBuffers);
  }, 100);
  for (;;) {
    await deps.jobs.runDue();
    const row = await handle.db.selectFrom('imports').select(['status', 'report']).where('id', '=', id).executeTakeFirstOrThrow();
    if (['done', 'failed', 'cancelled'].includes(row.status)) {
      if (row.status !== 'done') throw new Error(`import ${row.status}`);
      const { articles, media, redirects, problems } = row.report as Record<string, unknown> & { problems: unknown[] };
      console.log(`report: ${JSON.stringify({ articles, media, redirects, problems: problems.slice(0, 5) })}`);
      break;
    }
  }
  clearInterval(sampler);
  const runMs = performance.now() - runStarted;
  timer.counting = false;

  const kinds = [...timer.kinds].sort((a, b) => b[1].ms - a[1].ms);
  const statements = kinds.reduce((sum, [, kind]) => sum + kind.count, 0);
  const statementMs = kinds.reduce((sum, [, kind]) => sum + kind.ms, 0);
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  console.log(`posts ${POSTS}; upload ${(uploadMs / 1000).toFixed(1)} s in ${uploadStatements} statements`);
  console.log(
    `run ${(runMs / 1000).toFixed(1)} s (${(runMs / POSTS) | 0} ms per post); ${statements} statements (${(statements / POSTS).toFixed(1)} per post), ${(statementMs / 1000).toFixed(1)} s in them`,
  );
  // External memory holds the array buffers (file reads, image bytes); what the rss gains beyond the heap and them is native:
  // PGlite's WebAssembly memory (its buffer cache and work memory, grown and never returned) and sharp's.
  console.log(
    `before the run: rss ${mb(atStart.rss)} MB, js heap ${mb(atStart.heapUsed)} MB, external ${mb(atStart.external)} MB (array buffers ${mb(atStart.arrayBuffers)} MB)`,
  );
  console.log(
    `peaks in the run: rss ${mb(memory.rss)} MB, js heap ${mb(memory.heap)} MB, external ${mb(memory.external)} MB (array buffers ${mb(memory.arrayBuffers)} MB)`,
  );
  console.log('count\tper post\tms total\tms each\tstatement');
  for (const [kind, { count, ms }] of kinds.slice(0, 40))
    console.log(`${count}\t${(count / POSTS).toFixed(2)}\t${ms.toFixed(0)}\t${(ms / count).toFixed(2)}\t${kind}`);
  await deps.jobs.stop();
  await handle.close();
} finally {
  await images.close();
  await rm(root, { recursive: true, force: true });
}
