/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB and a
 * fraction of a second per hash), in a self-describing format so the cost can change later
 * without invalidating stored hashes: scrypt$<log2 N>$<r>$<p>$<salt>$<hash>.
 */
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptPool, type ScryptPool } from './scrypt-pool.ts';

const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/** The workers' nice value when the server's setting is not given (PASSWORD_HASH_NICE's default). */
export const DEFAULT_HASH_NICE = 10;

function scrypt(pool: ScryptPool, password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return pool.scrypt(password.normalize('NFKC'), salt, keyLength, options);
}

const memoryFor = (n: number, r: number) => 128 * n * r * 2;

export async function hashPassword(password: string, pool = scryptPool(DEFAULT_HASH_NICE)): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** LOG2_N;
  const key = await scrypt(pool, password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: memoryFor(n, R) });
  return ['scrypt', LOG2_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(
  { password, hash }: { password: string; hash: string },
  pool = scryptPool(DEFAULT_HASH_NICE),
): Promise<boolean> {
  const [scheme, log2n, r, p, saltText, keyText] = hash.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const n = 2 ** Number(log2n);
  const blockSize = Number(r);
  const parallel = Number(p);
  if (![n, blockSize, parallel].every((value) => Number.isInteger(value) && value > 0) || n > 2 ** 20) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(pool, password, Buffer.from(saltText, 'base64'), expected.length, {
    N: n,
    r: blockSize,
    p: parallel,
    maxmem: memoryFor(n, blockSize),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
