import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportFileError, openImportFile, sizeGuard, type ImportSource } from '../../functions/import/source.ts';
import { readWxr } from '../../functions/import/wordpress/wxr-reader.ts';

const fixture = (name: string) => path.resolve('tests/fixtures/import', name);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'import-source-'));
const opened: ImportSource[] = [];

async function openFile(file: string): Promise<ImportSource> {
  const source = await openImportFile(file);
  opened.push(source);
  return source;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((source) => source.close()));
});

async function itemIds(source: ImportSource): Promise<number[]> {
  if (source.kind !== 'wordpress') throw new Error('not a WordPress source');
  const ids: number[] = [];
  for await (const event of readWxr(source.open())) if (event.type === 'item') ids.push(event.item.postId!);
  return ids;
}

function scratchFile(name: string, content: string | Buffer): string {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
}

describe('openImportFile', () => {
  it('opens a WordPress export as .xml, .xml.gz and .zip, twice each (the importer reads it in two passes)', async () => {
    for (const name of ['polylang.xml', 'polylang.xml.gz', 'wordpress.zip']) {
      const source = await openFile(fixture(name));
      expect(source.kind).toBe('wordpress');
      const first = await itemIds(source);
      expect(first).toHaveLength(10);
      expect(await itemIds(source)).toEqual(first);
    }
  });

  it('opens a Ghost export as .json, .json.gz and a .zip with its images', async () => {
    const json = JSON.parse(readFileSync(fixture('ghost.json'), 'utf8'));
    const plain = await openFile(fixture('ghost.json'));
    expect(plain).toMatchObject({ kind: 'ghost', json });
    const gz = await openFile(scratchFile('ghost.json.gz', gzipSync(readFileSync(fixture('ghost.json')))));
    expect(gz).toMatchObject({ kind: 'ghost', json });
    const zip = await openFile(fixture('ghost.zip'));
    if (zip.kind !== 'ghost') throw new Error('not Ghost');
    expect(zip.json).toEqual(json);
    expect([...zip.images.keys()]).toEqual(['2024/05/kettle.jpg']);
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.images.get('2024/05/kettle.jpg')!()) chunks.push(chunk as Buffer);
    // A JPEG's first bytes.
    expect(Buffer.concat(chunks).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('recognises by bytes, not by name, and says what it saw', async () => {
    await expect(openImportFile(scratchFile('export.xml', 'PNG?\x00\x01 not an export'))).rejects.toMatchObject({
      code: 'not_an_export',
      recognised: 'unknown',
    });
    await expect(openImportFile(scratchFile('export.gz', gzipSync('hello')))).rejects.toMatchObject({
      code: 'not_an_export',
      recognised: 'gzip',
    });
    await expect(openImportFile(scratchFile('broken.gz', Buffer.from([0x1f, 0x8b, 0x08, 0, 1, 2, 3])))).rejects.toMatchObject({
      code: 'unreadable_archive',
    });
    await expect(openImportFile(scratchFile('broken.zip', Buffer.from('PK\x03\x04 truncated')))).rejects.toMatchObject({
      code: 'unreadable_archive',
    });
    await expect(openImportFile(scratchFile('bad.json', '{"db": [ oops'))).rejects.toMatchObject({ code: 'ghost_json_invalid' });
    // An XML file is handed to the WXR reader, which says whether it is an export.
    const feed = await openFile(scratchFile('feed.rss', '\uFEFF  <rss><channel><item/></channel></rss>'));
    await expect(itemIds(feed)).rejects.toMatchObject({ message: 'not_wxr' });
  });

  it('stops an inflating stream at the limit', async () => {
    const chunks = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]).pipe(sizeGuard(1000, 'gzip'));
    await expect(async () => {
      for await (const chunk of chunks) void chunk;
    }).rejects.toBeInstanceOf(ImportFileError);
  });
});
