/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB and a
 * fraction of a second per hash), in a self-describing format so the cost can change later
 * without invalidating stored hashes: scrypt$<log2 N>$<r>$<p>$<salt>$<hash>.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const memoryFor = (n: number, r: number) => 128 * n * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** LOG2_N;
  const key = await scrypt(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: memoryFor(n, R) });
  return ['scrypt', LOG2_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({ password, hash }: { password: string; hash: string }): Promise<boolean> {
  const [scheme, log2n, r, p, saltText, keyText] = hash.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const n = 2 ** Number(log2n);
  const blockSize = Number(r);
  const parallel = Number(p);
  if (![n, blockSize, parallel].every((value) => Number.isInteger(value) && value > 0) || n > 2 ** 20) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: n,
    r: blockSize,
    p: parallel,
    maxmem: memoryFor(n, blockSize),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
