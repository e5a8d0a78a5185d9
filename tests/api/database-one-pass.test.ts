/**
 * The embedded database of a one-pass command (backup, restore: database.ts ONE_PASS) opens
 * with its small buffer cache and its worker's small young generation, and a worker started
 * again after a death keeps both (docs/decisions/103).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PASS, openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { scratchRoot } from '../support/test-app.ts';

let dataDir: string;
let handle: DatabaseHandle;
const workers: Worker[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(await scratchRoot(), 'one-pass-'));
  handle = await openDatabase(
    { dataDir, ...ONE_PASS },
    { logger: createMemoryLogger(), delayMs: 20, onWorker: (worker) => workers.push(worker) },
  );
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sharedBuffers = async () => (await handle.withConnection((query) => query('SHOW shared_buffers')))[0]!.shared_buffers;

describe('a one-pass embedded database', { timeout: 120_000 }, () => {
  it('has the small buffer cache and young generation, and keeps them after its worker is started again', async () => {
    expect(await sharedBuffers()).toBe(ONE_PASS.sharedBuffers);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.resourceLimits?.maxYoungGenerationSizeMb).toBe(ONE_PASS.youngGenerationMb);

    await workers[0]!.terminate();
    await expect.poll(() => workers.length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => sharedBuffers().catch(() => null), { timeout: 60_000 }).toBe(ONE_PASS.sharedBuffers);
    expect(workers[1]!.resourceLimits?.maxYoungGenerationSizeMb).toBe(ONE_PASS.youngGenerationMb);
  });
});
