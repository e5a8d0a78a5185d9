/**
 * The archive's gzip layer stores already-compressed media as they are and deflates the rest
 * (docs/decisions/080), and the result is still one gzip-compressed tar: read by this site's
 * own reader, by GNU tar and gzip, with long names intact; archives written the way they were
 * before (tar-stream headers, one deflated gzip member) are still read.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { compressionOf } from '../../functions/backups/gzip-members.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { LocalMediaStorage } from '../../functions/media/local-media-storage.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let scratch: string;
let media: LocalMediaStorage;
const photo = randomBytes(3 * 1024 * 1024 + 123);
/** A WAV-like file: compresses well, so it is deflated. */
const sound = Buffer.alloc(2 * 1024 * 1024, 'RIFF-and-silence ');
/** Longer than ustar's 100-byte name with no slash to split at: these need a PAX header. */
const longName = `${'a'.repeat(120)}.webp`;
const longerSegments = `${'b'.repeat(90)}/${'c'.repeat(90)}/${'d'.repeat(120)}.png`;
const files: Record<string, Buffer> = {
  'images/1700000000000.jpg': photo,
  'audio/1700000000001.wav': sound,
  [`images/${longName}`]: randomBytes(70_000),
  [`products/${longerSegments}`]: randomBytes(1000),
  // Fits ustar once split at a slash into prefix and name.
  [`images/${'e'.repeat(60)}/${'f'.repeat(60)}.jpg`]: randomBytes(2000),
  'images/1700000000002.jpg': Buffer.alloc(0),
};

beforeAll(async () => {
  ctx = await createTestContext();
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-gzip-'));
  media = new LocalMediaStorage(path.join(scratch, 'uploads'));
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(scratch, 'uploads', key)), { recursive: true });
    await writeFile(path.join(scratch, 'uploads', key), bytes);
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('the gzip layer of a backup archive', { timeout: 180_000 }, () => {
  it('stores compressed media as they are, deflates the rest, and any gzip and tar read it', async () => {
    const out = path.join(scratch, 'site.tar.gz');
    const { manifest } = await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media, out });
    expect(await readArchive(out)).toEqual(manifest);
    expect(manifest.files.filter((file) => file.path.startsWith('media/')).map((file) => file.path)).toEqual(
      expect.arrayContaining(Object.keys(files).map((key) => `media/${key}`)),
    );

    const archive = await readFile(out);
    // Stored: the photo's bytes are in the file verbatim, cut only by a 5-byte block header every
    // 65,535 bytes, so of two neighbouring 30,000-byte pieces at least one is there whole (deflate
    // cuts random bytes into blocks of about 16 KB, each with its own header: neither would be).
    const pieces = [photo.subarray(0, 30_000), photo.subarray(30_000, 60_000)];
    expect(pieces.some((piece) => archive.includes(piece))).toBe(true);
    // Deflated: the compressible sound is not in it as it is, and takes little room.
    expect(archive.includes(sound.subarray(0, 4096))).toBe(false);
    expect(archive.length).toBeLessThan(photo.length + sound.length / 4);

    // GNU gzip and tar: the members are one gzip stream; the names and bytes come out whole.
    expect(spawnSync('gzip', ['-t', out]).status).toBe(0);
    const extracted = path.join(scratch, 'extracted');
    await mkdir(extracted);
    const untar = spawnSync('tar', ['-xzf', out, '-C', extracted]);
    expect(untar.stderr.toString()).toBe('');
    for (const [key, bytes] of Object.entries(files)) expect((await readFile(path.join(extracted, 'media', key))).equals(bytes)).toBe(true);
    expect((await stat(path.join(extracted, 'manifest.json'))).mode & 0o777).toBe(0o600);
  });

  it('reads an archive written as before: tar-stream headers in one deflated gzip member', async () => {
    const { manifest } = await createBackup({
      db: ctx.handle.db,
      engine: ctx.handle.kind,
      media,
      out: path.join(scratch, 'plain.tar'),
      gzip: false,
    });
    // The same entries, packed and compressed as the writer did up to decision 080.
    const extract = tar.extract();
    const pack = tar.pack();
    const old = path.join(scratch, 'old.tar.gz');
    const writing = pipeline(pack, createGzip({ level: 6 }), createWriteStream(old));
    const reading = pipeline((await import('node:fs')).createReadStream(path.join(scratch, 'plain.tar')), extract);
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
      pack.entry({ name: entry.header.name, size: entry.header.size, mode: 0o600, mtime: new Date(), type: 'file' }, Buffer.concat(chunks));
    }
    await reading;
    pack.finalize();
    await writing;
    expect(await readArchive(old)).toEqual(manifest);
  });

  it('chooses by extension: media in compressed formats stored, everything else deflated', () => {
    expect(compressionOf('media/images/1.JPG')).toBe('store');
    expect(compressionOf('media/videos/1.webm')).toBe('store');
    expect(compressionOf('media/audio/1.wav')).toBe('deflate');
    expect(compressionOf('media/images/no-extension')).toBe('deflate');
    expect(compressionOf('database/001-articles.ndjson')).toBe('deflate');
    expect(compressionOf('manifest.json')).toBe('deflate');
  });
});
