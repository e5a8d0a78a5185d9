/**
 * A process whose embedded database's worker dies as soon as each one has opened the database
 * (tests/api/database-worker-restart.test.ts): it must restart the worker a bounded number of
 * times, then exit for its supervisor, with the default exit code and log line
 * (functions/db/database.ts, docs/decisions/082). Argument: the data folder.
 */
import type { Worker } from 'node:worker_threads';
import { openDatabase } from '../../functions/db/database.ts';

const killOnceOpen = (worker: Worker) =>
  worker.once('message', (message: { ready?: boolean }) => {
    if (message.ready) void worker.terminate();
  });

await openDatabase(
  { dataDir: process.argv[2]! },
  { maxRestarts: Number(process.env.CRASH_MAX_RESTARTS), windowMs: 120_000, delayMs: 10, onWorker: killOnceOpen },
);
process.stdout.write('opened\n');
// Kept alive by the restarts; the process ends by the give-up's exit.
setInterval(() => undefined, 1_000);
