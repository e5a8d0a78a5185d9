/**
 * Files this server makes from other files (resized copies of an upload, social cards). Every
 * write and read of them goes through here, onto the same store as uploads (store.ts), so the
 * storage back end is swapped in one place.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { storeUpload, type StoredFile } from './store.ts';
import type { UploadKind } from './kinds.ts';

/** Stores bytes this server made, under the kind's folder, never replacing a file. */
export async function storeDerivedImage(uploadsDir: string, kind: UploadKind, bytes: Buffer): Promise<StoredFile> {
  return storeUpload({ uploadsDir, kind, body: new Blob([new Uint8Array(bytes)]).stream(), declaredLength: bytes.length });
}

/** The bytes of a stored file, by its path relative to the uploads folder. */
export async function readStoredFile(uploadsDir: string, relativePath: string): Promise<Buffer> {
  return readFile(storedPath(uploadsDir, relativePath));
}

/** Removes stored files (missing ones are fine). */
export async function removeStoredFiles(uploadsDir: string, relativePaths: readonly string[]): Promise<void> {
  await Promise.all(relativePaths.map((relative) => rm(storedPath(uploadsDir, relative), { force: true })));
}

function storedPath(uploadsDir: string, relativePath: string): string {
  const full = path.resolve(uploadsDir, relativePath);
  if (!full.startsWith(path.resolve(uploadsDir) + path.sep)) throw new Error(`Not a stored file: ${relativePath}`);
  return full;
}
