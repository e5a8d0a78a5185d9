/**
 * A real app on a real database for API tests: a fresh in-memory PGlite per test file, or,
 * when TEST_DATABASE_URL points at a PostgreSQL server (scripts/test-postgres.ts), a fresh
 * database created on it for the file and dropped afterwards.
 */
import { randomBytes, scrypt as scryptCallback } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { createApp, type AppDeps } from '../../functions/app.ts';
import { openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps, type DepsOptions } from '../../functions/deps.ts';
import { parseEnv, type Env } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { migratedSnapshot } from './migrated-snapshot.ts';
import { provideBundle } from './shared-bundle.ts';

/**
 * Test data folders live inside the project (data/scratch, ignored by git): Astro keeps a
 * build's prerender chunks inside its output folder only when that folder is inside the
 * project, so builds elsewhere would share one folder (docs/decisions/006).
 */
export async function scratchRoot(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../../data/scratch');
  await mkdir(root, { recursive: true });
  return root;
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  handle: DatabaseHandle;
  /** The database's URL when the tests run on PostgreSQL (TEST_DATABASE_URL). */
  databaseUrl?: string;
  env: Env;
  site: LiveSite;
  logger: ReturnType<typeof createMemoryLogger>;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh, empty database: in-memory PGlite, or a new database on TEST_DATABASE_URL (dropped by drop()). */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    return { handle, drop: async () => undefined };
  }
  return createServerDatabase(serverUrl);
}

async function createServerDatabase(serverUrl: string, clause = ''): ReturnType<typeof createTestDatabase> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} ${clause}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database with the schema already migrated. Starting PGlite empty and migrating costs
 * seconds per test file, so the migrated data folder is dumped once per set of migrations
 * (data/scratch/pglite-migrated-<hash>.tar, shared by the test processes) and each database
 * starts from it. On PostgreSQL, the template database scripts/test-postgres.ts migrates
 * (TEST_DATABASE_TEMPLATE) is copied the same way. Either way the schema is the one migrate()
 * makes: the template is made by it, and migrate() runs again after (a no-op when current).
 */
async function createMigratedTestDatabase(): ReturnType<typeof createTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!serverUrl) return { handle: await openDatabase({ memory: true, snapshot: await migratedSnapshot() }), drop: async () => undefined };
  if (!template || !/^[a-z_][a-z0-9_]*$/.test(template)) return createTestDatabase();
  return createServerDatabase(serverUrl, `TEMPLATE ${template}`);
}

export async function createTestContext(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    deps?: DepsOptions;
    /** Plugins on the app's database only (ctx.handle.db stays as it is): a test that watches the app's queries. */
    plugins?: KyselyPlugin[];
    /**
     * With a build runner (deps.build): let it run `astro build` itself rather than start from the
     * bundle the test files share (tests/support/shared-bundle.ts). For a test of the Astro build.
     */
    ownBundle?: boolean;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(await scratchRoot(), 'api-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Test files run side by side on few cores: hashes below their priority would wait behind the
    // other files' work. The lowered priority is tested in tests/unit/password.test.ts.
    PASSWORD_HASH_NICE: '0',
    ...options.env,
  });
  const { handle, url: databaseUrl, drop } = await createMigratedTestDatabase();
  await migrate(handle);
  if (options.seed) {
    const { seedSampleContent } = await import('../../functions/seed/seed.ts');
    await seedSampleContent(handle.db);
  }
  // The runner's default bundles folder (functions/site/build-runner.ts): it finds the deploy's bundle there.
  if (options.deps?.build && !options.ownBundle) await provideBundle(path.join(dataDir, 'site', 'bundles'), env.siteUrl);
  const logger = createMemoryLogger();
  const site = new LiveSite();
  const appDb = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), handle.db);
  const deps = await createDeps(env, { ...handle, db: appDb }, logger, { site, ...options.deps });
  const app = createApp(deps);
  return {
    app,
    deps,
    handle,
    databaseUrl,
    env,
    site,
    logger,
    dataDir,
    async close() {
      // Cards drawn after a publish's answer write into the data folder removed below.
      await deps.publisher.cardsDrawn();
      await deps.socialCards.stop();
      await deps.runner?.stop();
      await deps.jobs.stop();
      deps.mailer?.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Parses a JSON response body, failing loudly when it is not JSON. */
export async function json<T = any>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Expected JSON (status ${response.status}), got: ${text.slice(0, 200)}`);
  }
}

/** Uploads a plain PNG of one colour through the back office (201 expected); its public address. */
export async function uploadPlainImage(
  ctx: TestContext,
  headers: Record<string, string>,
  { width, height, background }: { width: number; height: number; background: string },
): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const response = await ctx.app.request('/api/admin/uploads/images', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  if (response.status !== 201) throw new Error(`Upload answered ${response.status}: ${await response.text()}`);
  return (await json(response)).media.publicUrl as string;
}

/** The bindings the Node adapter gives a request from `address`, for app.request()'s third argument. */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } };
}

export const TEST_ORIGIN = 'http://localhost';

/** Creates an account (admin by default, another role, or none) and signs it in; returns headers that act as it. */
const testHashes = new Map<string, Promise<string>>();

/**
 * A test member's stored password: the format functions/auth/password.ts writes, at scrypt's
 * N=2^10 instead of 2^17, computed once per password. Sign-in verifies at the cost the hash
 * names, so a test's sign-in takes a millisecond instead of two production-cost hashes (seconds
 * each on a loaded machine). The production cost is tested in tests/unit/password.test.ts.
 */
function testPasswordHash(password: string): Promise<string> {
  let hash = testHashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    hash = new Promise<string>((resolve, reject) =>
      scryptCallback(password.normalize('NFKC'), salt, 64, { N: 2 ** 10, r: 8, p: 1 }, (error, key) =>
        error ? reject(error) : resolve(['scrypt', 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')),
      ),
    );
    testHashes.set(password, hash);
  }
  return hash;
}

export async function signIn(
  ctx: TestContext,
  options: { admin?: boolean; role?: 'editor' | 'author'; email?: string; password?: string } = {},
) {
  const email =
    options.email ??
    (options.admin === false ? 'reader@example.com' : options.role ? `${options.role}-member@example.com` : 'editor@example.com');
  const password = options.password ?? 'a-long-test-password';
  const { ensureAdmin } = await import('../../functions/auth/auth.ts');
  const { userId } = await ensureAdmin(ctx.deps.auth, ctx.handle.db, { email, password }, testPasswordHash);
  if (options.admin === false) await ctx.handle.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (options.role) await ctx.handle.db.updateTable('user_roles').set({ role: options.role }).where('user_id', '=', userId).execute();
  const response = await ctx.app.request(
    '/api/auth/sign-in/email',
    { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN }, body: JSON.stringify({ email, password }) },
    fromAddress(`198.18.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`),
  );
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId, cookie, headers: { Cookie: cookie, Origin: TEST_ORIGIN } as Record<string, string> };
}
