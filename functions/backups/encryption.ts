/**
 * Whole-archive encryption (BACKUP_PASSPHRASE; docs/decisions/048): AES-256-GCM in chunks,
 * so an archive of any size streams through in a fixed amount of memory and every chunk is
 * authenticated before a byte of it is used.
 *
 *   header  "BPBACKUP" | version 1 | log2 N | r | p | chunk size (u32) | salt (16) | nonce prefix (7) | check (16)
 *   chunks  ciphertext | tag (16), each chunk `chunk size` bytes of plain text but the last
 *
 * The key comes from scrypt(passphrase, salt); the check (an HMAC under a second derived key)
 * tells a wrong passphrase from a damaged archive at once. Each chunk's nonce is the prefix,
 * its index and a last-chunk flag, and the header is every chunk's additional data: a
 * reordered, dropped, repeated or cut-off chunk, or a changed header, fails authentication.
 * The passphrase is never written anywhere.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BackupError } from './format.ts';

export const ENCRYPTION_MAGIC = Buffer.from('BPBACKUP');
const VERSION = 1;
const HEADER_LENGTH = 8 + 1 + 3 + 4 + 16 + 7 + 16;
const TAG_LENGTH = 16;
const DEFAULT_CHUNK = 64 * 1024;
/** scrypt at N=2^16, r=8: 64 MiB and a fraction of a second, once per archive. */
const DEFAULT_COST = { log2N: 16, r: 8, p: 1 };

interface Cost {
  log2N: number;
  r: number;
  p: number;
}

/** The keys of one archive: its salt, the encryption key and the header check's key. */
export interface ArchiveKeys {
  salt: Buffer;
  key: Buffer;
  checkKey: Buffer;
}

/**
 * The last keys derived in this thread, for the next reader of the same archive: a backup's
 * read-back and a restore's second read open the archive its first derivation made. scrypt
 * at the default cost takes 64 MiB for a moment; a second one during the read-back was the
 * encrypted backup's peak memory (docs/decisions/103). One entry, for the same passphrase,
 * salt and cost only.
 */
let lastDerived: { passphrase: string; salt: string; cost: string; keys: Promise<{ key: Buffer; checkKey: Buffer }> } | null = null;

let derivations = 0;

/** How many times scrypt ran in this thread (a test sees a read-back reuse the writer's keys). */
export function keyDerivations(): number {
  return derivations;
}

function deriveKeys(passphrase: string, salt: Buffer, cost: Cost): Promise<{ key: Buffer; checkKey: Buffer }> {
  const id = { passphrase, salt: salt.toString('hex'), cost: `${cost.log2N}/${cost.r}/${cost.p}` };
  if (lastDerived && lastDerived.passphrase === id.passphrase && lastDerived.salt === id.salt && lastDerived.cost === id.cost) {
    return lastDerived.keys;
  }
  const N = 2 ** cost.log2N;
  derivations++;
  const keys = new Promise<{ key: Buffer; checkKey: Buffer }>((resolve, reject) =>
    scrypt(passphrase.normalize('NFKC'), salt, 64, { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r }, (error, derived) =>
      error ? reject(error) : resolve({ key: derived.subarray(0, 32), checkKey: derived.subarray(32) }),
    ),
  );
  lastDerived = { ...id, keys };
  keys.catch(() => {
    if (lastDerived?.keys === keys) lastDerived = null;
  });
  return keys;
}

/** New keys for an archive to write (a random salt), at the default cost. */
export async function deriveArchiveKeys(passphrase: string): Promise<ArchiveKeys> {
  const salt = randomBytes(16);
  return { salt, ...(await deriveKeys(passphrase, salt, DEFAULT_COST)) };
}

function nonceOf(prefix: Buffer, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 7);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/**
 * Encrypts bytes given in pieces of any size, answering the archive's bytes to append: first
 * the header, then each sealed chunk as its ciphertext and tag. The plaintext is gathered in one
 * reused chunk buffer, so nothing of a staging buffer's size is allocated per call (the archive
 * worker writes what it answers straight to the file; docs/decisions/092).
 */
export interface Sealer {
  push(bytes: Buffer): Buffer[];
  /** The last chunk, sealed with the flag that says so. */
  end(): Buffer[];
}

/** `keys` from deriveArchiveKeys (made where the read-back runs, so it need not derive them again). */
export function createSealer(keys: ArchiveKeys, options: { chunkSize?: number } = {}): Sealer {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK;
  // Given through a worker's data, the buffers arrive as plain Uint8Arrays.
  const salt = Buffer.from(keys.salt);
  const key = Buffer.from(keys.key);
  const checkKey = Buffer.from(keys.checkKey);
  const prefix = randomBytes(7);
  const header = Buffer.alloc(HEADER_LENGTH);
  ENCRYPTION_MAGIC.copy(header, 0);
  header[8] = VERSION;
  header[9] = DEFAULT_COST.log2N;
  header[10] = DEFAULT_COST.r;
  header[11] = DEFAULT_COST.p;
  header.writeUInt32BE(chunkSize, 12);
  salt.copy(header, 16);
  prefix.copy(header, 32);
  createHmac('sha256', checkKey).update(header.subarray(0, 39)).digest().subarray(0, 16).copy(header, 39);

  const carry = Buffer.allocUnsafe(chunkSize);
  let used = 0;
  let index = 0;
  let headerSent = false;
  const seal = (plain: Buffer, last: boolean): Buffer[] => {
    const cipher = createCipheriv('aes-256-gcm', key, nonceOf(prefix, index++, last));
    cipher.setAAD(header);
    return [cipher.update(plain), cipher.final(), cipher.getAuthTag()];
  };
  const start = (out: Buffer[]) => {
    if (!headerSent) out.push(header);
    headerSent = true;
  };
  return {
    push(bytes) {
      const out: Buffer[] = [];
      start(out);
      for (let at = 0; at < bytes.length;) {
        // Strictly more than a chunk: a full chunk is sealed only once a byte after it exists,
        // so the last one is sealed in end() with its flag.
        if (used === chunkSize) {
          out.push(...seal(carry, false));
          used = 0;
        }
        const copied = bytes.copy(carry, used, at, Math.min(bytes.length, at + chunkSize - used));
        used += copied;
        at += copied;
      }
      return out;
    },
    end() {
      const out: Buffer[] = [];
      start(out);
      out.push(...seal(carry.subarray(0, used), true));
      used = 0;
      return out;
    },
  };
}

/** A stream that encrypts what is written to it (the Sealer's bytes, as a stream). */
export async function createEncryptStream(passphrase: string, options: { chunkSize?: number } = {}): Promise<Transform> {
  const sealer = createSealer(await deriveArchiveKeys(passphrase), options);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      // Copies: the sealer reuses its chunk buffer, and cipher output is already its own.
      for (const part of sealer.push(chunk)) this.push(part);
      callback();
    },
    flush(callback: TransformCallback) {
      for (const part of sealer.end()) this.push(part);
      callback();
    },
  });
}

/** Whether the first bytes of a file are an encrypted archive's. */
export function isEncrypted(firstBytes: Buffer): boolean {
  return firstBytes.length >= ENCRYPTION_MAGIC.length && firstBytes.subarray(0, ENCRYPTION_MAGIC.length).equals(ENCRYPTION_MAGIC);
}

/**
 * Opens an encrypted archive given in pieces of any size: `push` resolves with the plain text of
 * the sealed chunks the bytes so far complete, each authenticated; `finish` with the last chunk's.
 * The pieces are not kept (a piece may be read into again once `push` resolves): sealed chunks
 * are opened where they lie in the piece, and only the one cut by its end is copied and kept.
 * Joining every piece to the rest of the previous one copied the whole archive once more,
 * garbage that raised the encrypted backup's read-back peak (docs/decisions/098).
 */
export class ArchiveOpener {
  private header: Buffer | null = null;
  private keys: { key: Buffer; prefix: Buffer; chunkSize: number } | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private index = 0;
  private readonly passphrase: string;

  // No parameter property: the archive and verify threads run this file with its types stripped only.
  constructor(passphrase: string) {
    this.passphrase = passphrase;
  }

  async push(piece: Buffer): Promise<Buffer[]> {
    let input = piece;
    if (!this.keys) {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, input]) : Buffer.from(input);
      if (this.buffered.length < HEADER_LENGTH) return [];
      await this.readHeader(this.buffered.subarray(0, HEADER_LENGTH));
      input = this.buffered.subarray(HEADER_LENGTH);
      this.buffered = Buffer.alloc(0);
    }
    const sealedSize = this.keys!.chunkSize + TAG_LENGTH;
    const plain: Buffer[] = [];
    let at = 0;
    if (this.buffered.length < sealedSize) {
      at = Math.min(sealedSize - this.buffered.length, input.length);
      this.buffered = Buffer.concat([this.buffered, input.subarray(0, at)]);
    }
    // More bytes follow the kept sealed chunk, so it is not the last one.
    if (at < input.length) {
      plain.push(this.open(this.buffered, false));
      while (input.length - at > sealedSize) {
        plain.push(this.open(input.subarray(at, at + sealedSize), false));
        at += sealedSize;
      }
      this.buffered = Buffer.from(input.subarray(at));
    }
    return plain;
  }

  /** The last chunk's plain text, once every byte was pushed. */
  finish(): Buffer {
    if (!this.keys) throw new BackupError('truncated', 'The encrypted archive ends before its header does.');
    return this.open(this.buffered, true);
  }

  private open(sealed: Buffer, last: boolean): Buffer {
    const { key, prefix } = this.keys!;
    if (sealed.length < TAG_LENGTH) throw damaged(this.index);
    const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(prefix, this.index, last));
    decipher.setAAD(this.header!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
    try {
      // GCM's final() yields no bytes, only the tag check: nothing is handed on unauthenticated.
      const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH));
      decipher.final();
      this.index++;
      return plain;
    } catch {
      throw damaged(this.index);
    }
  }

  private async readHeader(bytes: Buffer): Promise<void> {
    if (!isEncrypted(bytes) || bytes[8] !== VERSION) {
      throw new BackupError('not_an_archive', 'This file is not an encrypted backup archive of a version this program reads.');
    }
    const cost = { log2N: bytes[9]!, r: bytes[10]!, p: bytes[11]! };
    const chunkSize = bytes.readUInt32BE(12);
    if (
      cost.log2N < 10 ||
      cost.log2N > 22 ||
      cost.r < 1 ||
      cost.r > 32 ||
      cost.p < 1 ||
      cost.p > 16 ||
      chunkSize < 1 ||
      chunkSize > 16 << 20
    ) {
      throw new BackupError('damaged', 'The encrypted archive’s header is damaged.');
    }
    const { key, checkKey } = await deriveKeys(this.passphrase, bytes.subarray(16, 32), cost);
    const expected = createHmac('sha256', checkKey).update(bytes.subarray(0, 39)).digest().subarray(0, 16);
    if (!timingSafeEqual(expected, bytes.subarray(39, 55))) {
      throw new BackupError(
        'wrong_passphrase',
        'Wrong passphrase: BACKUP_PASSPHRASE does not open this archive (or its header was changed).',
      );
    }
    this.header = Buffer.from(bytes);
    this.keys = { key, prefix: Buffer.from(bytes.subarray(32, 39)), chunkSize };
  }
}

/** A stream that decrypts an encrypted archive written to it, refusing (BackupError) anything not authentic. */
export function createDecryptStream(passphrase: string): Transform {
  const opener = new ArchiveOpener(passphrase);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      opener.push(chunk).then((plain) => {
        for (const piece of plain) this.push(piece);
        callback();
      }, callback);
    },
    flush(callback: TransformCallback) {
      try {
        this.push(opener.finish());
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

function damaged(index: number): BackupError {
  return new BackupError(
    'damaged',
    `The encrypted archive is damaged, cut short or was changed: part ${index + 1} failed its authentication check. Nothing was restored from it.`,
  );
}
