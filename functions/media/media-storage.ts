/**
 * The one way media bytes are written, read and deleted: uploads, their derived files and the
 * /media route all go through a MediaStorage. Two drivers: the local folder (DATA_DIR/uploads,
 * the default) and S3-compatible object storage (docs/decisions/028).
 */
import type { Readable } from 'node:stream';
import { ApiError } from '../lib/errors.ts';

export interface StoredObject {
  size: number;
  lastModified: Date;
  /** A strong validator of the object's bytes, quoted as in an ETag header. */
  etag: string;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface PutOptions {
  contentType: string;
  /** Refuse (KeyTakenError) instead of replacing an object that exists. */
  exclusive?: boolean;
}

export interface MediaStorage {
  readonly driver: 'local' | 's3';
  /**
   * Writes the body under key. With `exclusive`, a key that already exists is refused before
   * the body is read (KeyTakenError, `bodyRead: false`); one taken by a concurrent writer
   * while this one wrote is refused after (`bodyRead: true`). A failed write leaves nothing.
   */
  put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void>;
  /** The object's size and validators, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, whole or from `start` to `end` inclusive. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Every object, as its key and size, in key order (backups read the whole store through it). */
  list(): AsyncIterable<ListedObject>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Where browsers fetch the object directly (S3_PUBLIC_BASE_URL), or null when the app serves it. */
  directUrl(key: string): string | null;
  /** Resolves when the store answers; throws StorageUnavailableError otherwise. */
  check(): Promise<void>;
}

/** An exclusive write found the key taken. */
export class KeyTakenError extends Error {
  override name = 'KeyTakenError';
  constructor(
    readonly key: string,
    readonly bodyRead: boolean,
  ) {
    super(`media key already exists: ${key}`);
  }
}

/** The store did not answer (down, unreachable, timed out, refusing our credentials): a 503 for the visitor. */
export class StorageUnavailableError extends ApiError {
  override name = 'StorageUnavailableError';
  constructor(override readonly cause: unknown) {
    super(503, 'storage_unavailable');
  }
}

// In a module of its own, plain enough for Node's type stripping: the backup archive's
// read-back worker checks entry names with it and starts without tsx (docs/decisions/080).
export { assertMediaKey } from './media-key.ts';
