/**
 * A backup's read-back follows the writing (docs/decisions/100): a plain or gzip archive is
 * checked from the moment its tables are written, reading only what the archive worker has
 * written, and ends with the same manifest a whole read gives; an encrypted one is read after
 * the flush. A reader following a file whose writer fails is refused, and one whose file gets
 * shorter behind its back says so.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { BackupError } from '../../functions/backups/format.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { WrittenSoFar } from '../../functions/backups/written-so-far.ts';
import { LocalMediaStorage } from '../../functions/media/local-media-storage.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

const FILES = 5;
/** Larger than a staging buffer (4 MB): each file takes several writes of the worker. */
const FILE_SIZE = 6 * 1024 * 1024;

let ctx: TestContext;
let scratch: string;
let media: LocalMediaStorage;

beforeAll(async () => {
  ctx = await createTestContext();
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-follow-'));
  media = new LocalMediaStorage(path.join(scratch, 'uploads'));
  await mkdir(path.join(scratch, 'uploads', 'images'), { recursive: true });
  for (let n = 0; n < FILES; n++) await writeFile(path.join(scratch, 'uploads', 'images', `170000000000${n}.jpg`), randomBytes(FILE_SIZE));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

/**
 * Copies `bytes` up to `stopAt` into a new file of the scratch folder in pieces of `piece` bytes,
 * telling `written` after each and giving the reader a turn between them.
 */
async function copyInPieces(bytes: Buffer, name: string, stopAt: number, written: WrittenSoFar, piece: number): Promise<void> {
  const file = await open(path.join(scratch, name), 'wx');
  try {
    for (let at = 0; at < stopAt;) {
      const end = Math.min(stopAt, at + piece);
      await file.write(bytes, at, end - at, at);
      at = end;
      written.advance(at);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    await file.close();
  }
}

describe('the read-back of a backup', { timeout: 180_000 }, () => {
  for (const variant of [
    { name: 'a plain tar', file: 'site.tar', gzip: false, passphrase: undefined, follows: true },
    // Read back during the flush, as decision 098 had it (decision 100's addendum).
    { name: 'a tar.gz', file: 'site.tar.gz', gzip: true, passphrase: undefined, follows: false },
    { name: 'an encrypted tar.gz', file: 'site.tar.gz.enc', gzip: true, passphrase: 'follow test passphrase', follows: false },
  ]) {
    it(`of ${variant.name} ${variant.follows ? 'starts while the archive is written' : 'starts once the archive is complete'} and reads it whole`, async () => {
      const out = path.join(scratch, variant.file);
      const seen: { finalAtStart?: number | null; bytesAtStart?: number; manifest?: Awaited<ReturnType<typeof readArchive>> } = {};
      const result = await createBackup({
        db: ctx.handle.db,
        engine: ctx.handle.kind,
        media,
        out,
        gzip: variant.gzip,
        passphrase: variant.passphrase,
        checkBeforeRename: async (partial, written) => {
          seen.finalAtStart = written.final;
          seen.bytesAtStart = written.bytes;
          seen.manifest = await readArchive(partial, { passphrase: variant.passphrase, follow: written });
        },
      });
      if (variant.follows) {
        // Begun with the tables written and the media not: far from the archive's end.
        expect(seen.finalAtStart).toBeNull();
        expect(seen.bytesAtStart).toBeLessThan(result.bytes - FILES * FILE_SIZE * (variant.gzip ? 0.9 : 1));
      } else {
        expect(seen.finalAtStart).toBe(result.bytes);
      }
      expect(seen.manifest).toEqual(result.manifest);
      expect(await readArchive(out, { passphrase: variant.passphrase })).toEqual(result.manifest);
    });
  }

  it('following a file written in pieces gives the whole read’s manifest; a writer that fails refuses it', async () => {
    const source = path.join(scratch, 'pieces-source.tar');
    const made = await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media, out: source, gzip: false });
    const bytes = await readFile(source);
    // Uneven pieces, none aligned with a tar block or the reader's 4 MB.
    const whole = new WrittenSoFar();
    const reading = readArchive(path.join(scratch, 'pieces.tar'), { follow: whole });
    await copyInPieces(bytes, 'pieces.tar', bytes.length, whole, 1_234_567);
    whole.end(bytes.length);
    expect(await reading).toEqual(made.manifest);

    const failing = new WrittenSoFar();
    const refused = readArchive(path.join(scratch, 'pieces-failed.tar'), { follow: failing }).catch((error: unknown) => error);
    await copyInPieces(bytes, 'pieces-failed.tar', Math.floor(bytes.length / 2), failing, 1_234_567);
    failing.fail(new Error('the disk is full'));
    expect(((await refused) as Error).message).toBe('the disk is full');
  });

  it('following a tar.gz written in small pieces reads each piece before its buffer is read into again', async () => {
    const source = path.join(scratch, 'small-pieces-source.tar.gz');
    const made = await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media, out: source, gzip: true });
    const bytes = await readFile(source);
    const written = new WrittenSoFar();
    const reading = readArchive(path.join(scratch, 'small-pieces.tar.gz'), { follow: written });
    // Pieces far smaller than gunzip's buffer: the reader, caught up with the writer, hands it
    // reads of a few KB, which gunzip accepts without asking to wait; before the fix the next
    // read went into the buffer gunzip had not inflated yet ("incorrect data check").
    await copyInPieces(bytes, 'small-pieces.tar.gz', bytes.length, written, 4_321);
    written.end(bytes.length);
    expect(await reading).toEqual(made.manifest);
  });

  it('following a file that gets shorter than what was written is refused as cut short', async () => {
    const source = path.join(scratch, 'short-source.tar');
    await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media, out: source, gzip: false });
    const bytes = await readFile(source);
    const target = path.join(scratch, 'short.tar');
    await writeFile(target, bytes.subarray(0, 1024 * 1024));
    const written = new WrittenSoFar();
    // Said to be complete at its full size, while only its first MB is there.
    written.end(bytes.length);
    const error = await readArchive(target, { follow: written }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as BackupError).code).toBe('truncated');
  });
});
