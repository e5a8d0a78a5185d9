/**
 * The thread that writes a build's pages (docs/decisions/091): each page's file, its hash and
 * its brotli and gzip copies, synchronously, one page after another, at a lowered CPU priority.
 * The main thread only renders and hands the bytes over, so a full build renders on one core
 * while this thread compresses and writes on the other, and a page request on the main thread
 * takes the CPU from it at once. Imports node: modules only (it runs as plain TypeScript, types
 * stripped).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';

export interface PageWriteJob {
  id: number;
  /** The file to write; its folder is made when this thread has not made it yet. */
  file: string;
  body: Uint8Array;
  /** Whether to write `file.br` and `file.gz` beside it (precompress.ts decides). */
  compress: boolean;
  brotliQuality: number;
  gzipLevel: number;
  /**
   * This thread's nice value on Linux while it writes the page: 0 for a full build (a deploy uses
   * every core), higher for a publish's few pages, so page requests take the CPU first.
   */
  nice: number;
}

export type PageWriteAnswer = { id: number; hash: string; br?: number; gz?: number } | { id: number; error: string; code?: string };

let niceNow = 0;

/** Sets this thread's nice value (Linux only: process id 0 is the calling thread there, elsewhere the whole server). */
function niceTo(nice: number): void {
  if (nice === niceNow || process.platform !== 'linux') return;
  try {
    setPriority(0, Math.max(0, Math.min(19, nice)));
    niceNow = nice;
  } catch {
    // Raising the priority again needs CAP_SYS_NICE: refused, the thread stays lower until it
    // ends (page-writer.ts ends it when idle), and the next one starts at the server's priority.
  }
}

/** Folders this thread has made, so a page costs no mkdir when its folder exists (bounded: cleared when large). */
const made = new Set<string>();

function ensureFolder(dir: string): void {
  if (made.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  if (made.size > 10_000) made.clear();
  made.add(dir);
}

function writePage(job: PageWriteJob): PageWriteAnswer {
  const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
  const dir = path.dirname(job.file);
  try {
    ensureFolder(dir);
    writeFileSync(job.file, body);
  } catch (error) {
    // A folder removed behind this thread's back (a failed build's, removed whole): made again once.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    made.delete(dir);
    ensureFolder(dir);
    writeFileSync(job.file, body);
  }
  const answer: { id: number; hash: string; br?: number; gz?: number } = {
    id: job.id,
    hash: createHash('sha1').update(body).digest('base64url'),
  };
  if (!job.compress) return answer;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: job.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  if (br.length < body.length) {
    writeFileSync(`${job.file}.br`, br);
    answer.br = br.length;
  }
  const gz = zlib.gzipSync(body, { level: job.gzipLevel });
  if (gz.length < body.length) {
    writeFileSync(`${job.file}.gz`, gz);
    answer.gz = gz.length;
  }
  return answer;
}

parentPort?.on('message', (job: PageWriteJob) => {
  let answer: PageWriteAnswer;
  try {
    niceTo(job.nice);
    answer = writePage(job);
  } catch (error) {
    answer = {
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
      code: (error as NodeJS.ErrnoException).code,
    };
  }
  parentPort?.postMessage(answer);
});
