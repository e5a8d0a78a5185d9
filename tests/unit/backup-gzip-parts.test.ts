/**
 * The gzip layer written straight to the archive file (GzipParts, docs/decisions/092): what it
 * answers, appended in order, is a gzip stream of the bytes given (stored runs and deflated
 * buffers alike), and a stored run is answered with views of the caller's buffer, not a copy.
 */
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipParts, type Compression } from '../../functions/backups/gzip-members.ts';

describe('GzipParts', () => {
  it('appends to a gzip stream that gunzip reads back whole, across stored and deflated runs', async () => {
    const inputs: Array<[Buffer, Compression]> = [
      [Buffer.from('{"table":"rows"}\n'.repeat(5000)), 'deflate'],
      [randomBytes(200_000), 'store'],
      [randomBytes(70_000), 'store'],
      [Buffer.alloc(1024), 'deflate'],
      [randomBytes(65_535), 'store'],
      [Buffer.alloc(0), 'store'],
      [Buffer.from('manifest'), 'deflate'],
    ];
    const gzip = new GzipParts({ level: 6 });
    const out: Buffer[] = [];
    for (const [bytes, mode] of inputs) out.push(...(await gzip.encode(bytes, mode)));
    out.push(...gzip.end());
    expect(gunzipSync(Buffer.concat(out))).toEqual(Buffer.concat(inputs.map(([bytes]) => bytes)));
  });

  it('answers a stored run with views of the bytes given, between 5-byte block heads', async () => {
    const bytes = randomBytes(4 * 1024 * 1024);
    const parts = await new GzipParts({ level: 6 }).encode(bytes, 'store');
    const views = parts.filter((part) => part.buffer === bytes.buffer);
    expect(views.reduce((sum, part) => sum + part.length, 0)).toBe(bytes.length);
    const others = parts.filter((part) => part.buffer !== bytes.buffer);
    // The member's header (10 bytes), then one head per block of at most 65,535 bytes.
    expect(others.reduce((sum, part) => sum + part.length, 0)).toBe(10 + 5 * Math.ceil(bytes.length / 0xffff));
  });
});
