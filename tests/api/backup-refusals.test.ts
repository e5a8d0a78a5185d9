/**
 * Archives and targets a backup command must refuse, each with a clear reason and nothing
 * changed: a file that is not a backup, a cut-off archive, a changed byte (plain, gzip and
 * encrypted), a manifest whose checksums do not match, an archive of a newer format or schema,
 * a wrong or missing passphrase, a target that is not empty (until --force), and a data folder
 * a running server holds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { BackupError } from '../../functions/backups/format.ts';
import { readArchive } from '../../functions/backups/read-archive.ts';
import { restoreBackup } from '../../functions/backups/restore-backup.ts';
import { lockPathFor } from '../../functions/db/data-dir-lock.ts';
import { openRestored } from '../support/backup-site.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, scratchRoot, type TestContext } from '../support/test-app.ts';

const PASSPHRASE = 'a passphrase of the tests';
/** A media file's bytes, recognisable in an uncompressed tar. */
const MEDIA = Buffer.concat([Buffer.from('MEDIA-START'), Buffer.alloc(4000, 0x41), Buffer.from('MEDIA-END')]);

let ctx: TestContext;
let scratch: string;
const archive = { plain: '', gzip: '', encrypted: '', encryptedPlain: '' };

beforeAll(async () => {
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backup-refusals-'));
  ctx = await createTestContext();
  await insertArticle(ctx.handle.db, { titulo: 'Kept safe' });
  await ctx.deps.media.put('images/1700000000000.png', MEDIA, { contentType: 'image/png' });
  const make = async (name: string, options: { gzip?: boolean; passphrase?: string }) =>
    (await createBackup({ db: ctx.handle.db, engine: ctx.handle.kind, media: ctx.deps.media, out: path.join(scratch, name), ...options }))
      .path;
  archive.plain = await make('plain.tar', { gzip: false });
  archive.gzip = await make('archive.tar.gz', {});
  archive.encrypted = await make('archive.tar.gz.enc', { passphrase: PASSPHRASE });
  archive.encryptedPlain = await make('plain.tar.enc', { gzip: false, passphrase: PASSPHRASE });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await rm(scratch, { recursive: true, force: true });
});

let copies = 0;
async function copyOf(file: string, change?: (bytes: Buffer) => Buffer): Promise<string> {
  const target = path.join(scratch, `copy-${++copies}-${path.basename(file)}`);
  if (change) await writeFile(target, change(await readFile(file)));
  else await copyFile(file, target);
  return target;
}

/** The code and message a read of the archive is refused with. */
async function refusal(file: string, passphrase?: string): Promise<BackupError> {
  const error = await readArchive(file, { passphrase }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** A restore into an empty folder is refused with `code`, and the folder stays empty. */
async function restoreRefused(file: string, code: BackupError['code'], passphrase?: string) {
  const dataDir = await mkdtemp(path.join(scratch, 'target-'));
  const error = await restoreBackup({ file, dataDir, passphrase }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BackupError);
  expect((error as BackupError).code).toBe(code);
  expect(await readdir(dataDir)).toEqual([]);
}

/** The plain archive written again entry by entry, `change` applied to each (null drops it). */
async function repack(change: (name: string, bytes: Buffer) => Buffer | null): Promise<string> {
  const extract = tar.extract();
  const entries: Array<[string, Buffer]> = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push([entry.header.name, Buffer.concat(chunks)]);
    }
  })();
  extract.end(await readFile(archive.plain));
  await reading;
  const pack = tar.pack();
  for (const [name, bytes] of entries) {
    const changed = change(name, bytes);
    if (changed) pack.entry({ name, size: changed.length }, changed);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const target = path.join(scratch, `repacked-${++copies}.tar`);
  await writeFile(target, Buffer.concat(chunks));
  return target;
}

const editManifest = (edit: (manifest: any) => void) =>
  repack((name, bytes) => {
    if (name !== 'manifest.json') return bytes;
    const manifest = JSON.parse(bytes.toString());
    edit(manifest);
    return Buffer.from(JSON.stringify(manifest));
  });

describe('verify and restore refuse, and change nothing', () => {
  it('accepts the archives as made (the baseline of every refusal below)', async () => {
    for (const file of [archive.plain, archive.gzip]) expect((await readArchive(file)).media.files).toBe(1);
    for (const file of [archive.encrypted, archive.encryptedPlain]) {
      expect((await readArchive(file, { passphrase: PASSPHRASE })).secrets.included).toBe(true);
    }
  });

  it('a file that is not a backup archive', async () => {
    const text = path.join(scratch, 'notes.txt');
    await writeFile(text, 'not an archive at all');
    expect((await refusal(text)).code).toBe('not_an_archive');
    await restoreRefused(text, 'not_an_archive');
    const otherTar = await repack((name, bytes) => (name === 'manifest.json' ? Buffer.from('{"format":"something-else"}') : bytes));
    expect((await refusal(otherTar)).message).toMatch(/not a backup archive/);
  });

  it('a cut-off archive, whether plain, gzip or encrypted', async () => {
    for (const file of [archive.plain, archive.gzip]) {
      const cut = await copyOf(file);
      await truncate(cut, Math.floor((await readFile(file)).length * 0.6));
      expect(['truncated', 'damaged']).toContain((await refusal(cut)).code);
      await restoreRefused(cut, (await refusal(cut)).code);
    }
    const cut = await copyOf(archive.encrypted, (bytes) => bytes.subarray(0, bytes.length - 100));
    expect((await refusal(cut, PASSPHRASE)).code).toBe('damaged');
  });

  it('one byte changed: the first mismatch is named', async () => {
    const flipped = await copyOf(archive.plain, (bytes) => {
      const copy = Buffer.from(bytes);
      copy[copy.indexOf('MEDIA-START') + 100]! ^= 0x01;
      return copy;
    });
    const error = await refusal(flipped);
    expect(error.code).toBe('checksum_mismatch');
    expect(error.message).toContain('media/images/1700000000000.png');
    await restoreRefused(flipped, 'checksum_mismatch');

    const flippedGzip = await copyOf(archive.gzip, (bytes) => {
      const copy = Buffer.from(bytes);
      copy[Math.floor(copy.length / 2)]! ^= 0x01;
      return copy;
    });
    expect(['damaged', 'truncated', 'checksum_mismatch']).toContain((await refusal(flippedGzip)).code);

    for (const file of [archive.encrypted, archive.encryptedPlain]) {
      const flippedEncrypted = await copyOf(file, (bytes) => {
        const copy = Buffer.from(bytes);
        copy[copy.length - 40]! ^= 0x01;
        return copy;
      });
      expect((await refusal(flippedEncrypted, PASSPHRASE)).code).toBe('damaged');
      await restoreRefused(flippedEncrypted, 'damaged', PASSPHRASE);
    }
  });

  it('a manifest whose checksums do not match the files, or that misses one', async () => {
    const wrongHash = await editManifest((manifest) => {
      manifest.files[0].sha256 = '0'.repeat(64);
    });
    expect((await refusal(wrongHash)).code).toBe('checksum_mismatch');
    await restoreRefused(wrongHash, 'checksum_mismatch');
    const missing = await repack((name, bytes) => (name.startsWith('media/') ? null : bytes));
    expect((await refusal(missing)).message).toMatch(/named in the manifest but missing/);
    const noManifest = await repack((name, bytes) => (name === 'manifest.json' ? null : bytes));
    expect((await refusal(noManifest)).code).toBe('truncated');
  });

  it('an archive of a newer format or a newer schema says to update first', async () => {
    const newerFormat = await editManifest((manifest) => {
      manifest.formatVersion = 99;
    });
    const format = await refusal(newerFormat);
    expect([format.code, format.message]).toEqual(['newer_format', expect.stringMatching(/newer version.*Update this installation first/)]);
    const newerSchema = await editManifest((manifest) => {
      manifest.database.migrations.push('999_from_the_future');
      manifest.database.lastMigration = '999_from_the_future';
    });
    await restoreRefused(newerSchema, 'newer_schema');
  });

  it('a wrong passphrase, or none, for an encrypted archive', async () => {
    const wrong = await refusal(archive.encrypted, 'not the passphrase at all');
    expect([wrong.code, wrong.message]).toEqual(['wrong_passphrase', expect.stringMatching(/Wrong passphrase/)]);
    await restoreRefused(archive.encrypted, 'wrong_passphrase', 'not the passphrase at all');
    expect((await refusal(archive.encrypted)).code).toBe('encrypted');
  });
});

describe('a backup run as a job', () => {
  it('reports progress as (done, total, message), and a cancelled one leaves no file', async () => {
    const dir = await mkdtemp(path.join(scratch, 'job-'));
    const progress: Array<[number, number, string]> = [];
    await createBackup({
      db: ctx.handle.db,
      engine: ctx.handle.kind,
      media: ctx.deps.media,
      out: path.join(dir, 'done.tar.gz'),
      onProgress: (done, total, message) => progress.push([done, total, message]),
    });
    expect(progress[0]).toEqual([0, expect.any(Number), expect.stringMatching(/^database: /)]);
    expect(progress.at(-1)).toEqual([progress.at(-1)![1], progress.at(-1)![1], 'done']);

    const controller = new AbortController();
    const cancelled = await createBackup({
      db: ctx.handle.db,
      engine: ctx.handle.kind,
      media: ctx.deps.media,
      out: path.join(dir, 'cancelled.tar.gz'),
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 2) controller.abort();
      },
    }).catch((error: unknown) => error);
    expect((cancelled as BackupError).code).toBe('aborted');
    expect(await readdir(dir)).toEqual(['done.tar.gz']);
  });
});

describe('the restore target', () => {
  let holder: ChildProcess | null = null;
  afterAll(() => holder?.kill('SIGKILL'));

  it('a data folder a running server holds is refused, and left as it is', async () => {
    const dataDir = await mkdtemp(path.join(scratch, 'held-'));
    holder = spawn('sleep', ['120'], { stdio: 'ignore' });
    await writeFile(
      lockPathFor(dataDir),
      JSON.stringify({ pid: holder.pid, startedAt: new Date().toISOString(), url: 'http://127.0.0.1:9' }),
    );
    const error = await restoreBackup({ file: archive.gzip, dataDir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    expect([(error as BackupError).code, (error as BackupError).message]).toEqual([
      'target_in_use',
      expect.stringMatching(/Stop the server/),
    ]);
    expect(await readdir(dataDir)).toEqual(['server.lock']);
  });

  it('a target that is not empty is refused without --force, and replaced with it', async () => {
    const dataDir = await mkdtemp(path.join(scratch, 'full-'));
    await restoreBackup({ file: archive.gzip, dataDir });
    const site = await openRestored({ dataDir });
    await insertArticle(site.handle.db, { titulo: 'Written after the restore' });
    await site.close();

    const error = await restoreBackup({ file: archive.gzip, dataDir }).catch((caught: unknown) => caught);
    expect((error as BackupError).code).toBe('target_not_empty');
    expect((error as BackupError).message).toMatch(/2 rows in articles.*--force/);
    const unchanged = await openRestored({ dataDir });
    expect((await unchanged.handle.db.selectFrom('articles').select('titulo').execute()).length).toBe(2);
    await unchanged.close();

    const lines: string[] = [];
    const result = await restoreBackup({ file: archive.gzip, dataDir, force: true, report: (line) => lines.push(line) });
    expect(result.replaced?.database.summary).toContain('2 rows in articles');
    expect(lines.join('\n')).toMatch(/--force: replacing the database \(2 rows in articles.*\) and the media \(1 media files\)/);
    const replaced = await openRestored({ dataDir });
    expect((await replaced.handle.db.selectFrom('articles').select('titulo').execute()).map((row) => row.titulo)).toEqual(['Kept safe']);
    await replaced.close();
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  }, 240_000);
});
