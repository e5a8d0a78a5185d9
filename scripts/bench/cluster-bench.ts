/**
 * Publish→live on a cluster against one instance, side by side in one run: real server
 * processes (`functions/server.ts`) on one PostgreSQL started here, with the same generated
 * articles. A publish goes to the first instance; it is live when every instance serves the
 * new page. Null when no PostgreSQL server is installed (the benchmark says so).
 */
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { ensureBundle } from '../../functions/site/renderer/site-bundle.ts';
import { findPostgresBinDir, startPostgres } from '../lib/postgres-server.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
const SITE_URL = 'http://127.0.0.1:4321';

export interface ClusterBenchRow {
  instances: number;
  samples: number[];
}

type Instance = ServerProcess;

async function startInstance(databaseUrl: string, bundles: string, work: string): Promise<Instance> {
  const dir = await mkdtemp(path.join(work, 'instance-'));
  await mkdir(path.join(dir, 'site'), { recursive: true });
  await symlink(bundles, path.join(dir, 'site', 'bundles'));
  return startServerProcess(
    {
      NODE_ENV: 'production',
      SITE_URL,
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AFFILIATE_LINK_CHECKS: 'off',
    },
    300_000,
  );
}

async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function publishToLive(instances: Instance[], publishes: number, label: string): Promise<number[]> {
  const [first] = instances as [Instance];
  const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: first.url },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const samples: number[] = [];
  for (let i = 0; i < publishes; i++) {
    const started = performance.now();
    const response = await fetch(`${first.url}/api/admin/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url, Cookie: cookie },
      body: JSON.stringify({
        titulo: `Cluster ${label} ${i}`,
        categoria: 'saude',
        meta_descricao: 'Benchmark article.',
        conteudo_html: '<p>Published to a cluster.</p>',
        status: 'publicado',
      }),
    });
    if (response.status !== 201) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
    const { article } = await response.json();
    await Promise.all(
      instances.map((instance) =>
        until(async () => (await fetch(`${instance.url}/artigos/${article.slug}`, { redirect: 'manual' })).status === 200, 60_000),
      ),
    );
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function benchCluster(articles: number, publishes: number, sizes: number[] = [1, 3]): Promise<ClusterBenchRow[] | null> {
  const binDir = findPostgresBinDir();
  if (!binDir) return null;
  const server = await startPostgres(binDir);
  const work = await mkdtemp(path.join(scratchRoot(), 'bench-cluster-'));
  try {
    const handle = await openDatabase({ databaseUrl: server.url });
    try {
      await migrate(handle);
      await insertSyntheticArticles(handle.db, articles);
    } finally {
      await handle.close();
    }
    const bundles = path.join(work, 'bundles');
    await ensureBundle({ bundlesDir: bundles, siteUrl: SITE_URL });
    const rows: ClusterBenchRow[] = [];
    for (const size of sizes) {
      const instances: Instance[] = [];
      try {
        for (let i = 0; i < size; i++) instances.push(await startInstance(server.url, bundles, work));
        await Promise.all(
          instances.map((instance) => until(async () => (await fetch(`${instance.url}/api/health`)).status === 200, 600_000)),
        );
        rows.push({ instances: size, samples: await publishToLive(instances, publishes, `${size}`) });
      } finally {
        await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
      }
    }
    return rows;
  } finally {
    server.stop();
    await rm(work, { recursive: true, force: true });
  }
}
