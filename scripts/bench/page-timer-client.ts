/**
 * The benchmarks' side of page-timer.mjs: a page timed from a process of its own, so the
 * measured server's thread does none of the client's work (fetching, decoding) and the client's
 * waits do not count in the page's latency (docs/decisions/094).
 */
import { fork } from 'node:child_process';
import path from 'node:path';

export interface Timed {
  /** Each request's latency in ms, in order. */
  samples: number[];
  /** When each request started (ms since the epoch). */
  at: number[];
}

export interface PageTimer {
  /** Times `n` requests of `url`, one after the other. */
  count(url: string, n: number): Promise<Timed>;
  /** Starts timing requests of `url` one after the other, until `stop` (and at least `min` of them). */
  start(url: string, min?: number): void;
  /** Ends what `start` began and answers its times. */
  stop(): Promise<Timed>;
  close(): Promise<void>;
}

export function startPageTimer(): PageTimer {
  const child = fork(path.join(import.meta.dirname, 'page-timer.mjs'), [], { execArgv: [], stdio: 'inherit' });
  let pending: Promise<Timed> | null = null;
  const ask = (message: Record<string, unknown>) =>
    new Promise<Timed>((resolve, reject) => {
      child.once('message', (answer: Partial<Timed> & { error?: string }) =>
        answer.samples
          ? resolve({ samples: answer.samples, at: answer.at ?? [] })
          : reject(new Error(answer.error ?? 'the page timer gave no samples')),
      );
      child.send(message);
    });
  return {
    count: (url, n) => ask({ cmd: 'count', url, n }),
    start(url, min = 0) {
      pending = ask({ cmd: 'start', url, min });
      // A failure is the caller's at `stop`.
      pending.catch(() => undefined);
    },
    async stop() {
      if (!pending) throw new Error('the page timer was not started');
      child.send({ cmd: 'stop' });
      const answer = pending;
      pending = null;
      return answer;
    },
    async close() {
      if (!child.connected) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
