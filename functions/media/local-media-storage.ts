/**
 * The local-folder driver: objects are files under DATA_DIR/uploads at their key (the paths
 * uploads always had). A write goes to a temporary file first and is moved into place whole,
 * so a failed or refused write leaves nothing, and an exclusive one uses link(), which never
 * replaces a file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../lib/errors.ts';
import {
  assertMediaKey,
  KeyTakenError,
  type ListedObject,
  type MediaStorage,
  type PutOptions,
  type StoredObject,
} from './media-storage.ts';

/** DATA_DIR's media folder, where the local driver keeps uploads (here, not beside the S3 driver: a command needs it without the SDK). */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

export class LocalMediaStorage implements MediaStorage {
  readonly driver = 'local';
  constructor(readonly uploadsDir: string) {}

  private pathOf(key: string): string {
    return path.join(this.uploadsDir, ...assertMediaKey(key).split('/'));
  }

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    if (options.exclusive && (await exists(target))) throw new KeyTakenError(key, false);
    const tmpDir = path.join(this.uploadsDir, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpPath = path.join(tmpDir, `${Date.now()}-${randomBytes(6).toString('hex')}`);
    try {
      await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(tmpPath, { flags: 'wx' }));
      await mkdir(path.dirname(target), { recursive: true });
      if (options.exclusive) {
        try {
          await link(tmpPath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTakenError(key, true);
          throw error;
        }
      } else {
        await rename(tmpPath, target);
      }
    } finally {
      await rm(tmpPath, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return null;
      return { size: info.size, lastModified: info.mtime, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    } catch (error) {
      if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key), range);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) =>
        // Deleted since it was looked up: gone.
        reject(error.code === 'ENOENT' ? new ApiError(404, 'not_found') : error),
      );
    });
    return stream;
  }

  /** Files under the folder whose paths are media keys; the temporary folder and hidden files are not objects. */
  async *list(): AsyncIterable<ListedObject> {
    const entries = await readdir(this.uploadsDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const keys = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(this.uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter(isMediaKey)
      .sort();
    for (const key of keys) {
      const info = await stat(this.pathOf(key)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size };
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  directUrl(): null {
    return null;
  }

  async check(): Promise<void> {
    await mkdir(this.uploadsDir, { recursive: true });
  }
}

function isMediaKey(key: string): boolean {
  try {
    assertMediaKey(key);
    return true;
  } catch {
    return false;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
