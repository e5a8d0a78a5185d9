/**
 * The read-back's own tar parser (functions/backups/tar-check.ts, docs/decisions/086) reads what
 * tar-stream reads: GNU tar's archives in its three formats (ustar prefixes, PAX records, GNU long
 * names), empty files, a wrong header checksum and an archive cut short, whatever the sizes of
 * the chunks it is given.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TarCheck } from '../../functions/backups/tar-check.ts';

interface Seen {
  name: string;
  size: number;
  type: string;
  sha256: string;
}

let dir: string;
const files: Record<string, Buffer> = {
  'short.bin': randomBytes(1000),
  'empty.bin': Buffer.alloc(0),
  'exact-block.bin': randomBytes(1024),
  [`${'p'.repeat(80)}/${'q'.repeat(80)}/r.bin`]: randomBytes(5000),
  [`${'n'.repeat(150)}.bin`]: randomBytes(700_000),
  'ünïcode-é.bin': randomBytes(10),
};

/** Every file entry of `archive` as tar-check sees it, pushed `step` bytes at a time. */
function check(archive: Buffer, step: number): Seen[] {
  const seen: Seen[] = [];
  const parser = new TarCheck({
    begin: ({ type }) => (type === 'file' ? 'hash' : 'collect'),
    end: ({ name, size, sha256, bytes }) => {
      seen.push({ name, size, type: bytes ? 'other' : 'file', sha256: sha256 ?? '' });
    },
  });
  for (let at = 0; at < archive.length; at += step) parser.push(archive.subarray(at, at + step));
  parser.end();
  return seen;
}

/** The same through tar-stream's extract, the reader of a restore. */
async function extract(archive: Buffer): Promise<Seen[]> {
  const seen: Seen[] = [];
  const reader = tar.extract();
  Readable.from([archive]).pipe(reader);
  for await (const entry of reader) {
    const hash = createHash('sha256');
    for await (const chunk of entry as AsyncIterable<Buffer>) hash.update(chunk);
    if (entry.header.type === 'file') {
      seen.push({ name: entry.header.name, size: entry.header.size ?? 0, type: 'file', sha256: hash.digest('hex') });
    }
  }
  return seen;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tar-check-'));
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'in', name)), { recursive: true });
    await writeFile(path.join(dir, 'in', name), bytes);
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the read-back tar parser', () => {
  for (const format of ['ustar', 'posix', 'gnu'] as const) {
    it.runIf(spawnSync('tar', ['--version']).status === 0)(`reads GNU tar's ${format} archives as tar-stream does`, async () => {
      const out = path.join(dir, `${format}.tar`);
      const names = Object.keys(files).filter((name) => format !== 'ustar' || !name.startsWith('n'));
      const made = spawnSync('tar', [`--format=${format}`, '-cf', out, '-C', path.join(dir, 'in'), ...names]);
      expect(made.stderr.toString()).toBe('');
      const archive = await readFile(out);
      const expected = names.map((name) => ({ name, size: files[name]!.length, type: 'file', sha256: sha(files[name]!) }));
      expect(await extract(archive)).toEqual(expected);
      for (const step of [1, 511, 513, 4096, archive.length]) expect(check(archive, step)).toEqual(expected);
    });
  }

  it('refuses a header whose checksum is wrong and an archive cut short, as tar-stream does', async () => {
    const out = path.join(dir, 'damaged.tar');
    spawnSync('tar', ['--format=posix', '-cf', out, '-C', path.join(dir, 'in'), 'short.bin', 'exact-block.bin']);
    const archive = await readFile(out);
    const damaged = Buffer.from(archive);
    // A byte of the second entry's header changed.
    const second = archive.indexOf('exact-block.bin') - (archive.indexOf('exact-block.bin') % 512);
    damaged[second + 10] = damaged[second + 10]! ^ 0xff;
    expect(() => check(damaged, 4096)).toThrow(/Invalid tar header/);
    await expect(extract(damaged)).rejects.toThrow(/Invalid tar header/);
    const cut = archive.subarray(0, 512 + 300);
    expect(() => check(cut, 4096)).toThrow(/Unexpected end of data/);
    await expect(extract(cut)).rejects.toThrow(/Unexpected end/i);
  });

  it('hands on entries that are not regular files, for the caller to refuse', async () => {
    const types: string[] = [];
    const parser = new TarCheck({
      begin: ({ type }) => {
        types.push(type);
        return 'collect';
      },
      end: () => undefined,
    });
    const out = path.join(dir, 'dirs.tar');
    spawnSync('tar', ['-cf', out, '-C', dir, 'in']);
    parser.push(await readFile(out));
    parser.end();
    expect(types).toContain('directory');
    expect(types).toContain('file');
  });
});
