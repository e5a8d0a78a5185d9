/**
 * Files this server makes from other files (resized copies of an upload, social cards). Every
 * write and read of them goes through here, onto the media storage uploads use (local folder
 * or object store), so they live wherever the originals do.
 */
import { buffer } from 'node:stream/consumers';
import type { MediaStorage } from './media-storage.ts';
import { storeUpload, type StoredFile } from './store.ts';
import { KIND_RULES, type UploadKind } from './kinds.ts';

/**
 * Stores bytes this server made, under the kind's folder, never replacing a file. They come from
 * an upload already accepted, so the kind's size limit does not apply: an original re-encoded
 * without its metadata may come out a little larger than it went in.
 */
export async function storeDerivedImage(storage: MediaStorage, kind: UploadKind, bytes: Buffer): Promise<StoredFile> {
  return storeUpload({
    storage,
    kind,
    body: new Blob([new Uint8Array(bytes)]).stream(),
    declaredLength: bytes.length,
    maxBytes: Math.max(bytes.length, KIND_RULES[kind].maxBytes),
  });
}

/** The bytes of a stored file, by its path under the media storage (`images/123.png`). */
export async function readStoredFile(storage: MediaStorage, relativePath: string): Promise<Buffer> {
  return buffer(await storage.read(relativePath));
}

/** Removes stored files (an original and its copies); missing ones are not an error. */
export async function removeStoredFiles(storage: MediaStorage, relativePaths: readonly string[]): Promise<void> {
  await Promise.all(relativePaths.map((relative) => storage.delete(relative)));
}
