/**
 * Images made for the upload limits' tests (docs/decisions/041): many frames of one real frame
 * (sharp encodes a single frame; its bytes are repeated, so a GIF of 100 frames of
 * 1700 × 1700 pixels costs a few hundred KiB and a second to make), and a PNG whose header
 * announces a size no pixel data backs.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The blocks of a GIF: what comes before the first frame, and the first image block's bytes. */
function gifParts(gif: Buffer): { head: Buffer; image: Buffer } {
  const packed = gif[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const head = gif.subarray(0, at);
  const skipSubBlocks = (from: number) => {
    let p = from;
    while (gif[p] !== 0) p += gif[p]! + 1;
    return p + 1;
  };
  while (gif[at] === 0x21) at = skipSubBlocks(at + 2);
  if (gif[at] !== 0x2c) throw new Error('no image block');
  const start = at;
  const localTable = gif[at + 9]! & 0x80 ? 3 * 2 ** ((gif[at + 9]! & 0x07) + 1) : 0;
  const end = skipSubBlocks(at + 10 + localTable + 1);
  return { head, image: gif.subarray(start, end) };
}

/** An animated GIF of `frames` frames of `width` × `height` pixels (each a real, decodable frame). */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const one = await sharp({ create: { width, height, channels: 3, background: '#1e5b4f' } })
    .gif()
    .toBuffer();
  const { head, image } = gifParts(one);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00]);
  // A graphic control extension per frame: 0.1 s each.
  const control = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]);
  const frame = Buffer.concat([control, image]);
  return Buffer.concat([head, loop, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says `width` × `height` (8-bit grey) over a few rows of data: a decoder pays for the size it announces. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
