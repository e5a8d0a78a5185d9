/**
 * The coach's limit holds across two server processes sharing one PostgreSQL: twenty
 * messages from one address, split between the two servers and sent at once, get exactly
 * three answers. Runs in the PostgreSQL pass (npm run test:pg, part of npm test), where
 * TEST_DATABASE_URL is set; the embedded database allows one process only.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { startServerProcess } from '../support/server-process.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  let ctx: TestContext;
  const servers: Array<{ child: ChildProcess; url: string; dir: string }> = [];

  async function startServer(): Promise<void> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'coach-process-'));
    await writeFixtureBuild(path.join(dir, 'site', 'builds', 'fixture'));
    await mkdir(path.join(dir, 'site'), { recursive: true });
    await symlink(path.join('builds', 'fixture'), path.join(dir, 'site', 'current'));
    const server = await startServerProcess(
      {
        DATA_DIR: dir,
        DATABASE_URL: ctx.databaseUrl,
        SEED_SAMPLE_CONTENT: 'false',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin-test-password',
      },
      60_000,
    );
    servers.push({ child: server.child, url: server.url, dir });
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    await Promise.all([startServer(), startServer()]);
  }, 120_000);

  afterAll(async () => {
    for (const { child, dir } of servers) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    }
    await ctx.close();
  });

  it('gives exactly 3 answers to 20 simultaneous messages from one address', async () => {
    const send = (url: string, i: number) =>
      fetch(`${url}/api/functions/life-coach-chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: `message ${i}` }),
      });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(servers[i % 2]!.url, i)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const check = await fetch(`${servers[1]!.url}/api/functions/life-coach-chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'check_limits' }),
    });
    expect(await check.json()).toMatchObject({ messageCount: 3, remainingMessages: 0 });
  });
});
