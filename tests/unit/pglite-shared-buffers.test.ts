/**
 * PGLITE_SHARED_BUFFERS (docs/decisions/088): validated at start-up, 32MB by default, and the
 * size the server's embedded database really runs with (PostgreSQL's own SHOW answers it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../../functions/boot.ts';
import { EnvError, parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';

describe('PGLITE_SHARED_BUFFERS', () => {
  it('is 32MB unless set, and refuses what PostgreSQL would not take or PGlite could not hold', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(parseEnv({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: '256MB' }).PGLITE_SHARED_BUFFERS).toBe('256MB');
    for (const value of ['32', '32mb', '64kB', '2GB', '-1MB']) {
      expect(() => parseEnv({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: value }), value).toThrow(EnvError);
    }
  });

  it("is the buffer cache the server's embedded database runs with", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shared-buffers-'));
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '16MB', SEED_SAMPLE_CONTENT: 'false' });
    const storage = await openStorage(env, createMemoryLogger(), { seed: false });
    try {
      const shown = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(storage.handle.db);
      expect(shown.rows[0]?.shared_buffers).toBe('16MB');
      // PGlite's WebAssembly memory stays at its 128 MiB start with a cache this small.
      expect((await storage.handle.workerMemory!()).wasmBytes).toBe(128 * 2 ** 20);
    } finally {
      await storage.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
