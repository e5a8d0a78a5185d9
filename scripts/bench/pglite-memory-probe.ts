/**
 * Where the embedded database's memory goes (docs/decisions/088): one child process per PGlite
 * configuration, each on its own copy of a migrated data folder (empty, or with 1,000 articles),
 * reporting the process's RSS (anonymous and file pages) and VmHWM, the main thread's JS heap, the
 * worker's JS heap and PGlite's WebAssembly memory: before opening, once the database is open,
 * after the back office's list, and after every table is read through inside the database (each
 * page once through the buffer cache).
 *
 *   npx tsx scripts/bench/pglite-memory-probe.ts                 # the table
 *   PROBE_CONFIGS='[{"sharedBuffers":"16MB"}]' npx tsx scripts/bench/pglite-memory-probe.ts
 *
 * Only the database runs here: the server's other parts (site bundle, scrypt and image workers)
 * are the difference to the server's own RSS, measured by import-bench.ts.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

interface ProbeConfig {
  label?: string;
  sharedBuffers?: string;
  settings?: Record<string, string>;
  initialMemory?: number;
  /** Node.js flags (V8's WebAssembly tiers) and environment (glibc's malloc) of the probe's process. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

interface Snapshot {
  rssMb: number;
  hwmMb: number;
  /** Of the RSS: anonymous memory (heaps, WebAssembly memory, compiled code), and file pages (the node binary, libraries). */
  anonMb: number;
  fileMb: number;
  mainHeapMb: number;
  workerHeapMb: number;
  wasmMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function status(): Pick<Snapshot, 'rssMb' | 'hwmMb' | 'anonMb' | 'fileMb'> {
  const text = readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  const toMb = (name: string) => Math.round(kb(name) / 1024);
  return { rssMb: toMb('VmRSS'), hwmMb: toMb('VmHWM'), anonMb: toMb('RssAnon'), fileMb: toMb('RssFile') };
}

async function child(dataDir: string, config: ProbeConfig): Promise<void> {
  const before = status();
  const handle = await openDatabase({
    dataDir,
    sharedBuffers: config.sharedBuffers,
    settings: config.settings,
    initialMemory: config.initialMemory,
  });
  const snapshot = async (): Promise<Snapshot> => {
    const worker = await handle.workerMemory!();
    return { ...status(), mainHeapMb: mb(process.memoryUsage().heapUsed), workerHeapMb: mb(worker.heapUsed), wasmMb: mb(worker.wasmBytes) };
  };
  const opened = await snapshot();
  // The back office's list (first pages) and a count, as an editor causes them.
  for (let page = 0; page < 5; page++) {
    await sql`select id, titulo, slug, status, updated_at from articles order by updated_at desc limit 50 offset ${page * 50}`.execute(
      handle.db,
    );
  }
  await sql`select count(*) from articles where status = 'publicado'`.execute(handle.db);
  const listed = await snapshot();
  // Every table read through, in the database only (each page once through the buffer cache;
  // no rows cross to JS: the rows' copies would be the probe's memory, not the database's).
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public'`.execute(handle.db);
  for (const { tablename } of tables.rows)
    await sql`select count(*) from (select * from ${sql.table(tablename)} offset 0) as t`.execute(handle.db);
  await sql`select sum(length(conteudo_html)) from articles`.execute(handle.db);
  const scanned = await snapshot();
  // Timed work, for what a configuration costs in speed: writes (search vectors, indexes) on the
  // empty database, reads (the list, a search) on both.
  const count = await sql<{ n: number }>`select count(*)::int as n from articles`.execute(handle.db);
  let started = performance.now();
  if (count.rows[0]!.n === 0) await insertSyntheticArticles(handle.db, 300);
  const writeMs = count.rows[0]!.n === 0 ? Math.round(performance.now() - started) : null;
  started = performance.now();
  for (let i = 0; i < 100; i++) {
    await sql`select id, titulo, slug, status, updated_at from articles order by updated_at desc limit 50 offset ${(i % 5) * 50}`.execute(
      handle.db,
    );
    await sql`select id from articles where titulo ilike ${`%${['habit', 'garden', 'coffee', 'plan'][i % 4]}%`} limit 20`.execute(
      handle.db,
    );
  }
  const readMs = Math.round(performance.now() - started);
  const timed = await snapshot();
  process.stdout.write(`${JSON.stringify({ before, opened, listed, scanned, timed, writeMs, readMs })}\n`);
  await handle.close();
}

async function prepare(name: string, articles: number): Promise<string> {
  const dir = path.join(scratchRoot(), `memory-probe-${name}`);
  // Kept between runs (data/scratch is ignored by git): PROBE_FRESH=1 makes them again.
  if (!process.env.PROBE_FRESH && existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const handle = await openDatabase({ dataDir: dir });
  await migrate(handle);
  if (articles) await insertSyntheticArticles(handle.db, articles);
  await handle.close();
  return dir;
}

interface ChildReport {
  before: Snapshot;
  opened: Snapshot;
  listed: Snapshot;
  scanned: Snapshot;
  timed: Snapshot;
  /** 300 articles written (empty database only), and 100 list pages plus 100 title searches. */
  writeMs: number | null;
  readMs: number;
}

function runChild(base: string, config: ProbeConfig): Promise<ChildReport> {
  const copy = mkdtempSync(path.join(scratchRoot(), 'memory-probe-run-'));
  execFileSync('cp', ['-a', `${base}/.`, copy]);
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...(config.nodeArgs ?? []), '--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, ...config.env, PROBE_CHILD: JSON.stringify({ dataDir: copy, config }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (code) => {
      rmSync(copy, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`probe child exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!));
    });
  });
}

const DEFAULT_CONFIGS: ProbeConfig[] = [
  { label: 'data folder as is (shared_buffers 128MB)' },
  { sharedBuffers: '64MB' },
  { sharedBuffers: '32MB' },
  { sharedBuffers: '16MB' },
  // initialMemory below PGlite's 128 MiB fails: its pglite.wasm declares 2,048 pages (128 MiB) as
  // the least memory it imports ("memory import has 512 pages which is smaller than the declared
  // initial of 2048"). Above it, it only reserves more.
  { label: 'work_mem 1MB, maintenance_work_mem 16MB', settings: { work_mem: '1MB', maintenance_work_mem: '16MB' } },
  { label: 'wal_buffers 1MB, temp_buffers 1MB', settings: { wal_buffers: '1MB', temp_buffers: '1MB' } },
];

if (process.env.PROBE_CHILD) {
  const { dataDir, config } = JSON.parse(process.env.PROBE_CHILD) as { dataDir: string; config: ProbeConfig };
  await child(dataDir, config);
} else {
  const configs = process.env.PROBE_CONFIGS ? (JSON.parse(process.env.PROBE_CONFIGS) as ProbeConfig[]) : DEFAULT_CONFIGS;
  const bases = { empty: await prepare('empty', 0), '1,000 articles': await prepare('k1000', 1000) };
  const rows: string[] = [];
  const repeats = Number(process.env.PROBE_REPEATS ?? 2);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  for (const config of configs) {
    for (const [name, base] of Object.entries(bases)) {
      const runs: ChildReport[] = [];
      for (let i = 0; i < repeats; i++) runs.push(await runChild(base, config));
      const m = (pick: (run: ChildReport) => number) => median(runs.map(pick));
      const label = config.label ?? `shared_buffers ${config.sharedBuffers}`;
      const row = `| ${label} | ${name} | ${m((r) => r.opened.rssMb)} | ${m((r) => r.listed.rssMb)} | ${m((r) => r.scanned.rssMb)} | ${m((r) => r.timed.rssMb)} | ${m((r) => r.timed.anonMb)} / ${m((r) => r.timed.fileMb)} | ${m((r) => r.timed.hwmMb)} | ${m((r) => r.timed.mainHeapMb)} | ${m((r) => r.timed.workerHeapMb)} | ${m((r) => r.timed.wasmMb)} | ${runs[0]!.writeMs === null ? '—' : m((r) => r.writeMs!)} | ${m((r) => r.readMs)} |`;
      rows.push(row);
      process.stderr.write(`${row}\n`);
    }
  }
  process.stdout.write(
    [
      `Medians of ${repeats} runs; memory in MB (RSS before opening: about 83 MB, node and tsx).`,
      '',
      '| configuration | data | RSS opened | after the list | after a full read | after the timed work | anon / file | VmHWM | main heap | worker heap | WASM memory | 300 writes (ms) | 200 reads (ms) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n') + '\n',
  );
}
