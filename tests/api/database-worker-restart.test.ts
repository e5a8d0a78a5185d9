/**
 * The embedded database's worker dies under load (docs/decisions/082): what was waiting answers
 * 503 database_unavailable, never hangs; the transaction it held is rolled back; a new worker
 * starts on the same data folder and the API works again with what was committed before; and a
 * worker that keeps dying ends the process (with exit code 70 and one log line) for its
 * supervisor to start it again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../functions/app.ts';
import { DATABASE_WORKER_EXIT_CODE, openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { isDatabaseUnavailable } from '../../functions/db/unavailable.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { SiteFiles } from '../../functions/site/site-files.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { json, scratchRoot, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let dataDir: string;
const workers: Worker[] = [];
const logger = createMemoryLogger();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(await scratchRoot(), 'worker-restart-'));
  // A data folder, as the server opens it: only there is a worker restarted (an in-memory database died with it).
  const handle: DatabaseHandle = await openDatabase({ dataDir }, { logger, delayMs: 20, onWorker: (worker) => workers.push(worker) });
  await migrate(handle);
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PASSWORD_HASH_NICE: '0' });
  const site = new LiveSite();
  const deps = await createDeps(env, handle, logger, { site });
  site.swap(await SiteFiles.load(await writeFixtureBuild(path.join(dataDir, 'fixture-build'))), 'fixture');
  ctx = {
    app: createApp(deps),
    deps,
    handle,
    env,
    site,
    logger,
    dataDir,
    async close() {
      await deps.jobs.stop();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  } as TestContext;
}, 120_000);
afterAll(() => ctx?.close());

async function errorOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

describe('a database worker that dies', () => {
  it('fails what waits with 503, rolls back its transaction, restarts on the same data and serves what was committed', async () => {
    const admin = await signIn(ctx);
    const headers = { ...admin.headers, 'Content-Type': 'application/json', 'Accept-Language': 'en' };
    const addRedirect = (from_path: string) =>
      ctx.app.request('/api/admin/redirects', { method: 'POST', headers, body: JSON.stringify({ from_path, to_path: '/sobre' }) });
    expect((await addRedirect('/before-crash')).status).toBe(201);
    expect((await ctx.app.request('/api/health')).status).toBe(200);

    // A transaction with a write, and a statement of it running in the worker when the worker dies. Kysely
    // runs one statement at a time on PGlite, so the requests below wait behind the transaction.
    const trx = await ctx.handle.db.startTransaction().execute();
    await trx.insertInto('redirects').values({ from_path: '/uncommitted', to_path: '/sobre', status: 301, origin: 'manual' }).execute();
    const sleeping = errorOf(sql`SELECT pg_sleep(30)`.execute(trx));
    const load = [
      ...Array.from({ length: 8 }, () => ctx.app.request('/api/admin/redirects', { headers })),
      ...Array.from({ length: 4 }, () => ctx.app.request('/api/health')),
      addRedirect('/during-crash'),
    ];

    // better-auth logs the session it could not read (console.error) before the guard answers 503.
    const betterAuthLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await workers[0]!.terminate();

    // Nothing hangs: the statement that was running fails as "database unavailable"; so does the
    // transaction's next one, and its rollback has nothing to undo (the crash rolled it back).
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(trx.selectFrom('redirects').select('id').execute()))).toBe(true);
    await trx.rollback().execute();
    // The requests that waited answer 503 while the new worker starts, the API's as database_unavailable.
    const answers = await Promise.all(load);
    for (const answer of answers) expect(answer.status).toBe(503);
    expect((await json(answers[0]!)).error.code).toBe('database_unavailable');
    expect((await json(answers.at(-2)!)).status).toBe('degraded');
    betterAuthLog.mockRestore();

    await vi.waitFor(
      async () => {
        if ((await ctx.app.request('/api/health')).status !== 200) throw new Error('the health check is not ok yet');
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(workers).toHaveLength(2);
    // The session, written before the crash, still signs the administrator in; committed rows are there, the rolled back one is not.
    const list = await ctx.app.request('/api/admin/redirects', { headers });
    expect(list.status).toBe(200);
    const paths = (await json<{ redirects: Array<{ from_path: string }> }>(list)).redirects.map((redirect) => redirect.from_path);
    expect(paths).toContain('/before-crash');
    expect(paths).not.toContain('/uncommitted');
    expect((await addRedirect('/after-crash')).status).toBe(201);
    const stored = await ctx.handle.db.selectFrom('redirects').select('from_path').orderBy('from_path').execute();
    expect(stored.map((row) => row.from_path)).toEqual(expect.arrayContaining(['/after-crash', '/before-crash']));
    expect(stored.map((row) => row.from_path)).not.toContain('/uncommitted');
    // A transaction on the new worker is its own: the old one's id does not reach it.
    await ctx.handle.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('redirects')
        .values({ from_path: '/new-transaction', to_path: '/sobre', status: 301, origin: 'manual' })
        .execute();
    });

    const messages = logger.entries.map((entry) => entry.msg);
    expect(messages).toContain('database worker died; starting another on the same data folder');
    expect(messages).toContain('database worker restarted');
  }, 120_000);

  it('ends the process with a clear line when the worker keeps dying', async () => {
    const dir = await mkdtemp(path.join(await scratchRoot(), 'worker-give-up-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/pglite-crash-child.ts', dir], {
        env: { ...process.env, CRASH_MAX_RESTARTS: '2' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(stdout).toContain('opened');
      expect(code).toBe(DATABASE_WORKER_EXIT_CODE);
      const lines = stderr
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; exitCode?: number });
      // Three deaths: two restarts, then the third is one too many in the window.
      expect(lines.filter((line) => line.msg === 'database worker died; starting another on the same data folder')).toHaveLength(2);
      expect(lines.filter((line) => line.msg === 'database worker restarted')).toHaveLength(2);
      expect(lines.at(-1)).toMatchObject({
        msg: expect.stringMatching(/^database worker died 3 times in 120 s; giving up: exiting for the process supervisor/),
        exitCode: DATABASE_WORKER_EXIT_CODE,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
