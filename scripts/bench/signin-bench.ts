/**
 * A sign-in flood against page speed (security probe 2, finding 2; docs/decisions/040): the real
 * server (`functions/server.ts`, sample content, TRUST_PROXY=loopback) answers a public page
 * one request at a time, first idle, then while 40 clients send wrong passwords without pause,
 * each attempt from its own address (X-Forwarded-For) and for its own unknown e-mail, so neither
 * the per-address limit nor the account lockout stops them: every attempt costs a password hash.
 * The page is asked for without compression, so each answer reads its file (Node's libuv pool,
 * where scrypt also runs). Run once with the password hash cap as configured and once with it
 * lifted (PASSWORD_HASH_CONCURRENCY=64), which is how the server behaved before the cap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
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

const PAGE = '/';
const CLIENTS = 40;
const TIMEOUT_MS = 30_000;
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

/** One page request as a visitor makes it; Infinity when it took longer than TIMEOUT_MS. */
async function timePage(url: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return performance.now() - started;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return Infinity;
    throw error;
  }
}

async function measure(server: ServerProcess, setting: string, floodMs: number, idleRequests: number): Promise<SignInFloodRow> {
  const page = `${server.url}${PAGE}`;
  await waitForPage(page, 600_000);
  for (let i = 0; i < 10; i++) await timePage(page);
  const idle: number[] = [];
  for (let i = 0; i < idleRequests; i++) idle.push(await timePage(page));

  const statuses: Record<string, number> = {};
  let slowestSignInMs = 0;
  let signIns = 0;
  let sequence = 0;
  const floodEnds = Date.now() + floodMs;
  const client = async (index: number) => {
    while (Date.now() < floodEnds) {
      const n = sequence++;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: server.url,
          'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ email: `flood-${index}-${n}@example.com`, password: 'not-the-password' }),
        signal: AbortSignal.timeout(120_000),
      }).catch((error: Error) => ({ status: error.name, arrayBuffer: async () => undefined }));
      await response.arrayBuffer();
      slowestSignInMs = Math.max(slowestSignInMs, performance.now() - started);
      statuses[String(response.status)] = (statuses[String(response.status)] ?? 0) + 1;
      signIns++;
    }
  };
  const flooding = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  const flood: number[] = [];
  // The visitor reads the page until the last sign-in of the flood is answered.
  let done = false;
  void flooding.then(() => (done = true));
  while (!done) flood.push(await timePage(page));
  await flooding;
  return {
    setting,
    idle,
    // A page that timed out counts as the timeout: the percentiles do not leave it out.
    flood: flood.map((ms) => (Number.isFinite(ms) ? ms : TIMEOUT_MS)),
    pageTimeouts: flood.filter((ms) => !Number.isFinite(ms)).length,
    signIns,
    statuses,
    slowestSignInMs,
  };
}

/** The two runs, each on its own server process over the same data folder (the second reuses the built site). */
export async function benchSignInFlood(options: { floodSeconds: number; idleRequests: number }): Promise<SignInFloodRow[]> {
  const dataDir = mkdtempSync(path.join(scratchRoot(), 'bench-signin-'));
  const settings: Array<[string, Record<string, string>]> = [
    ['hash cap as configured', {}],
    ['cap lifted (as before)', { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '10000' }],
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
          ...env,
        },
        600_000,
      );
      try {
        rows.push(await measure(server, setting, options.floodSeconds * 1000, options.idleRequests));
      } finally {
        await server.stop('SIGTERM');
      }
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
