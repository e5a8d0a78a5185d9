/**
 * The gzip layer of an archive as a series of gzip members (RFC 1952 §2.2: a gzip file may be
 * several members one after another; gunzip, Node's createGunzip and `tar -xz` read them as one
 * stream). Runs of compressible bytes (the tables, the manifest, media such as WAV) go through
 * zlib's deflate; runs of already-compressed media (JPEG, WebP, MP4, …) go in "stored" members
 * written here: deflate blocks that hold the bytes as they are, with their CRC-32. Deflating
 * random-looking bytes saved nothing and cost most of a backup's time (docs/decisions/080).
 * Runs in the archive worker with Node's own type stripping: no TypeScript-only syntax here.
 */
import { constants, crc32, gzip } from 'node:zlib';

/** Deflate's stored blocks hold at most 65,535 bytes each. */
const STORED_BLOCK = 0xffff;
/** A gzip member's header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const MEMBER_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final stored block ends the member's deflate data. */
const FINAL_STORED_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export type Compression = 'deflate' | 'store';

/** `bytes` as deflate stored blocks: each block's 5-byte head, then a view of its bytes (no copy). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const heads = Buffer.alloc(5 * Math.ceil(bytes.length / STORED_BLOCK));
  const parts: Buffer[] = [];
  for (let at = 0, n = 0; at < bytes.length; at += STORED_BLOCK, n++) {
    const piece = bytes.subarray(at, at + STORED_BLOCK);
    const head = heads.subarray(5 * n, 5 * n + 5);
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    parts.push(head, piece);
  }
  return parts;
}

/**
 * The gzip layer written straight to a file (a gzip archive without encryption): each call
 * answers with the bytes to append, views of its input where it can, so the archive worker
 * writes them with one positional `writev` and reuses its staging buffer once written
 * (docs/decisions/092). Stored runs are one member each (decision 080's layout); each staged buffer
 * of deflated bytes is a member of its own (zlib's one-shot gzip: no stream, no chunk queue).
 */
export class GzipParts {
  private storing = false;
  private crc = 0;
  private length = 0;
  private readonly level: number;

  constructor(options: { level: number }) {
    this.level = options.level;
  }

  async encode(bytes: Buffer, mode: Compression): Promise<Buffer[]> {
    const parts = mode === 'store' ? [] : this.endStored();
    if (mode === 'deflate') {
      parts.push(await gzipOnce(bytes, this.level));
      return parts;
    }
    if (!this.storing) {
      this.storing = true;
      this.crc = 0;
      this.length = 0;
      parts.push(MEMBER_HEADER);
    }
    this.crc = crc32(bytes, this.crc);
    this.length = (this.length + bytes.length) % 2 ** 32;
    parts.push(...storedBlocks(bytes));
    return parts;
  }

  /** The bytes that end the last member. */
  end(): Buffer[] {
    return this.endStored();
  }

  private endStored(): Buffer[] {
    if (!this.storing) return [];
    this.storing = false;
    const trailer = Buffer.alloc(FINAL_STORED_BLOCK.length + 8);
    FINAL_STORED_BLOCK.copy(trailer);
    trailer.writeUInt32LE(this.crc >>> 0, FINAL_STORED_BLOCK.length);
    trailer.writeUInt32LE(this.length >>> 0, FINAL_STORED_BLOCK.length + 4);
    return [trailer];
  }
}

function gzipOnce(bytes: Buffer, level: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    gzip(bytes, { level, strategy: constants.Z_DEFAULT_STRATEGY }, (error, out) => (error ? reject(error) : resolve(out))),
  );
}

/**
 * Media whose format is already compressed: gzip's deflate finds nothing to save in them (a
 * JPEG shrinks by well under 1%) at 10 to 15 MB/s of one core, so they are stored as they are.
 * Everything else (the tables, the manifest, WAV, anything unknown) is deflated.
 */
const STORED_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'mp3',
  'ogg',
  'm4a',
  'mp4',
  'webm',
  'pdf',
  'epub',
  'zip',
  'gz',
]);

/** How an archive entry's bytes go into the gzip layer. */
export function compressionOf(name: string): Compression {
  if (!name.startsWith('media/')) return 'deflate';
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension && STORED_EXTENSIONS.has(extension) ? 'store' : 'deflate';
}
