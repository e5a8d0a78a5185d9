/**
 * Import of a generated WordPress export (issue 25) into the real server (`functions/server.ts`,
 * a child process on an embedded database): `posts` posts of about 10 KB each, half of them the
 * Portuguese translation of the one before, a fifth with an image served by a loopback server
 * here. Measured: items per second (upload to done, and the run alone), the server's peak
 * resident memory (sampled from /proc every 100 ms while the import runs, and VmHWM at the end,
 * which includes the site's first build; VmHWM on the idle server, and the RSS while the build
 * the import asks for runs, tell the builds' share apart from the import's), and the p95 of a public page requested every 100 ms by
 * a new visitor while the import runs, beside the same page on the idle server before it.
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { writeWxr } from '../../tests/support/wxr-generator.ts';
import { findPostgresBinDir, startPostgres, type PostgresServer } from '../lib/postgres-server.ts';
import { scratchRoot } from '../lib/scratch.ts';

export interface ImportBenchRow {
  posts: number;
  /** IMPORT_PIPELINE of the server (docs/decisions/099); undefined: the server's default. */
  pipeline: string | undefined;
  /** MALLOC_ARENA_MAX given to the server (docs/decisions/106); undefined: the server's own (2 on glibc). */
  mallocArenas: string | undefined;
  /** The machine's load average (1 min) when the import started and when it ended: the numbers are only comparable at the same load. */
  loadAtStart: number;
  loadAtEnd: number;
  fileMb: number;
  seconds: number;
  runSeconds: number;
  itemsPerSecond: number;
  /** The server's resident memory on the idle server, before the import (its baseline). */
  idleRssMb: number;
  peakRssDuringMb: number;
  /** VmHWM on the idle server before the import: the highest RSS since it started, its first site build included. */
  idleHwmMb: number;
  /** The highest RSS while the site is rebuilt after the import (sampled until that build is live), and how long it took. */
  buildPeakRssMb: number;
  buildSeconds: number;
  vmHwmMb: number;
  idleP95: number;
  duringP95: number;
  samplesDuring: number;
  /** The report's counts (articles, media, redirects). */
  counts: unknown;
}

const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };
const PAGE = '/artigos';
const SAMPLE_EVERY_MS = 100;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function rssOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function timePage(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' }, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return response.ok ? performance.now() - started : 30_000;
}

async function samplePage(url: string, done: () => boolean): Promise<number[]> {
  const samples: Array<Promise<number>> = [];
  while (!done()) {
    samples.push(timePage(url).catch(() => 30_000));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return Promise.all(samples);
}

/** The images' host: one small distinct JPEG per address. */
async function startImageHost(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const n = Number(/^\/img\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1]);
    if (!n) return void res.writeHead(404).end();
    void sharp({ create: { width: 800, height: 500, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: (n * 13) % 256 } } })
      .jpeg()
      .toBuffer()
      .then((jpeg) => {
        res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length });
        res.end(jpeg);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

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

/** Each line of the server's memory trace gets the items done when it was taken (the last progress seen before it). */
async function annotateTrace(file: string, progressAt: Array<{ t: number; done: number }>): Promise<void> {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  const annotated = lines.map((line) => {
    const sample = JSON.parse(line) as { t: number };
    const done = progressAt.findLast((p) => p.t <= sample.t)?.done ?? null;
    return JSON.stringify({ done, ...sample });
  });
  await writeFile(file, `${annotated.join('\n')}\n`);
}

export async function benchImport(posts: number, pipeline?: string, mallocArenas?: string): Promise<ImportBenchRow> {
  const root = await mkdtemp(path.join(scratchRoot(), 'bench-import-'));
  const images = await startImageHost();
  let postgres: PostgresServer | null = null;
  if (process.env.BENCH_IMPORT_ENGINE === 'postgres') {
    const binDir = findPostgresBinDir();
    if (!binDir) throw new Error('BENCH_IMPORT_ENGINE=postgres: no PostgreSQL server found (apt-get install -y postgresql)');
    postgres = await startPostgres(binDir);
  }
  try {
    const file = path.join(root, 'export.xml');
    const bytes = await writeWxr(file, { posts, postBytes: 10_000, imageOrigin: images.origin });
    // BENCH_IMPORT_TRACE=<file>: the server's memory by kind every second (import-memory-trace.mjs,
    // after a full collection), each line with the items done by then (docs/decisions/097).
    const trace = process.env.BENCH_IMPORT_TRACE ? path.resolve(`${process.env.BENCH_IMPORT_TRACE}.${posts}.jsonl`) : null;
    const traceArgs = trace ? ['--expose-gc', '--import', 'tsx', '--import', path.resolve('scripts/bench/import-memory-trace.mjs')] : [];
    const progressAt: Array<{ t: number; done: number }> = [];
    const server = await startServerProcess(
      {
        DATA_DIR: path.join(root, 'site'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        AFFILIATE_LINK_CHECKS: 'off',
        AUTH_SIGN_IN_LIMIT: '1000',
        // The embedded database's buffer cache, for a comparison in one run (docs/decisions/088); unset: the server's default.
        PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS,
        // BENCH_IMPORT_ENGINE=postgres: a PostgreSQL started here (the server migrates it); its own
        // processes' memory is not in the server's RSS.
        DATABASE_URL: postgres?.url,
        IMPORT_MEMORY_TRACE: trace ?? undefined,
        // BENCH_IMPORT_PIPELINES=serial,overlap: each size imported with each, one after the other (docs/decisions/099).
        IMPORT_PIPELINE: pipeline,
        MALLOC_ARENA_MAX: mallocArenas,
      },
      900_000,
      // Flags for the server's node alone, e.g. --liftoff-only or --cpu-prof (docs/decisions/093).
      [...traceArgs, ...(process.env.IMPORT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    );
    const pid = server.child.pid!;
    try {
      const page = `${server.url}${PAGE}`;
      await waitForPage(page, 900_000);
      for (let i = 0; i < 10; i++) await timePage(page);
      const idleEnds = Date.now() + 10_000;
      const idle = await samplePage(page, () => Date.now() >= idleEnds);
      const { rss: idleRssMb, hwm: idleHwmMb } = await rssOf(pid);

      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(ADMIN),
      });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const headers = { Cookie: cookie, Origin: server.url };
      const siteState = async () =>
        (
          (await (await fetch(`${server.url}/api/admin/site`, { headers })).json()) as {
            site: { buildId: string | null; build: { state: string; queued: boolean } };
          }
        ).site;
      const buildBefore = (await siteState()).buildId;

      let done = false;
      let peak = 0;
      const memory = (async () => {
        while (!done) {
          peak = Math.max(peak, (await rssOf(pid)).rss);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const during = samplePage(page, () => done);
      const started = performance.now();
      const loadAtStart = os.loadavg()[0]!;
      const form = new FormData();
      form.append('default_category', 'desenvolvimento');
      form.append('category_map', JSON.stringify({ financas: 'dinheiro', sono: 'saude' }));
      // BENCH_IMPORT_MEDIA=keep: the images' addresses kept, nothing fetched (their share of the time apart).
      if (process.env.BENCH_IMPORT_MEDIA) form.append('media', process.env.BENCH_IMPORT_MEDIA);
      // The file is sent from disk (a Blob backed by the file), not read into this process first.
      form.append('file', await openAsBlob(file), 'export.xml');
      const upload = await fetch(`${server.url}/api/admin/imports`, { method: 'POST', headers, body: form });
      if (upload.status !== 202) throw new Error(`upload refused: ${upload.status} ${await upload.text()}`);
      const { id } = (await upload.json()) as { id: string };
      const uploaded = performance.now();
      let answer: { status: string; report: unknown; progress?: { done: number } };
      let runStarted: number | null = null;
      for (;;) {
        answer = (await (await fetch(`${server.url}/api/admin/imports/${id}`, { headers })).json()) as typeof answer;
        if (runStarted === null && answer.status === 'running') runStarted = performance.now();
        progressAt.push({ t: Date.now(), done: answer.progress?.done ?? 0 });
        if (['done', 'failed', 'cancelled'].includes(answer.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const ended = performance.now();
      const loadAtEnd = os.loadavg()[0]!;
      done = true;
      const [duringSamples] = await Promise.all([during, memory]);
      if (answer.status !== 'done') throw new Error(`import ${answer.status}: ${JSON.stringify(answer)}`);
      // The one build the import asks for at its end: its memory apart from the import's.
      let buildPeak = (await rssOf(pid)).rss;
      for (const deadline = Date.now() + 900_000; Date.now() < deadline;) {
        buildPeak = Math.max(buildPeak, (await rssOf(pid)).rss);
        const site = await siteState();
        if (site.buildId !== buildBefore && site.build.state !== 'building' && !site.build.queued) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const buildSeconds = (performance.now() - ended) / 1000;
      if (trace) await annotateTrace(trace, progressAt);
      const seconds = (ended - started) / 1000;
      return {
        posts,
        pipeline,
        mallocArenas,
        loadAtStart,
        loadAtEnd,
        fileMb: bytes / 2 ** 20,
        seconds,
        runSeconds: (ended - (runStarted ?? uploaded)) / 1000,
        itemsPerSecond: posts / seconds,
        idleRssMb,
        peakRssDuringMb: peak,
        idleHwmMb,
        buildPeakRssMb: buildPeak,
        buildSeconds,
        vmHwmMb: (await rssOf(pid)).hwm,
        idleP95: percentile(idle, 95),
        duringP95: percentile(duringSamples, 95),
        samplesDuring: duringSamples.length,
        counts: (({ articles, media, redirects }) => ({ articles, media, redirects }))(
          (answer.report ?? {}) as { articles?: unknown; media?: unknown; redirects?: unknown },
        ),
      };
    } catch (error) {
      // The server's own last words say why (it may have exited: its /proc entry is gone).
      throw new Error(`${(error as Error).message}\n--- server output ---\n${server.output().slice(-6000)}`, { cause: error });
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    postgres?.stop();
    await images.close();
    await rm(root, { recursive: true, force: true });
  }
}
