/**
 * A worker thread that computes scrypt at a lowered CPU priority (docs/decisions/062): on Linux
 * a thread's nice value is its own, so a page request on the main thread takes the CPU from it
 * at once. Imports node: modules only (it runs as plain TypeScript, types stripped).
 */
import { scryptSync, type ScryptOptions } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
}

export type ScryptAnswer = { key: Uint8Array } | { error: string };

try {
  // Process id 0 is the calling thread on Linux only; elsewhere it would lower the whole server.
  const nice = Number((workerData as { nice?: number } | null)?.nice ?? 0);
  if (process.platform === 'linux' && nice > 0) setPriority(Math.min(19, nice));
} catch {
  // A system that refuses: the hash runs at normal priority, still off the libuv pool.
}

parentPort?.on('message', (job: ScryptJob) => {
  let answer: ScryptAnswer;
  try {
    answer = { key: scryptSync(job.password, job.salt, job.keyLength, job.options) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
