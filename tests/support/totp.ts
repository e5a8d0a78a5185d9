/**
 * RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s) from an otpauth:// URI, with node:crypto: the
 * tests compute the codes an authenticator app would show, independently of better-auth.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(number).padStart(digits, '0');
}

/** The code an authenticator shows for `otpauthUri` at `time` (now by default). */
export function totpFromUri(otpauthUri: string, time = Date.now()): string {
  const url = new URL(otpauthUri);
  const secret = url.searchParams.get('secret');
  if (url.protocol !== 'otpauth:' || !secret) throw new Error(`not an otpauth URI: ${otpauthUri}`);
  const period = Number(url.searchParams.get('period') ?? 30);
  const digits = Number(url.searchParams.get('digits') ?? 6);
  return hotp(base32Decode(secret), Math.floor(time / 1000 / period), digits);
}
