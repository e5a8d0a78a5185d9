/**
 * The server as `npm start` runs it, in a child process: start-up on an existing build,
 * refusal of a second server on the same data folder, a bad setting, and a clean stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../../functions/db/data-dir-lock.ts';
import { writeFixtureBuild } from '../support/fixture-build.ts';
import { commandNodeFlags } from '../../scripts/lib/command-node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [...commandNodeFlags('start'), 'functions/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', SEED_SAMPLE_CONTENT: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => stdout.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(...chunk.toString().split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exited };
}

async function waitForLine(lines: string[], pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = lines.find((l) => pattern.test(l));
    if (line) return line;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No line matching ${pattern} in:\n${lines.join('\n')}`);
}

let dataDir: string;
let first: Started;
let url: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'server-process-'));
  // A build that is already live, so that the server starts without running Astro.
  const buildDir = path.join(dataDir, 'site', 'builds', 'fixture');
  await writeFixtureBuild(buildDir);
  await mkdir(path.join(dataDir, 'site'), { recursive: true });
  await symlink(path.join('builds', 'fixture'), path.join(dataDir, 'site', 'current'));

  first = startServer({ DATA_DIR: dataDir, PORT: '0', SITE_URL: 'http://127.0.0.1:4321' });
  // A first start creates the database and applies every migration: on a busy 2-core machine
  // that has taken over 30 s.
  const line = await waitForLine(first.stdout, /"msg":"server listening"/, 120_000);
  url = JSON.parse(line).listening;
}, 150_000);

afterAll(async () => {
  if (first.child.exitCode === null) first.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the live build and answers the health check', { timeout: 90_000 }, async () => {
    // Listening comes before the live build is loaded (its compressed copies are made then):
    // the health check says 503 until it is, then 200.
    let health = await fetch(`${url}/api/health`);
    for (const deadline = Date.now() + 60_000; health.status === 503 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await fetch(`${url}/api/health`);
    }
    expect(health.status).toBe(200);
    expect((await health.json()).status).toBe('ok');
    const home = await fetch(`${url}/`);
    expect(await home.text()).toContain('English home');
  });

  it('logs one JSON line per request', async () => {
    await fetch(`${url}/artigos`);
    const line = await waitForLine(first.stdout, /"path":"\/artigos"/);
    expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 200 });
  });

  it('makes a second server on the same data folder exit at once, naming the lock', async () => {
    const second = startServer({ DATA_DIR: dataDir, PORT: '0' });
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.stderr.join('\n')).toContain(lockPathFor(dataDir));
    // The first server is unaffected.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('refuses to start with a bad setting and names the variable', async () => {
    const bad = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr.join('\n')).toMatch(/PORT="eighty"/);
  });

  it('refuses a port already in use in one line that names it and the fix', async () => {
    const port = new URL(url).port;
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'server-process-port-'));
    try {
      const second = startServer({ DATA_DIR: otherDir, PORT: port });
      expect(await second.exited).toBe(1);
      expect(second.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use. Stop the other program or set PORT to a free port.`);
      // Said before the slow part of a first start: no database was created in its data folder.
      expect(await readdir(otherDir)).toEqual([]);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses a DATA_DIR it cannot create or write in one line that names it and the fix', async () => {
    // A folder inside a regular file can never be created, whoever runs the test.
    const file = path.join(dataDir, 'not-a-folder');
    await writeFile(file, '');
    const bad = startServer({ DATA_DIR: path.join(file, 'data'), PORT: '0' });
    expect(await bad.exited).toBe(1);
    expect(bad.stderr).toHaveLength(1);
    expect(bad.stderr[0]).toMatch(
      /^DATA_DIR .*not-a-folder\/data cannot be used \(ENOTDIR: .*Set DATA_DIR to a folder this user can create and write/,
    );
  });

  // functions/lib/malloc-arenas.ts: glibc reads MALLOC_ARENA_MAX only when a process starts.
  const onGlibc =
    process.platform === 'linux' &&
    Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

  it.runIf(onGlibc)('runs with two malloc arenas on glibc, started again in the same process', async () => {
    const environ = (await readFile(`/proc/${first.child.pid}/environ`, 'utf8')).split('\0');
    expect(environ).toContain('MALLOC_ARENA_MAX=2');
  });

  it.runIf(onGlibc)('keeps a MALLOC_ARENA_MAX that is set, and starts itself again with one that is not', async () => {
    const script = `const { relaunchWithFewerMallocArenas } = await import(${JSON.stringify(path.join(ROOT, 'functions/lib/malloc-arenas.ts'))});
relaunchWithFewerMallocArenas();
console.log(JSON.stringify({ pid: process.pid, arenas: process.env.MALLOC_ARENA_MAX ?? null }));`;
    const run = async (env: Record<string, string>) => {
      const child = spawn(process.execPath, [...commandNodeFlags('start'), '--input-type=module', '-e', script], {
        env: { PATH: process.env.PATH, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
      await new Promise((resolve) => child.on('exit', resolve));
      return { spawned: child.pid, ...(JSON.parse(output) as { pid: number; arenas: string | null }) };
    };
    const relaunched = await run({});
    expect(relaunched.arenas).toBe('2');
    expect(relaunched.pid).toBe(relaunched.spawned);
    expect((await run({ MALLOC_ARENA_MAX: '4' })).arenas).toBe('4');
  });

  it('stops cleanly on SIGTERM: closes the database and releases the lock', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout.join('\n')).toContain('"msg":"stopped"');
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  });
});
