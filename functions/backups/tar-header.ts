/**
 * The 512-byte POSIX ustar header of one regular file, written by the archive worker itself
 * (docs/decisions/080): knowing where each entry's bytes begin and end in the tar stream lets
 * the worker store already-compressed media in the gzip layer instead of deflating them. Any
 * tar reader (tar-stream, GNU tar) reads these headers. A name longer than ustar's 100 + 155
 * bytes, or a size beyond its 11 octal digits, goes in a PAX extended header before it.
 * Runs in the worker with Node's own type stripping: no TypeScript-only syntax here.
 */

export const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;

/** The header block(s) of a file entry: a PAX header first when ustar cannot hold the name or the size. */
export function fileHeader(name: string, size: number, mtime: Date): Buffer {
  const split = splitName(name);
  const bigSize = size > MAX_OCTAL_SIZE;
  if (split && !bigSize) return ustar({ name: split.name, prefix: split.prefix, size, mtime, type: '0' });
  const records: string[] = [];
  if (!split) records.push(paxRecord('path', name));
  if (bigSize) records.push(paxRecord('size', String(size)));
  const body = Buffer.from(records.join(''), 'utf8');
  const pax = ustar({ name: 'PaxHeader', prefix: '', size: body.length, mtime, type: 'x' });
  const short = split ?? { name: name.slice(-100).replace(/^[^/]*\//, '') || 'entry', prefix: '' };
  const header = ustar({ name: short.name, prefix: short.prefix, size: bigSize ? 0 : size, mtime, type: '0' });
  return Buffer.concat([pax, body, Buffer.alloc(padding(body.length)), header]);
}

/** Zero bytes that bring an entry's data to a whole block. */
export function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

/** ustar keeps up to 100 bytes of name and 155 of prefix (split at a slash); null when the name does not fit (or is not ASCII). */
function splitName(name: string): { name: string; prefix: string } | null {
  if (Buffer.byteLength(name) !== name.length) return null;
  if (name.length <= 100) return { name, prefix: '' };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (prefix.length > 155) return null;
    if (rest.length <= 100 && rest.length > 0) return { name: rest, prefix };
  }
  return null;
}

/** A PAX record: "<length> <key>=<value>\n", where the length counts itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  const bytes = Buffer.byteLength(body);
  let length = bytes + String(bytes).length;
  if (String(length).length !== String(bytes).length) length = bytes + String(length).length;
  return `${length}${body}`;
}

function ustar(fields: { name: string; prefix: string; size: number; mtime: Date; type: '0' | 'x' }): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(fields.name, 0, 100, 'utf8');
  block.write(octal(0o600, 7), 100, 'ascii');
  block.write(octal(0, 7), 108, 'ascii');
  block.write(octal(0, 7), 116, 'ascii');
  block.write(octal(fields.size, 11), 124, 'ascii');
  block.write(octal(Math.floor(fields.mtime.getTime() / 1000), 11), 136, 'ascii');
  block.write(fields.type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(fields.prefix, 345, 155, 'utf8');
  // The checksum is computed with its own field as eight spaces.
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 'ascii');
  return block;
}

/** `value` in octal, zero-padded to `digits`, NUL-terminated. */
function octal(value: number, digits: number): string {
  return `${value.toString(8).padStart(digits, '0')}\u0000`;
}
