/**
 * An uploaded MP4's duration, read from its `mvhd` box (ISO/IEC 14496-12: the movie header,
 * first child of `moov`, with a timescale and a duration in its units), for the VideoObject's
 * `duration` (issue 23; docs/decisions/061). A few ranged reads of the stored file: the top-level
 * box headers are walked (ftyp, free, mdat, moov … in any order: `moov` is often last), then
 * the start of `moov` is read. No library: a media-metadata package would bring a parser for
 * dozens of formats to read two numbers. WebM keeps its duration in an EBML float deep in the
 * segment: not read (no duration is written for it). Anything unexpected gives null: the
 * structured data then simply has no duration.
 */
import type { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage.ts';

/** Boxes walked before giving up: a real file has a handful at the top level. */
const MAX_TOP_BOXES = 64;
/** What is read of `moov` to find `mvhd` (its first child in every file seen; a bound all the same). */
const MOOV_HEAD = 64 * 1024;

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A box header at `at` of `buffer`: its size (0 = to the end) and type, and the header's length. */
function header(buffer: Buffer, at: number): { size: number; type: string; headerLength: number } | null {
  if (at + 8 > buffer.length) return null;
  let size = buffer.readUInt32BE(at);
  const type = buffer.toString('latin1', at + 4, at + 8);
  let headerLength = 8;
  if (size === 1) {
    if (at + 16 > buffer.length) return null;
    const large = buffer.readBigUInt64BE(at + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    size = Number(large);
    headerLength = 16;
  }
  if (size !== 0 && size < headerLength) return null;
  return { size, type, headerLength };
}

/** Seconds from an `mvhd` box's body (after its header); null when unknown or absurd. */
export function mvhdSeconds(body: Buffer): number | null {
  if (body.length < 4) return null;
  const version = body[0];
  let timescale: number;
  let duration: bigint;
  if (version === 1) {
    if (body.length < 32) return null;
    timescale = body.readUInt32BE(20);
    duration = body.readBigUInt64BE(24);
    if (duration === 0xffff_ffff_ffff_ffffn) return null;
  } else if (version === 0) {
    if (body.length < 20) return null;
    timescale = body.readUInt32BE(12);
    duration = BigInt(body.readUInt32BE(16));
    if (duration === 0xffff_ffffn) return null;
  } else return null;
  if (timescale === 0 || duration === 0n) return null;
  const seconds = Number(duration) / timescale;
  // Longer than a day is not a video an article embeds: a broken header.
  return Number.isFinite(seconds) && seconds > 0 && seconds <= 86_400 ? seconds : null;
}

/** Finds `mvhd` among the children at the start of `moov`'s body. */
export function durationInMoov(moovBody: Buffer): number | null {
  let at = 0;
  while (at < moovBody.length) {
    const box = header(moovBody, at);
    if (!box || box.size === 0) return null;
    if (box.type === 'mvhd') return mvhdSeconds(moovBody.subarray(at + box.headerLength, at + box.size));
    at += box.size;
  }
  return null;
}

/** The duration in seconds of the MP4 stored under `key` (`size` bytes long), or null. */
export async function mp4DurationSeconds(storage: MediaStorage, key: string, size: number): Promise<number | null> {
  let at = 0;
  for (let boxes = 0; boxes < MAX_TOP_BOXES && at + 8 <= size; boxes++) {
    const head = await bytes(await storage.read(key, { start: at, end: Math.min(at + 15, size - 1) }));
    const box = header(head, 0);
    if (!box) return null;
    const end = box.size === 0 ? size : at + box.size;
    if (box.type === 'moov') {
      const bodyStart = at + box.headerLength;
      const bodyEnd = Math.min(end, bodyStart + MOOV_HEAD, size) - 1;
      if (bodyEnd < bodyStart) return null;
      return durationInMoov(await bytes(await storage.read(key, { start: bodyStart, end: bodyEnd })));
    }
    if (end <= at) return null;
    at = end;
  }
  return null;
}
