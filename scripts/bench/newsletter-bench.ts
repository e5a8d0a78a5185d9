/**
 * A newsletter send on publish (issue 28): N active subscribers, one article published over
 * HTTP with the real build runner, every message into a local SMTP sink (tests/support/
 * smtp-server.ts, counting only) in a child process of its own (newsletter-sink.ts), so the
 * sink's work does not take turns on the measured server's thread. Measured: messages per second, publish → first and → last
 * message (the first waits for the page to be live: decision 061), the home page's p95 while the
 * send runs against idle, and memory (docs/decisions/069):
 *
 * - RSS before the publish, when the first message arrives (the publish's build has gone live
 *   by then: the send waits for it), and the peak after that: the send's increment is that
 *   peak less the RSS at the first message, so the build's memory is not counted as the send's;
 * - the JS heap at the first message and after the last (after a full GC): what the send's own
 *   objects hold.
 *
 * The database is PGlite in a data folder, as a server runs it (DATA_DIR), not in memory: an
 * in-memory database keeps its tables and its write-ahead log in the process, so every
 * delivery row written and updated by the send (two per subscriber) counted as the send's RSS.
 */
import { fork } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { staticFastPath } from '../../functions/site/static-fast-path.ts';
import { openDatabase } from '../../functions/db/database.ts';
import type { PgliteWorkerMemory } from '../../functions/db/pglite-protocol.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { adminCookie } from './admin-session.ts';
import { startPageTimer, type PageTimer } from './page-timer-client.ts';

export interface NewsletterBenchResult {
  subscribers: number;
  rate: number;
  /** Writing the subscribers and their subscriptions (one set-based statement). */
  generateMs: number;
  delivered: number;
  messagesPerSecond: number;
  /** RSS before the publish (the site built, the database warm). */
  baselineRssMb: number;
  /** Highest RSS between the publish and the first message: the publish's build. */
  buildPeakRssMb: number;
  /** RSS when the first message arrived (the build live, the send starting). */
  sendStartRssMb: number;
  /** Highest RSS from the first message to the last. */
  sendPeakRssMb: number;
  /** What the send added: sendPeakRssMb − sendStartRssMb. */
  sendIncrementMb: number;
  /** JS heap used at the first message and after the last (after a full GC). */
  sendStartHeapMb: number;
  sendEndHeapMb: number;
  /** CPU time per message from the first message to the last: the whole process (every thread) and its main thread alone. */
  cpuMsPerMessage: number;
  mainThreadCpuMsPerMessage: number;
  publishToFirstMs: number;
  publishToLastMs: number;
  idleP95Ms: number;
  duringP95Ms: number;
}

/** The SMTP sink in a child process (newsletter-sink.ts), calling `onNewsletter` for each newsletter message. */
async function startSink(onNewsletter: () => void): Promise<{ url: string; close(): Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, 'newsletter-sink.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited with ${code}`)));
    child.on('message', (message: { kind: string; url?: string }) => {
      if (message.kind === 'ready') resolve(message.url!);
      else if (message.kind === 'newsletter') onNewsletter();
    });
  });
  return {
    url,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN;
}

/** Latencies of GET url, one request at a time, until `until()` is true (at least `min` requests). */
async function pageLatencies(url: string, until: () => boolean, min = 50): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < min || !until()) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (samples.length > 200_000) break;
  }
  return samples;
}

const MB = 1024 * 1024;
/** The publish's build comes before the first message (decision 061). */
const FIRST_MESSAGE_MS = 600_000;
const STALL_MS = 60_000;

/** Resident memory from /proc (Linux): the whole process, its anonymous and its file-backed part, in bytes. */
function residentSplit(): { rss: number; anon: number; file: number } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') + kb('RssShmem') };
  } catch {
    return { rss: process.memoryUsage.rss(), anon: NaN, file: NaN };
  }
}

/**
 * The process's resident memory by kind, from /proc/self/smaps (MB): PGlite's WebAssembly memory
 * (the one anonymous mapping of its size, decision 088), glibc malloc's heaps (the main `[heap]`
 * and the 64 MB-aligned arenas of other threads: native allocations of Node, V8's compilers,
 * libuv, sharp), executable code, file-backed pages, and the rest of the anonymous pages (V8's
 * JS heaps and everything else).
 */
function residentByKind(wasmBytes: number | undefined): Record<'wasm' | 'malloc' | 'code' | 'files' | 'other', number> {
  const kinds = { wasm: 0, malloc: 0, code: 0, files: 0, other: 0 };
  let text: string;
  try {
    text = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return kinds;
  }
  const ARENA = 64 * MB;
  let kind: keyof typeof kinds = 'other';
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      const start = Number.parseInt(head[1]!, 16);
      const size = Number.parseInt(head[2]!, 16) - start;
      const [perms, inode, name] = [head[3]!, head[4]!, head[5]!];
      if (inode !== '0') kind = 'files';
      else if (perms.includes('x')) kind = 'code';
      else if (wasmBytes && Math.abs(size - wasmBytes) < MB) kind = 'wasm';
      else if (name === '[heap]' || (start % ARENA === 0 && size <= ARENA)) kind = 'malloc';
      else kind = 'other';
      continue;
    }
    if (line.startsWith('Rss:')) kinds[kind] += Number(/(\d+)/.exec(line)![1]) / 1024;
  }
  return kinds;
}

/**
 * BENCH_NEWSLETTER_TRACE=<file>: a line every BENCH_NEWSLETTER_TRACE_MS (2,000) from the publish
 * to the last message, to find where the RSS goes (docs/decisions/089): the process's RSS split
 * into anonymous and file-backed pages, the main thread's heap, external and array buffers, and
 * the PGlite worker's heap and WebAssembly memory (decision 088).
 */
function startTrace(file: string | undefined, size: number, delivered: () => number, worker?: () => Promise<PgliteWorkerMemory>) {
  if (!file) return () => {};
  const started = performance.now();
  appendFileSync(file, `# ${size} subscribers, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '-'}\n`);
  appendFileSync(
    file,
    's\tsent\trss\tanon\tfile\theap\texternal\tarrayBuffers\tworkerHeap\twasmSize\tres:wasm\tmalloc\tcode\tfiles\tother\n',
  );
  let busy = false;
  const write = async () => {
    if (busy) return;
    busy = true;
    // BENCH_NEWSLETTER_TRACE_GC=1: a full collection first, so that the heap is what is held, not
    // garbage not yet collected (it costs the send a pause at each line).
    if (process.env.BENCH_NEWSLETTER_TRACE_GC === '1') collectGarbage();
    const { rss, anon, file: fileBacked } = residentSplit();
    const main = process.memoryUsage();
    const w = await worker?.().catch(() => undefined);
    const mb = (n: number | undefined) => (n === undefined ? '-' : (n / MB).toFixed(0));
    appendFileSync(
      file,
      [
        ((performance.now() - started) / 1000).toFixed(0),
        delivered(),
        mb(rss),
        mb(anon),
        mb(fileBacked),
        mb(main.heapUsed),
        mb(main.external),
        mb(main.arrayBuffers),
        mb(w?.heapUsed),
        mb(w?.wasmBytes),
        ...Object.values(residentByKind(w?.wasmBytes)).map((n) => n.toFixed(0)),
      ].join('\t') + '\n',
    );
    busy = false;
  };
  void write();
  const timer = setInterval(() => void write(), Number(process.env.BENCH_NEWSLETTER_TRACE_MS ?? 2000));
  return () => {
    clearInterval(timer);
    void write();
  };
}

/** A full collection, so that the heap figure is what is held, not garbage not yet collected. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * `probe`: 'process' (the default) measures the page from a child process, as a visitor's client
 * is not in the server; 'inline' from the server's own process, as before decision 094 (the
 * client's work on the server's main thread); 'off' not at all (the CPU per message is the send's alone).
 */
export async function benchNewsletter(
  subscribers: number,
  rate = 1000,
  probe: 'process' | 'inline' | 'off' = 'process',
): Promise<NewsletterBenchResult> {
  let delivered = 0;
  let firstAt = 0;
  let lastAt = 0;
  // Two phases after the publish: the build (until the first message), then the send.
  let phase: 'idle' | 'build' | 'send' = 'idle';
  let buildPeak = 0;
  let sendStart = { rss: 0, heap: 0 };
  let sendPeak = 0;
  let cpuStart = { process: 0, main: 0 };
  let cpuEnd = { process: 0, main: 0 };
  const cpuNow = () => {
    const all = process.cpuUsage();
    const main = process.threadCpuUsage();
    return { process: (all.user + all.system) / 1000, main: (main.user + main.system) / 1000 };
  };
  const sample = () => {
    const rss = process.memoryUsage.rss();
    if (phase === 'build') buildPeak = Math.max(buildPeak, rss);
    else if (phase === 'send') sendPeak = Math.max(sendPeak, rss);
  };
  const smtp = await startSink(() => {
    delivered++;
    if (delivered === 1) {
      cpuStart = cpuNow();
      firstAt = performance.now();
      sample();
      const { rss, heapUsed } = process.memoryUsage();
      sendStart = { rss, heap: heapUsed };
      sendPeak = rss;
      phase = 'send';
    }
    lastAt = performance.now();
    if (delivered === subscribers) cpuEnd = cpuNow();
  });
  const work = mkdtempSync(path.join(scratchRoot(), `bench-newsletter-${subscribers}-`));
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: work,
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    CONTACT_TO: 'editors@example.com',
    MAIL_FROM: 'news@example.com',
    NEWSLETTER_RATE: String(rate),
    // Messages in flight: the server's default unless the bench's caller sets it (decision 087).
    ...(process.env.NEWSLETTER_CONCURRENCY ? { NEWSLETTER_CONCURRENCY: process.env.NEWSLETTER_CONCURRENCY } : {}),
    SITE_URL: 'https://bench.example',
    ...(process.env.PGLITE_SHARED_BUFFERS ? { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS } : {}),
  });
  // As the server opens it (functions/boot.ts): its buffer cache is PGLITE_SHARED_BUFFERS (32MB unless
  // set), not the data folder's 128MB, which the bench used before (docs/decisions/089).
  const handle = await openDatabase({ dataDir: work, sharedBuffers: env.PGLITE_SHARED_BUFFERS });
  const sampler = setInterval(sample, 50);
  try {
    await migrate(handle);
    const generating = performance.now();
    await sql`
      WITH made AS (
        INSERT INTO newsletter_subscribers (email, locale)
        SELECT 'reader' || n || '@example.com', 'en' FROM generate_series(1, ${subscribers}) AS n
        RETURNING id
      )
      INSERT INTO newsletter_subscriptions (subscriber_id, newsletter_id, status, consent, confirmed_at)
      SELECT id, 'en', 'active', 'confirmed', now() FROM made
    `.execute(handle.db);
    const generateMs = performance.now() - generating;
    const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider, build: {} });
    const app = createApp(deps);
    const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0, await staticFastPath(deps));
    deps.jobs.start();
    let prober: PageTimer | null = null;
    try {
      const cookie = await adminCookie(deps, handle.db, localUrl);
      await deps.runner!.requestBuild('initial');
      prober = probe === 'process' ? startPageTimer() : null;
      let idle: number[];
      if (prober) idle = (await prober.count(`${localUrl}/`, 300)).samples;
      else idle = await pageLatencies(`${localUrl}/`, () => true, 300);
      const baselineRss = process.memoryUsage.rss();
      buildPeak = baselineRss;
      phase = 'build';
      const stopTrace = startTrace(process.env.BENCH_NEWSLETTER_TRACE, subscribers, () => delivered, handle.workerMemory);
      const published = performance.now();
      const response = await fetch(`${localUrl}/api/admin/articles`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: localUrl, Cookie: cookie },
        body: JSON.stringify({
          titulo: 'An issue for everyone',
          categoria: 'saude',
          meta_descricao: 'The newsletter benchmark’s article.',
          conteudo_html: '<h2>Hello</h2><p>A short article.</p>',
          idioma: 'en',
          status: 'publicado',
        }),
      });
      if (response.status !== 201) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
      // Gives up on a send that stopped (no message for STALL_MS), not on a slow one: on a shared,
      // loaded machine 100,000 messages can take far longer than the rate says.
      let seen = 0;
      let progressAt = Date.now();
      const stalled = () => {
        if (delivered !== seen) [seen, progressAt] = [delivered, Date.now()];
        return Date.now() - progressAt > (delivered === 0 ? FIRST_MESSAGE_MS : STALL_MS);
      };
      while (delivered === 0 && !stalled()) await new Promise((resolve) => setTimeout(resolve, 20));
      const sent = () => delivered >= subscribers || stalled();
      // Without the probe (BENCH_NEWSLETTER_PROBE=0) the CPU per message is the send's alone: the
      // probe's requests run on the same main thread, client and server.
      let during: number[] = [];
      if (probe === 'inline') during = await pageLatencies(`${localUrl}/`, sent);
      else {
        prober?.start(`${localUrl}/`, 50);
        while (!sent()) await new Promise((resolve) => setTimeout(resolve, 20));
        if (prober) during = (await prober.stop()).samples;
      }
      stopTrace();
      if (delivered < subscribers) throw new Error(`only ${delivered} of ${subscribers} messages arrived in time`);
      sample();
      phase = 'idle';
      collectGarbage();
      const sendEndHeap = process.memoryUsage().heapUsed;
      if (process.env.BENCH_NEWSLETTER_TRACE) {
        const after = residentByKind((await handle.workerMemory?.())?.wasmBytes);
        const kinds = Object.entries(after)
          .map(([kind, n]) => `${kind} ${n.toFixed(0)}`)
          .join(', ');
        appendFileSync(
          process.env.BENCH_NEWSLETTER_TRACE,
          `# after the last message and a full GC: heap ${(sendEndHeap / MB).toFixed(0)} MB, RSS ${(process.memoryUsage.rss() / MB).toFixed(0)} MB (${kinds})\n`,
        );
      }
      return {
        subscribers,
        rate,
        generateMs,
        delivered,
        messagesPerSecond: (delivered - 1) / ((lastAt - firstAt) / 1000),
        baselineRssMb: baselineRss / MB,
        buildPeakRssMb: buildPeak / MB,
        sendStartRssMb: sendStart.rss / MB,
        sendPeakRssMb: sendPeak / MB,
        sendIncrementMb: (sendPeak - sendStart.rss) / MB,
        sendStartHeapMb: sendStart.heap / MB,
        sendEndHeapMb: sendEndHeap / MB,
        cpuMsPerMessage: (cpuEnd.process - cpuStart.process) / (delivered - 1),
        mainThreadCpuMsPerMessage: (cpuEnd.main - cpuStart.main) / (delivered - 1),
        publishToFirstMs: firstAt - published,
        publishToLastMs: lastAt - published,
        idleP95Ms: p95(idle),
        duringP95Ms: p95(during),
      };
    } finally {
      await prober?.close();
      await deps.runner?.stop();
      await deps.jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    clearInterval(sampler);
    await handle.close();
    await smtp.close();
    rmSync(work, { recursive: true, force: true });
  }
}
