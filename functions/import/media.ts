/**
 * The images an imported post uses, brought into the media library: fetched once per address
 * (import_media remembers it across runs) and once per content (the same bytes under two
 * addresses are one file), through the private-address guard of webhooks, within a time limit
 * and the image size limit, recognised by their bytes, with the resized copies every upload
 * gets. A Ghost zip's own content/images/ files are read from the zip instead of the network.
 * An image that cannot be had keeps its old address and is reported; it never stops an import.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { KIND_RULES } from '../media/kinds.ts';
import { makeImageVariants } from '../media/image-variants.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { storeUpload } from '../media/store.ts';
import { ImagesBusy, WorkQueue } from '../media/image-work.ts';
import { checkTargetUrl, safeLookup } from '../webhooks/safe-target.ts';
import { detached } from './detached.ts';

export const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export type MediaFailure = 'refused_address' | 'not_found' | 'too_large' | 'not_an_image' | 'timeout' | 'unreachable';

export class MediaFetchError extends Error {
  override name = 'MediaFetchError';
  constructor(
    readonly reason: MediaFailure,
    detail: string,
  ) {
    super(detail);
  }
}

export interface MediaImporterDeps {
  db: Kysely<Database>;
  storage: MediaStorage;
  allowPrivate: boolean;
  /** Files of a Ghost zip by their path under content/images/. */
  zipImages?: ReadonlyMap<string, () => Promise<Readable>>;
  timeoutMs?: number;
}

const MAX_BYTES = KIND_RULES.images.maxBytes;

/** How long an import waits between two tries when the server's image queue is full. */
export const IMAGES_BUSY_RETRY_MS = 200;

/**
 * Runs `work` (an image's checks and resized copies), trying again while the server's image
 * queue is full (ImagesBusy): an import is background work, its image is not refused for the
 * editors' uploads of the moment, it waits for them, up to `timeoutMs`.
 */
async function whenImagesFree<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ImagesBusy) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, IMAGES_BUSY_RETRY_MS));
    }
  }
}

async function collect(stream: Readable, url: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) {
      stream.destroy();
      throw new MediaFetchError('too_large', url);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: { 'User-Agent': 'BemViver-Import/1', Accept: 'image/*' },
        lookup: allowPrivate ? undefined : safeLookup,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** The bytes at `address`, following at most three redirects, each hop checked again. */
export async function fetchImageBytes(address: string, allowPrivate: boolean, timeoutMs = FETCH_TIMEOUT_MS): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new MediaFetchError('unreachable', 'not an address');
  }
  for (let hop = 0; ; hop += 1) {
    try {
      checkTargetUrl(url, allowPrivate);
    } catch (error) {
      throw new MediaFetchError('refused_address', (error as Error).message);
    }
    let response: http.IncomingMessage;
    try {
      response = await get(url, allowPrivate, signal);
    } catch (error) {
      const { name, message } = error as Error;
      if (name === 'UnsafeTargetError') throw new MediaFetchError('refused_address', message);
      if (name === 'AbortError' || name === 'TimeoutError') throw new MediaFetchError('timeout', `no answer within ${timeoutMs / 1000} s`);
      throw new MediaFetchError('unreachable', message);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location && hop < MAX_REDIRECTS) {
      response.destroy();
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new MediaFetchError('not_found', `HTTP ${status}`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BYTES) {
      response.destroy();
      throw new MediaFetchError('too_large', `${declared} bytes`);
    }
    try {
      return await collect(response, address);
    } catch (error) {
      if (error instanceof MediaFetchError) throw error;
      const { name, message } = error as Error;
      if (name === 'AbortError' || name === 'TimeoutError') throw new MediaFetchError('timeout', `no answer within ${timeoutMs / 1000} s`);
      throw new MediaFetchError('unreachable', message);
    }
  }
}

/** The path under content/images/ of a Ghost image address, if it is one. */
function ghostImagePath(address: string): string | null {
  const at = address.indexOf('/content/images/');
  return at >= 0 ? decodeURIComponent(address.slice(at + '/content/images/'.length).split(/[?#]/)[0]!) : null;
}

function fileNameOf(address: string): string {
  try {
    return decodeURIComponent(new URL(address).pathname.split('/').pop() || 'imagem').slice(0, 200);
  } catch {
    return 'imagem';
  }
}

/** How many addresses a run remembers in memory (the database remembers every one): bounded whatever the file's size. */
const SEEN_LIMIT = 10_000;

export class MediaImporter {
  /**
   * Addresses handled by this run, with their result or the fetch in flight: an address used by
   * many posts is fetched once, and an image asked for ahead of its post (the runner's
   * prefetch) is awaited, not fetched again, when the post is written.
   */
  private readonly seen = new Map<string, Promise<string>>();
  /** Stores in flight by content hash: two addresses of the same bytes fetched at once make one file. */
  private readonly storing = new Map<string, Promise<string>>();
  private readonly decoding = new WorkQueue(1, Number.POSITIVE_INFINITY);

  constructor(private readonly deps: MediaImporterDeps) {}

  /** The library's address for an old image address; rejects with MediaFetchError when it cannot be had. */
  bring(address: string): Promise<string> {
    const known = this.seen.get(address);
    if (known) return known;
    // The key is copied (detached.ts): an address cut from a post's body would keep the body alive.
    address = detached(address);
    const result = this.bringOnce(address);
    // A failure that is not the image's own (the database, the storage) is not remembered: the next post tries again.
    result.catch((error: unknown) => {
      if (!(error instanceof MediaFetchError)) this.seen.delete(address);
    });
    this.seen.set(address, result);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.keys().next().value!);
    return result;
  }

  private async bringOnce(address: string): Promise<string> {
    const { db } = this.deps;
    const earlier = await db.selectFrom('import_media').select('media_url').where('source_url', '=', address).executeTakeFirst();
    if (earlier) return earlier.media_url;

    const zipPath = ghostImagePath(address);
    const fromZip = zipPath ? this.deps.zipImages?.get(zipPath) : undefined;
    const bytes = fromZip
      ? await collect(await fromZip(), address)
      : await fetchImageBytes(address, this.deps.allowPrivate, this.deps.timeoutMs);
    const sha256 = createHash('sha256').update(bytes).digest('hex');

    const inFlight = this.storing.get(sha256);
    if (inFlight) {
      const mediaUrl = await inFlight;
      await this.remember(db, address, mediaUrl, sha256);
      return mediaUrl;
    }
    const stored = this.store(address, bytes, sha256);
    this.storing.set(sha256, stored);
    try {
      return await stored;
    } finally {
      this.storing.delete(sha256);
    }
  }

  private async store(address: string, bytes: Buffer, sha256: string): Promise<string> {
    const { db } = this.deps;
    const same = await db.selectFrom('import_media').select('media_url').where('sha256', '=', sha256).executeTakeFirst();
    if (same) {
      await this.remember(db, address, same.media_url, sha256);
      return same.media_url;
    }

    // One image of the import at a time in the server's image queue (image-work.ts): the items
    // read ahead fetch their images together, and the queue's few waiting places are kept for
    // the editors' uploads meanwhile.
    return this.decoding.run(() =>
      whenImagesFree(() => this.storeNew(address, bytes, sha256), this.deps.timeoutMs ?? FETCH_TIMEOUT_MS * 4),
    );
  }

  private async storeNew(address: string, bytes: Buffer, sha256: string): Promise<string> {
    const { db, storage } = this.deps;
    let stored;
    try {
      stored = await storeUpload({
        storage,
        kind: 'images',
        body: new Blob([new Uint8Array(bytes)]).stream(),
        declaredLength: bytes.length,
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new MediaFetchError('too_large', `${bytes.length} bytes`);
      if (status === 415 || status === 400) throw new MediaFetchError('not_an_image', (error as Error).message);
      throw error;
    }
    let image;
    try {
      image = await makeImageVariants(storage, 'images', stored.relativePath);
    } catch (error) {
      await storage.delete(stored.relativePath).catch(() => undefined);
      if (error instanceof ImagesBusy) throw error;
      throw new MediaFetchError('not_an_image', (error as Error).message);
    }
    // The library's row and the address it came from together: a run killed between them would
    // leave a media row no later run knows of, and fetch the image again into a second one.
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('media')
        .values({
          name: fileNameOf(address),
          file_path: stored.relativePath,
          file_type: 'images',
          file_size: stored.size,
          mime_type: stored.mime,
          width: image.width,
          height: image.height,
          variants: JSON.stringify(image.variants),
        })
        .execute();
      await this.remember(tx, address, stored.publicUrl, sha256);
    });
    return stored.publicUrl;
  }

  private async remember(db: Kysely<Database>, address: string, mediaUrl: string, sha256: string): Promise<void> {
    await db
      .insertInto('import_media')
      .values({ source_url: address, media_url: mediaUrl, sha256 })
      .onConflict((conflict) => conflict.column('source_url').doUpdateSet({ media_url: mediaUrl, sha256 }))
      .execute();
  }
}
