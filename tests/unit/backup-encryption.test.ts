/**
 * The archive encryption (functions/backups/encryption.ts): a round trip at every size around
 * a chunk boundary, and each way an encrypted file can be tampered with (a changed byte, a
 * chunk dropped, two chunks swapped, the end cut off, a wrong passphrase) refused.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createDecryptStream, createEncryptStream, keyDerivations } from '../../functions/backups/encryption.ts';
import { BackupError } from '../../functions/backups/format.ts';

const CHUNK = 1024;
const HEADER = 55;
const SEALED = CHUNK + 16;
const PASSPHRASE = 'unit test passphrase';

async function encrypt(plain: Buffer): Promise<Buffer> {
  return buffer(Readable.from([plain]).pipe(await createEncryptStream(PASSPHRASE, { chunkSize: CHUNK })));
}

async function decrypt(sealed: Buffer, passphrase = PASSPHRASE): Promise<Buffer> {
  const stream = createDecryptStream(passphrase);
  const result = buffer(stream);
  stream.end(sealed);
  return result;
}

async function refusal(sealed: Buffer, passphrase?: string): Promise<BackupError['code']> {
  const error = await decrypt(sealed, passphrase).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BackupError);
  return (error as BackupError).code;
}

// Each archive derives its key with scrypt (a fraction of a second, more on a busy machine).
describe('archive encryption', { timeout: 60_000 }, () => {
  it('gives back exactly what went in, at every size around a chunk boundary', async () => {
    for (const size of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK, 3 * CHUNK + 7]) {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(sealed.length).toBe(HEADER + Math.max(1, Math.ceil(size / CHUNK)) * 16 + size);
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    }
  });

  it('opens the archive this thread just sealed with the same keys, not a second scrypt, and still refuses another passphrase', async () => {
    const plain = randomBytes(3 * CHUNK + 7);
    const before = keyDerivations();
    const sealed = await encrypt(plain);
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
    // One derivation for the writing; the reads found its keys (same passphrase, salt and cost).
    expect(keyDerivations() - before).toBe(1);
    expect(await refusal(sealed, 'another passphrase')).toBe('wrong_passphrase');
    // The other passphrase derived its own keys; the right one still opens the archive.
    expect(keyDerivations() - before).toBe(2);
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
  });

  it('gives back exactly what went in whatever the pieces the sealed bytes arrive in', async () => {
    // A file read hands the decryption pieces that cut the header and the sealed chunks anywhere.
    for (const size of [0, CHUNK, 3 * CHUNK + 7]) {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      for (const piece of [1, 7, HEADER, HEADER + 1, SEALED - 1, SEALED, SEALED + 1, 2 * SEALED + 3]) {
        const stream = createDecryptStream(PASSPHRASE);
        const result = buffer(stream);
        for (let at = 0; at < sealed.length; at += piece) stream.write(sealed.subarray(at, at + piece));
        stream.end();
        expect((await result).equals(plain), `${size} bytes in pieces of ${piece}`).toBe(true);
      }
    }
  });

  it('refuses a wrong passphrase before anything else', async () => {
    expect(await refusal(await encrypt(randomBytes(10)), 'another passphrase')).toBe('wrong_passphrase');
  });

  it('refuses a changed byte, a dropped chunk, swapped chunks and a cut-off end', async () => {
    const sealed = await encrypt(randomBytes(3 * CHUNK + 100));
    const flipped = Buffer.from(sealed);
    flipped[HEADER + SEALED + 5]! ^= 1;
    expect(await refusal(flipped)).toBe('damaged');

    const chunks = [0, 1, 2, 3].map((n) => sealed.subarray(HEADER + n * SEALED, HEADER + (n + 1) * SEALED));
    const header = sealed.subarray(0, HEADER);
    expect(await refusal(Buffer.concat([header, chunks[0]!, chunks[2]!, chunks[3]!]))).toBe('damaged');
    expect(await refusal(Buffer.concat([header, chunks[1]!, chunks[0]!, chunks[2]!, chunks[3]!]))).toBe('damaged');
    // Cut at a chunk boundary: the last chunk left is not marked as the last.
    expect(await refusal(Buffer.concat([header, chunks[0]!, chunks[1]!]))).toBe('damaged');
    expect(await refusal(sealed.subarray(0, 20))).toBe('truncated');
  });
});
