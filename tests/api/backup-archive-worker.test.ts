/**
 * The archive's CPU work (packing, checksums, gzip, the read-back check) runs on a worker thread
 * at the priority asked for, not on the thread that answers the site's requests
 * (docs/decisions/073), for local media and for media streamed from a storage alike.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyOffThread } from '../../functions/backups/archive-thread.ts';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { LocalMediaStorage } from '../../functions/media/local-media-storage.ts';
import type { MediaStorage } from '../../functions/media/media-storage.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

/** Not a value anything else in the test process uses (the password hashes use 10 or 17). */
const NICE = 13;
const FILES = 6;
const FILE_SIZE = 8 * 1024 * 1024;

let ctx: TestContext;
let scratch: string;
let media: LocalMediaStorage;

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

/** Runs `work`, noting every 5 ms whether a thread of this process had the nice value NICE. */
async function watchThreads<T>(work: Promise<T>): Promise<{ result: T; sawNiced: boolean; mainNice: number }> {
  let sawNiced = false;
  let running = true;
  const watching = (async () => {
    while (running) {
      if (threadNiceValues().includes(NICE)) sawNiced = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    return { result: await work, sawNiced, mainNice: threadNiceValues()[0]! };
  } finally {
    running = false;
    await watching;
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-worker-'));
  media = new LocalMediaStorage(path.join(scratch, 'uploads'));
  await mkdir(path.join(scratch, 'uploads', 'videos'), { recursive: true });
  for (let n = 0; n < FILES; n++) await writeFile(path.join(scratch, 'uploads', 'videos', `170000000000${n}.mp4`), randomBytes(FILE_SIZE));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux')('the archive worker', { timeout: 180_000 }, () => {
  it('writes the archive and reads it back on a thread at the nice value asked for, the main thread unchanged', async () => {
    const out = path.join(scratch, 'local.tar.gz');
    const written = await watchThreads(createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media, out, nice: NICE }));
    expect(written.sawNiced).toBe(true);
    expect(written.mainNice).toBe(0);
    expect(written.result.manifest.media).toMatchObject({ files: FILES, bytes: FILES * FILE_SIZE });

    const checked = await watchThreads(verifyOffThread(out, { nice: NICE }));
    expect(checked.sawNiced).toBe(true);
    expect(checked.result).toEqual(written.result.manifest);
    // The same archive read on this thread, as `npm run backup:verify` does.
    expect(await readArchive(out)).toEqual(written.result.manifest);
  });

  it('takes media streamed from a storage that is not a local folder, byte for byte', async () => {
    // The same files seen through the storage interface only, as an object store is.
    const streamed: MediaStorage = {
      driver: 's3',
      list: () => media.list(),
      read: async (key) => Readable.from(await media.read(key)),
      stat: (key) => media.stat(key),
      put: () => Promise.reject(new Error('read only')),
      delete: () => Promise.reject(new Error('read only')),
      directUrl: () => null,
      check: () => Promise.resolve(),
    };
    const out = path.join(scratch, 'streamed.tar');
    const { result } = await watchThreads(createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media: streamed, out, gzip: false }));
    const local = await readArchive(path.join(scratch, 'local.tar.gz'));
    const mediaOf = (files: typeof local.files) => files.filter((file) => file.path.startsWith('media/'));
    expect(mediaOf(result.manifest.files)).toEqual(mediaOf(local.files));
    expect(await readArchive(out)).toEqual(result.manifest);
  });
});
