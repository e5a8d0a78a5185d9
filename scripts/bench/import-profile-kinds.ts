/**
 * An import's CPU an item by kind, from the server's CPU profiles (docs/decisions/102): run the
 * import bench with `IMPORT_BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>"`, then
 *
 *   npx tsx scripts/bench/import-profile-kinds.ts <main thread .cpuprofile> [database thread .cpuprofile] [items]
 *
 * The import's window is from the first to the last main-thread sample with the importer
 * (functions/import/runner.ts) on its stack; the database thread's samples are cut to the same
 * window (V8's profiles of one process share one clock). Each sample goes to the innermost frame
 * of a known kind. The main thread's profile is the one numbered 0 (`CPU.<date>.<pid>.0.001`); the
 * database thread's is the largest of the others.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const MAIN_KINDS: Array<[string, RegExp]> = [
  ['sanitize (sanitize-html and its htmlparser2)', /sanitize-html/],
  ['zod', /node_modules\/zod/],
  ['Kysely (compile, plugins)', /node_modules\/kysely\/dist\/(query-compiler|operation-node|query-builder|parser|plugin)/],
  ['database round trips (pglite-client)', /pglite-client/],
  ['images (sharp, media)', /sharp|functions\/media|functions\/import\/media/],
  ['the reading thread’s messages', /plan-thread|plan-protocol/],
  ['site build, page writer', /functions\/site|bundles\//],
  ['the importer’s own code', /functions\/import\//],
  ['the article service’s own code', /functions\/articles\//],
  ['HTTP serving', /hono|functions\/static|node:_http|serve-static/],
];

function load(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (at += delta));
  const stack = (id: number) => {
    const frames: Node[] = [];
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) frames.push(byId.get(current)!);
    return frames;
  };
  return { profile, times, stack };
}

function special(leaf: string): string | undefined {
  return { '(idle)': 'idle', '(garbage collector)': 'GC', '(program)': 'program' }[leaf];
}

function table(title: string, totals: Map<string, number>, items: number): void {
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title}\n\n| kind | ms | ms an item | share |\n| --- | --- | --- | --- |`);
  for (const [kind, ms] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`| ${kind} | ${ms.toFixed(0)} | ${(ms / items).toFixed(2)} | ${((100 * ms) / all).toFixed(1)} % |`);
}

const [mainFile, dbFile, itemsArg] = process.argv.slice(2);
if (!mainFile) {
  console.error('usage: npx tsx scripts/bench/import-profile-kinds.ts <main .cpuprofile> [database .cpuprofile] [items]');
  process.exit(2);
}
const items = Number.parseInt(itemsArg ?? '1000', 10);
const main = load(mainFile);
let first = Infinity;
let last = -Infinity;
main.profile.samples.forEach((id, n) => {
  if (main.stack(id).some((frame) => frame.callFrame.url.includes('functions/import/runner'))) {
    first = Math.min(first, main.times[n]!);
    last = Math.max(last, main.times[n]!);
  }
});
console.log(`the import's window: ${((last - first) / 1e6).toFixed(1)} s, ${items} items`);

const mainTotals = new Map<string, number>();
main.profile.samples.forEach((id, n) => {
  if (main.times[n]! < first || main.times[n]! > last) return;
  const frames = main.stack(id);
  let kind = special(frames[0]!.callFrame.functionName);
  for (const frame of kind ? [] : frames) {
    kind = MAIN_KINDS.find(([, pattern]) => pattern.test(frame.callFrame.url))?.[0];
    if (kind) break;
  }
  kind ??= 'other';
  mainTotals.set(kind, (mainTotals.get(kind) ?? 0) + main.profile.timeDeltas[n]! / 1000);
});
table('main thread', mainTotals, items);

if (dbFile) {
  const db = load(dbFile);
  const dbTotals = new Map<string, number>();
  db.profile.samples.forEach((id, n) => {
    if (db.times[n]! < first || db.times[n]! > last) return;
    const frames = db.stack(id);
    const has = (test: (frame: Node) => boolean) => frames.some(test);
    const kind =
      special(frames[0]!.callFrame.functionName) ??
      (has((frame) => /execProtocol/.test(frame.callFrame.functionName))
        ? 'PGlite executing (WebAssembly and its JS)'
        : has((frame) => frame.callFrame.functionName === 'postMessage')
          ? 'postMessage (answers)'
          : has((frame) => frame.callFrame.url.includes('pglite-worker'))
            ? 'the worker’s own code'
            : has((frame) => frame.callFrame.url.includes('pglite'))
              ? 'PGlite JS (results)'
              : 'other');
    dbTotals.set(kind, (dbTotals.get(kind) ?? 0) + db.profile.timeDeltas[n]! / 1000);
  });
  table('database thread', dbTotals, items);
}
