/**
 * A WordPress export read and planned on a thread of its own (plan-worker.ts, docs/decisions/099):
 * the importer gets the index's facts, then the plans in file order, as from the main-thread
 * reader (runner.ts, plansOf). The thread is given credit for PLAN_CREDIT plans at a time, so it
 * is never more than that ahead of the importer's read-ahead. A thread that fails or dies fails
 * the iteration with the reason; nothing is half written (each article is written by the importer
 * in its own transaction, with its import_items row), and the job's next attempt resumes.
 */
import { Worker } from 'node:worker_threads';
import type { PlanThreadData, PlanThreadMessage } from './plan-protocol.ts';
import type { ImportOptions, ItemPlan } from './types.ts';

/** Plans the thread may send before the importer takes them. */
export const PLAN_CREDIT = 8;
/** The thread's nice value (Linux): below the server's main thread, like the page writer's and the images' (decisions 091, 096). */
export const PLAN_THREAD_NICE = 10;

export interface PlanThread {
  total: number;
  unreadable: number;
  categories: Array<[string, { name: string; posts: number }]>;
  plans: AsyncGenerator<ItemPlan>;
  /** Ends the thread when the importer is done with it. */
  terminate(): Promise<void>;
  /** Ends the thread as a crash would (tests): the plans not yet read fail with the reason. */
  kill(): Promise<void>;
}

/** Starts the thread on the file at `path`; answers once its first pass (the index) is done. */
export async function startPlanThread(path: string, options: ImportOptions & { sourceUrl: string }): Promise<PlanThread> {
  const data: PlanThreadData = { path, options, nice: PLAN_THREAD_NICE };
  const worker = new Worker(new URL('./plan-worker.ts', import.meta.url), { workerData: data, name: 'import-plans' });
  const queue: PlanThreadMessage[] = [];
  let failure: Error | null = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const signal = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const fail = (error: Error) => {
    failure ??= error;
    signal();
  };
  worker.on('message', (message: PlanThreadMessage) => {
    if (message.type === 'error') fail(Object.assign(new Error(message.message), { name: message.name, code: message.code }));
    else queue.push(message);
    signal();
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => {
    if (!ended) fail(new Error(`the import's reading thread stopped (exit code ${code}) before the end of the file`));
  });
  const next = async (): Promise<PlanThreadMessage> => {
    for (;;) {
      const message = queue.shift();
      if (message) return message;
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  const terminate = async () => {
    ended = true;
    await worker.terminate();
  };
  let first: PlanThreadMessage;
  try {
    first = await next();
  } catch (error) {
    await terminate();
    throw error;
  }
  if (first.type !== 'index') {
    await terminate();
    throw new Error(`the import's reading thread sent ${first.type} before its index`);
  }
  worker.postMessage({ credit: PLAN_CREDIT });
  const plans = (async function* () {
    try {
      for (;;) {
        const message = await next();
        if (message.type === 'end') return;
        if (message.type !== 'plan') throw new Error(`the import's reading thread sent ${message.type} among its plans`);
        worker.postMessage({ credit: 1 });
        yield message.plan;
      }
    } finally {
      await terminate();
    }
  })();
  const kill = async () => {
    await worker.terminate();
  };
  return { total: first.total, unreadable: first.unreadable, categories: first.categories, plans, terminate, kill };
}
