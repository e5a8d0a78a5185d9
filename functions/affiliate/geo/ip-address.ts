/**
 * Addresses as numbers for the GeoIP ranges: an IPv4 address as one unsigned 32-bit number,
 * an IPv6 address as four (most significant first). An IPv4-mapped IPv6 address
 * (::ffff:192.0.2.1) is its IPv4 address. Anything else is null: the caller treats it as unknown.
 */
export type ParsedAddress = { family: 4; value: number } | { family: 6; words: [number, number, number, number] };

export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

const groups = new Uint16Array(8);

/**
 * Parses `text[from, to)` as an IPv6 address into four words at `out[offset]`; false when it is
 * not one. By character codes, with no allocation: the GeoIP loader calls it 700,000 times.
 * A trailing dotted IPv4 part (::ffff:192.0.2.1) is accepted.
 */
export function readIpv6(text: string, from: number, to: number, out: Uint32Array, offset: number): boolean {
  let count = 0;
  let gap = -1;
  let at = from;
  if (to - from < 2) return false;
  if (text.charCodeAt(at) === 58) {
    if (text.charCodeAt(at + 1) !== 58) return false;
    gap = 0;
    at += 2;
  }
  while (at < to) {
    let value = 0;
    let digits = 0;
    const groupStart = at;
    for (; at < to && digits <= 4; at++) {
      const ch = text.charCodeAt(at);
      const digit = ch >= 48 && ch <= 57 ? ch - 48 : ch >= 97 && ch <= 102 ? ch - 87 : ch >= 65 && ch <= 70 ? ch - 55 : -1;
      if (digit === -1) break;
      value = value * 16 + digit;
      digits++;
    }
    if (at < to && text.charCodeAt(at) === 46) {
      // The last 32 bits written as an IPv4 address.
      const v4 = parseIpv4(text.slice(groupStart, to));
      if (v4 === null || count > 6) return false;
      groups[count++] = Math.floor(v4 / 65536);
      groups[count++] = v4 % 65536;
      at = to;
      break;
    }
    if (digits === 0 || digits > 4 || count === 8) return false;
    groups[count++] = value;
    if (at === to) break;
    if (text.charCodeAt(at) !== 58) return false;
    at++;
    if (at < to && text.charCodeAt(at) === 58) {
      if (gap !== -1) return false;
      gap = count;
      at++;
    } else if (at === to) return false;
  }
  if (gap === -1 ? count !== 8 : count > 7) return false;
  if (gap !== -1) {
    // Moves the groups after :: to the end and fills the gap with zeros.
    const missing = 8 - count;
    for (let index = count - 1; index >= gap; index--) groups[index + missing] = groups[index]!;
    for (let index = gap; index < gap + missing; index++) groups[index] = 0;
  }
  for (let word = 0; word < 4; word++) out[offset + word] = groups[word * 2]! * 65536 + groups[word * 2 + 1]!;
  return true;
}

const scratch = new Uint32Array(4);

export function parseIpv6Words(text: string): [number, number, number, number] | null {
  const bare = text.split('%')[0]!;
  if (!readIpv6(bare, 0, bare.length, scratch, 0)) return null;
  return [scratch[0]!, scratch[1]!, scratch[2]!, scratch[3]!];
}

export function parseAddress(text: string): ParsedAddress | null {
  if (text.length > 64) return null;
  if (!text.includes(':')) {
    const value = parseIpv4(text);
    return value === null ? null : { family: 4, value };
  }
  const words = parseIpv6Words(text);
  if (!words) return null;
  // ::ffff:a.b.c.d is an IPv4 reader behind a dual-stack socket.
  if (words[0] === 0 && words[1] === 0 && words[2] === 0xffff) return { family: 4, value: words[3] };
  return { family: 6, words };
}
