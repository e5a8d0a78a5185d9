/**
 * A tar stream parsed as it is pushed in, for the read-back check (docs/decisions/086): every
 * chunk is parsed and hashed before `push` returns, keeping only copies of headers and the
 * manifest, so the caller may reuse its buffer for the next chunk. tar-stream's extract, with
 * an async iterator per entry and per chunk, cost more than the SHA-256 itself; it stays the
 * reader of a restore, which streams each entry's bytes into the database or the media.
 *
 * It reads what tar-stream reads, as tar-stream does (ustar with its prefix, GNU headers, PAX
 * `path` and `size`, GNU long names, zero blocks skipped) and refuses with the same messages a
 * header whose checksum is wrong, an unknown format, and an archive cut short; every entry
 * that is not a regular file is handed on as such, for the caller to refuse.
 * Runs in the archive worker with Node's own type stripping: no TypeScript-only syntax here.
 */
import { createHash, type Hash } from 'node:crypto';

const BLOCK = 512;
/** PAX and GNU long-name records larger than this are not from a backup archive. */
const MAX_META_BYTES = 1024 * 1024;

export interface TarEntryHandler {
  /** A new entry; answers whether its bytes are wanted whole (the manifest) rather than hashed. */
  begin(entry: { name: string; size: number; type: string }): 'hash' | 'collect';
  /** The entry's end: its hash (or its bytes, when collected) and length. */
  end(result: { name: string; size: number; sha256: string | null; bytes: Buffer | null }): void;
}

type State =
  | { kind: 'header' }
  | { kind: 'meta'; type: number; size: number; left: number; parts: Buffer[] }
  | { kind: 'data'; name: string; size: number; left: number; hash: Hash | null; parts: Buffer[] | null }
  | { kind: 'padding'; left: number };

export class TarCheck {
  handler: TarEntryHandler;
  /** A header being completed across chunks. */
  header = Buffer.alloc(BLOCK);
  headerUsed = 0;
  state: State = { kind: 'header' };
  pax: Record<string, string> | null = null;
  paxGlobal: Record<string, string> | null = null;
  longPath: string | null = null;

  constructor(handler: TarEntryHandler) {
    this.handler = handler;
  }

  /** Parses `chunk` whole; nothing of it is kept once this returns. */
  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      const state = this.state;
      if (state.kind === 'header') {
        const n = Math.min(BLOCK - this.headerUsed, chunk.length - at);
        chunk.copy(this.header, this.headerUsed, at, at + n);
        this.headerUsed += n;
        at += n;
        if (this.headerUsed === BLOCK) {
          this.headerUsed = 0;
          this.onHeader();
        }
      } else if (state.kind === 'padding') {
        const n = Math.min(state.left, chunk.length - at);
        state.left -= n;
        at += n;
        if (state.left === 0) this.state = { kind: 'header' };
      } else {
        const n = Math.min(state.left, chunk.length - at);
        const piece = chunk.subarray(at, at + n);
        if (state.kind === 'meta') state.parts.push(Buffer.from(piece));
        else if (state.parts) state.parts.push(Buffer.from(piece));
        else state.hash!.update(piece);
        state.left -= n;
        at += n;
        if (state.left === 0) this.onBodyEnd();
      }
    }
  }

  /** The stream ended: throws when it ended inside an entry or a header. */
  end(): void {
    if (this.state.kind !== 'header' || this.headerUsed > 0) throw new Error('Unexpected end of data');
  }

  private onHeader(): void {
    const block = this.header;
    let sum = 8 * 32;
    for (let i = 0; i < 148; i++) sum += block[i]!;
    for (let i = 156; i < BLOCK; i++) sum += block[i]!;
    // A zero block (the end of the archive, or padding after it): skipped, as tar-stream does.
    if (sum === 8 * 32) return;
    if (sum !== octal(block, 148, 8)) throw new Error('Invalid tar header. Maybe the tar is corrupted or it needs to be gunzipped?');
    let name = text(block, 0, 100);
    const magic = block.toString('latin1', 257, 263);
    if (magic === 'ustar\0') {
      if (block[345]) name = `${text(block, 345, 155)}/${name}`;
    } else if (magic !== 'ustar ' || block.toString('latin1', 263, 265) !== ' \0') {
      throw new Error('Invalid tar header: unknown format.');
    }
    const type = block[156] === 0 ? 0 : block[156]! - 48;
    let size = octal(block, 124, 12);
    // PAX (x, g) and GNU long-name (L, K) records: read whole, applied to the next entry.
    if (type === 72 || type === 55 || type === 28 || type === 27) {
      if (size > MAX_META_BYTES) throw new Error(`Invalid tar header: a ${size}-byte extended header.`);
      this.state = size ? { kind: 'meta', type, size, left: size, parts: [] } : this.afterBody(0);
      if (!size) this.applyMeta(type, Buffer.alloc(0));
      return;
    }
    const pax = this.pax ?? this.paxGlobal;
    if (pax?.path) name = pax.path;
    if (pax?.size) size = Number.parseInt(pax.size, 10);
    if (this.longPath !== null) name = this.longPath;
    this.pax = null;
    this.longPath = null;
    const kind = type === 0 && !name.endsWith('/') ? 'file' : (TYPES[type] ?? 'unknown');
    const wanted = this.handler.begin({ name, size, type: kind });
    if (size === 0) {
      this.handler.end({
        name,
        size,
        sha256: wanted === 'hash' ? createHash('sha256').digest('hex') : null,
        bytes: wanted === 'collect' ? Buffer.alloc(0) : null,
      });
      return;
    }
    this.state =
      wanted === 'hash'
        ? { kind: 'data', name, size, left: size, hash: createHash('sha256'), parts: null }
        : { kind: 'data', name, size, left: size, hash: null, parts: [] };
  }

  private onBodyEnd(): void {
    const state = this.state;
    if (state.kind === 'meta') {
      this.applyMeta(state.type, Buffer.concat(state.parts));
      this.state = this.afterBody(state.size);
    } else if (state.kind === 'data') {
      this.handler.end({
        name: state.name,
        size: state.size,
        sha256: state.hash ? state.hash.digest('hex') : null,
        bytes: state.parts ? Buffer.concat(state.parts) : null,
      });
      this.state = this.afterBody(state.size);
    }
  }

  private afterBody(size: number): State {
    const left = (BLOCK - (size % BLOCK)) % BLOCK;
    return left ? { kind: 'padding', left } : { kind: 'header' };
  }

  private applyMeta(type: number, body: Buffer): void {
    if (type === 72) this.pax = { ...this.paxGlobal, ...paxRecords(body) };
    else if (type === 55) this.paxGlobal = { ...this.paxGlobal, ...paxRecords(body) };
    else if (type === 28) this.longPath = text(body, 0, body.length);
  }
}

/** Type flags as tar-stream names them (typeflag - 48). */
const TYPES: Record<number, string> = {
  1: 'link',
  2: 'symlink',
  3: 'character-device',
  4: 'block-device',
  5: 'directory',
  6: 'fifo',
  7: 'contiguous-file',
};

/** A NUL-terminated UTF-8 field. */
function text(block: Buffer, offset: number, length: number): string {
  const end = block.indexOf(0, offset);
  return block.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end);
}

/** An octal field (spaces and NULs around it), or a base-256 one (its first byte's top bit set). */
function octal(block: Buffer, offset: number, length: number): number {
  const field = block.subarray(offset, offset + length);
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x7f;
    for (let i = 1; i < field.length; i++) value = value * 256 + field[i]!;
    return value;
  }
  let start = 0;
  while (start < field.length && field[start] === 32) start++;
  let end = field.indexOf(32, start);
  if (end === -1) end = field.length;
  while (start < end && field[start] === 0) start++;
  if (end === start) return 0;
  return Number.parseInt(field.toString('latin1', start, end), 8);
}

/** PAX records: `<length> <key>=<value>\n` one after another. */
function paxRecords(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  for (let at = 0; at < body.length;) {
    const space = body.indexOf(32, at);
    if (space === -1) break;
    const length = Number.parseInt(body.toString('latin1', at, space), 10);
    if (!length || at + length > body.length) break;
    const record = body.toString('utf8', space + 1, at + length - 1);
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}
