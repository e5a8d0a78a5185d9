/**
 * A sign-in flood against page speed (security probe 2, finding 2; docs/decisions/040): the real
 * server (`functions/server.ts`, sample content, TRUST_PROXY=loopback) answers a public page,
 * first idle, then while 40 clients send wrong passwords (the next as soon as an answer comes,
 * or once a 503's Retry-After has passed), each attempt from its own address (X-Forwarded-For)
 * and for its own unknown e-mail, so neither the per-address limit nor the account lockout
 * stops them: every attempt costs a password hash. The page is asked for without compression,
 * so each answer reads its file (Node's libuv pool, where scrypt also runs), by a new visitor
 * every 50 ms, idle for 10 s and then for as long as the flood lasts. The flood runs in a worker
 * thread (signin-flood-worker.mjs), so page timings do not wait on a client loop busy with it.
 * Run with the password hash cap as configured (hashes on worker threads below the pages'
 * priority: decision 062), with the cap but hashes at normal priority (PASSWORD_HASH_NICE=0, as
 * decision 040 left it), and with the cap lifted (PASSWORD_HASH_CONCURRENCY=64), which is how
 * the server behaved before the cap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';
import { scratchRoot } from '../lib/scratch.ts';

export interface SignInFloodRow {
  setting: string;
  idle: number[];
  flood: number[];
  pageTimeouts: number;
  signIns: number;
  statuses: Record<string, number>;
  slowestSignInMs: number;
}

/** What the flood's worker (signin-flood-worker.mjs) reports. */
interface FloodOutcome {
  statuses: Record<string, number>;
  slowestSignInMs: number;
  signIns: number;
}

const PAGE = '/';
const CLIENTS = 40;
const TIMEOUT_MS = 30_000;
const SAMPLE_EVERY_MS = 50;
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };

async function waitForPage(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not served within ${timeoutMs / 1000} s`);
}

/** One page request as a visitor makes it; Infinity when it was not served (no answer in TIMEOUT_MS, or the connection dropped). */
async function timePage(url: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return performance.now() - started;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'TypeError') return Infinity;
    throw error;
  }
}

/**
 * The page asked for every SAMPLE_EVERY_MS whatever the answers before it are doing (an open
 * loop: a visitor stuck behind a stall does not stop the others from arriving), until `done`.
 */
async function samplePage(url: string, done: () => boolean): Promise<number[]> {
  const samples: Array<Promise<number>> = [];
  while (!done()) {
    samples.push(timePage(url));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return Promise.all(samples);
}

async function measure(server: ServerProcess, setting: string, floodMs: number, idleMs: number): Promise<SignInFloodRow> {
  const page = `${server.url}${PAGE}`;
  await waitForPage(page, 600_000);
  for (let i = 0; i < 10; i++) await timePage(page);
  const idleEnds = Date.now() + idleMs;
  const idle = await samplePage(page, () => Date.now() >= idleEnds);

  let done = false;
  const flooding = new Promise<FloodOutcome>((resolve, reject) => {
    const worker = new Worker(new URL('./signin-flood-worker.mjs', import.meta.url), {
      workerData: { url: server.url, clients: CLIENTS, floodMs },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => (done = true));
  // Visitors arrive until the last sign-in of the flood is answered.
  const flood = await samplePage(page, () => done);
  const { statuses, slowestSignInMs, signIns } = await flooding;
  const timedOut = (ms: number) => !Number.isFinite(ms);
  return {
    setting,
    idle: idle.map((ms) => (timedOut(ms) ? TIMEOUT_MS : ms)),
    // A page that timed out counts as the timeout: the percentiles do not leave it out.
    flood: flood.map((ms) => (timedOut(ms) ? TIMEOUT_MS : ms)),
    pageTimeouts: flood.filter(timedOut).length,
    signIns,
    statuses,
    slowestSignInMs,
  };
}

/** The two runs, each on its own server process over the same data folder (the second reuses the built site). */
export async function benchSignInFlood(options: { floodSeconds: number; idleSeconds: number }): Promise<SignInFloodRow[]> {
  const dataDir = mkdtempSync(path.join(scratchRoot(), 'bench-signin-'));
  const settings: Array<[string, Record<string, string>]> = [
    ['hash cap as configured', {}],
    // Hashes at the server's own priority: the cap alone, as decision 040 left it.
    ['cap, hashes at normal priority', { PASSWORD_HASH_NICE: '0' }],
    ['cap lifted (as before)', { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '10000', PASSWORD_HASH_NICE: '0' }],
  ];
  const rows: SignInFloodRow[] = [];
  try {
    for (const [setting, env] of settings) {
      const server = await startServerProcess(
        {
          DATA_DIR: dataDir,
          TRUST_PROXY: 'loopback',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          PASSWORD_HASH_CONCURRENCY: process.env.PASSWORD_HASH_CONCURRENCY,
          PASSWORD_HASH_QUEUE: process.env.PASSWORD_HASH_QUEUE,
          PASSWORD_HASH_NICE: process.env.PASSWORD_HASH_NICE,
          ...env,
        },
        600_000,
      );
      try {
        rows.push(await measure(server, setting, options.floodSeconds * 1000, options.idleSeconds * 1000));
      } finally {
        await server.stop('SIGTERM');
      }
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
