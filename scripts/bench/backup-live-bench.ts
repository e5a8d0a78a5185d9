/**
 * A backup made through the running server (`functions/server.ts` on the embedded database, a
 * child process), as the Backups screen asks for one: the p95 of a public page and of a public
 * API request that reads the database (each requested every 100 ms by a new visitor) while the
 * backup job runs, beside the same on the idle server just before. The embedded database has one
 * connection: this shows whether the backup lets the site's queries through (docs/decisions/068).
 */
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { startServerProcess } from '../../tests/support/server-process.ts';

export interface LiveBackupBench {
  /** From the server's start to its first page answered (its first build included). */
  startSeconds: number;
  backupSeconds: number;
  /** The load average (1 minute) as the idle sampling began and as the backup ended. */
  loadIdle: number;
  loadDuring: number;
  page: { path: string; idleP95: number; duringP95: number; duringMax: number; samples: number };
  api: { path: string; idleP95: number; duringP95: number; duringMax: number; samples: number };
  /** The server's RSS just before the backup was asked for (its first build and start-up included). */
  rssBeforeMb: number;
  peakRssMb: number;
}

const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };
const PAGE = '/artigos';
const API = '/api/articles?limit=12';
const SAMPLE_EVERY_MS = 100;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function timeRequest(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.ok ? performance.now() - started : 30_000;
}

async function sample(url: string, done: () => boolean): Promise<number[]> {
  const samples: Array<Promise<number>> = [];
  while (!done()) {
    samples.push(timeRequest(url).catch(() => 30_000));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return Promise.all(samples);
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not served within ${timeoutMs / 1000} s`);
}

/** `siteDir` must be a stopped site (no server holds it). */
export async function benchLiveBackup(siteDir: string): Promise<LiveBackupBench> {
  const starting = performance.now();
  const server = await startServerProcess(
    { DATA_DIR: siteDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_SIGN_IN_LIMIT: '1000' },
    900_000,
  );
  const pid = server.child.pid!;
  try {
    await waitFor(`${server.url}${PAGE}`, 900_000);
    const startSeconds = (performance.now() - starting) / 1000;
    for (let i = 0; i < 10; i++) await Promise.all([timeRequest(`${server.url}${PAGE}`), timeRequest(`${server.url}${API}`)]);
    const loadIdle = loadavg()[0]!;
    const idleEnds = Date.now() + 10_000;
    const [idlePage, idleApi] = await Promise.all([
      sample(`${server.url}${PAGE}`, () => Date.now() >= idleEnds),
      sample(`${server.url}${API}`, () => Date.now() >= idleEnds),
    ]);

    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const headers = {
      Cookie: signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
      Origin: server.url,
    };

    let done = false;
    const rssMb = async () => Number(/^VmRSS:\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const rssBeforeMb = await rssMb();
    let peak = 0;
    const memory = (async () => {
      while (!done) {
        peak = Math.max(peak, await rssMb());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const duringPage = sample(`${server.url}${PAGE}`, () => done);
    const duringApi = sample(`${server.url}${API}`, () => done);
    const started = performance.now();
    const asked = await fetch(`${server.url}/api/admin/backups`, { method: 'POST', headers });
    if (asked.status !== 202) throw new Error(`backup refused: ${asked.status} ${await asked.text()}`);
    const { id } = (await asked.json()) as { id: string };
    let status = '';
    while (status !== 'completed') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const listed = (await (await fetch(`${server.url}/api/admin/backups`, { headers })).json()) as {
        job: { id: string; status: string; last_error: string | null } | null;
      };
      if (listed.job?.id === id) status = listed.job.status;
      if (status === 'failed' || status === 'cancelled') throw new Error(`backup ${status}: ${listed.job?.last_error ?? ''}`);
    }
    const backupSeconds = (performance.now() - started) / 1000;
    const loadDuring = loadavg()[0]!;
    done = true;
    const [pageSamples, apiSamples] = await Promise.all([duringPage, duringApi]);
    await memory;
    const row = (path: string, idle: number[], during: number[]) => ({
      path,
      idleP95: percentile(idle, 95),
      duringP95: percentile(during, 95),
      duringMax: Math.max(...during),
      samples: during.length,
    });
    return {
      startSeconds,
      backupSeconds,
      loadIdle,
      loadDuring,
      page: row(PAGE, idlePage, pageSamples),
      api: row(API, idleApi, apiSamples),
      rssBeforeMb,
      peakRssMb: peak,
    };
  } finally {
    await server.stop();
  }
}
