// Loaded with --import into the server the import benchmark measures (BENCH_IMPORT_TRACE,
// docs/decisions/097): every IMPORT_MEMORY_TRACE_MS (1,000) a JSON line in IMPORT_MEMORY_TRACE
// with the process's memory by kind. With --expose-gc a full collection runs first, so the JS
// heap is what is held, not garbage V8 has not collected yet (only the main thread's: a
// It runs in every thread of the server (--import applies to workers): each line names its
// thread, and the main thread's adds the process's resident memory by kind.
import { appendFileSync, readFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';

const file = process.env.IMPORT_MEMORY_TRACE;
const MB = 2 ** 20;

/** Resident MB by kind from /proc/self/smaps: glibc's heaps (main [heap] and 64 MB-aligned arenas), code, files, the largest other anonymous mapping (PGlite's WebAssembly memory), the rest. */
function residentByKind() {
  const kinds = { malloc: 0, code: 0, files: 0, largestAnon: 0, otherAnon: 0 };
  const anon = [];
  let kind = 'otherAnon';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      const start = Number.parseInt(head[1], 16);
      const size = Number.parseInt(head[2], 16) - start;
      if (head[4] !== '0') kind = 'files';
      else if (head[3].includes('x')) kind = 'code';
      else if (head[5] === '[heap]' || (start % (64 * MB) === 0 && size <= 64 * MB)) kind = 'malloc';
      else kind = 'otherAnon';
      continue;
    }
    if (line.startsWith('Rss:')) {
      const mb = Number(/(\d+)/.exec(line)[1]) / 1024;
      kinds[kind] += mb;
      if (kind === 'otherAnon') anon.push(mb);
    }
  }
  const largest = Math.max(0, ...anon);
  kinds.largestAnon = largest;
  kinds.otherAnon -= largest;
  return kinds;
}

if (file) {
  const write = () => {
    if (typeof globalThis.gc === 'function') globalThis.gc();
    const m = process.memoryUsage();
    const kinds = isMainThread ? residentByKind() : {};
    const round = (n) => Math.round(n * 10) / 10;
    appendFileSync(
      file,
      `${JSON.stringify({
        t: Date.now(),
        thread: threadId,
        ...(isMainThread ? { rss: round(m.rss / MB) } : {}),
        heapUsed: round(m.heapUsed / MB),
        heapTotal: round(m.heapTotal / MB),
        external: round(m.external / MB),
        arrayBuffers: round(m.arrayBuffers / MB),
        ...Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, round(v)])),
      })}\n`,
    );
  };
  setInterval(write, Number(process.env.IMPORT_MEMORY_TRACE_MS ?? 1000)).unref();
}
