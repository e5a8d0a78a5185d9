/**
 * Responsive images (docs/decisions/026): at upload, sharp reads the image (one that it cannot
 * read is refused) and makes WebP copies 480, 960 and 1600 pixels wide, never wider than the
 * original, stored beside it. Pages then offer them in srcset with the intrinsic size. The
 * original itself is kept upright and without its metadata (docs/decisions/041); an image's
 * header is checked against the decoding limits before any pixel is decoded, and every decode
 * runs through one bounded queue (image-work.ts).
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, ImageVariant } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { readStoredFile, removeStoredFiles, storeDerivedImage } from './derived-images.ts';
import { checkedImageHeader, IMAGE_MAX_PIXELS, imageQueue, type ImageHeader } from './image-work.ts';
import type { UploadKind } from './kinds.ts';
import type { MediaStorage } from './media-storage.ts';
import type { StoredFile } from './store.ts';

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The widest copy: an original wider than this is never offered to browsers. */
export const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
const WEBP_QUALITY = 75;

/** The upload kinds that hold images (and so get variants). */
export const IMAGE_KINDS: readonly UploadKind[] = ['images', 'products', 'ebook-covers'];

export class UnreadableImage extends Error {}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The copies an image this wide gets: only narrower ones (never upscaled). */
export function variantWidthsFor(width: number): number[] {
  return VARIANT_WIDTHS.filter((target) => target < width);
}

/** sharp on an image whose header passed the limits; a file that holds more than its header says fails to decode. */
const decode = (image: Buffer, animated = true) => sharp(image, { animated, limitInputPixels: IMAGE_MAX_PIXELS });

/** sharp's failures (a truncated or corrupt file, one larger than its header said) as UnreadableImage. */
async function asUnreadable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof UnreadableImage ? error : new UnreadableImage((error as Error).message);
  }
}

/** The header, checked against the limits (their refusal, an ApiError, passes as it is), or UnreadableImage. */
async function headerOf(original: Buffer): Promise<ImageHeader> {
  const header = await checkedImageHeader(original);
  if (!header) throw new UnreadableImage('no header');
  return header;
}

/**
 * Size as shown (after the EXIF orientation), and a full decode: a truncated or corrupt file
 * throws UnreadableImage. An image that gets resized copies is decoded whole by each of them
 * (sharp fails on a truncated or corrupt file there too, and asUnreadable says so), so the
 * separate checking decode runs only for one too narrow for any copy: one decode, not two, for
 * each imported or caught-up image (docs/decisions/097).
 */
async function readImage(original: Buffer): Promise<{ width: number; height: number }> {
  return asUnreadable(
    (async () => {
      const meta = await decode(original, false).metadata();
      const { width, height } = meta.autoOrient;
      if (!width || !height) throw new UnreadableImage('no size');
      if (!variantWidthsFor(width).length) await decode(original, false).stats();
      return { width, height };
    })(),
  );
}

/** One resized WebP copy of an image. */
export interface ResizedCopy {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The WebP copies of an image `width` pixels wide (as shown), narrowest first: what an upload
 * gets, and what scripts/generate-sample-art.ts gives the shipped sample images.
 */
export async function resizedCopies(original: Buffer, width: number): Promise<ResizedCopy[]> {
  const copies: ResizedCopy[] = [];
  for (const target of variantWidthsFor(width)) {
    const { data, info } = await decode(original)
      .autoOrient()
      .resize({ width: target })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    copies.push({ data, width: info.width, height: info.pageHeight ?? info.height });
  }
  return copies;
}

/** Makes and stores the WebP copies of an image; a copy already stored when a later one fails is removed again. */
async function storeCopies(storage: MediaStorage, kind: UploadKind, original: Buffer, width: number): Promise<ImageVariant[]> {
  const copies = await asUnreadable(resizedCopies(original, width));
  const variants: ImageVariant[] = [];
  try {
    for (const copy of copies) {
      const stored = await storeDerivedImage(storage, kind, copy.data);
      variants.push({ path: stored.relativePath, width: copy.width, height: copy.height });
    }
  } catch (error) {
    await removeStoredFiles(
      storage,
      variants.map((variant) => variant.path),
    );
    throw error;
  }
  return variants;
}

/**
 * Makes and stores the variants of a stored original (an upload from before variants). Throws
 * UnreadableImage (storing nothing) when sharp cannot read it, and the limits' refusal when its
 * header is over them. `queueAlways`: background work, which waits however long the queue is.
 */
export async function makeImageVariants(
  storage: MediaStorage,
  kind: UploadKind,
  relativePath: string,
  options: { queueAlways?: boolean } = {},
): Promise<ProcessedImage> {
  const original = await readStoredFile(storage, relativePath);
  await headerOf(original);
  return imageQueue.run(async () => {
    const { width, height } = await readImage(original);
    return { width, height, variants: await storeCopies(storage, kind, original, width) };
  }, options);
}

/**
 * The original as it is kept: turned upright (its EXIF orientation applied), without EXIF, XMP
 * or IPTC, in its own format, every frame of an animation kept. Colour profiles stay: they
 * describe the pixels, not the person or the place.
 */
export async function cleanOriginal(original: Buffer, header: ImageHeader): Promise<{ data: Buffer; width: number; height: number }> {
  const image = decode(original).autoOrient().keepIccProfile();
  const encoded =
    header.format === 'jpeg'
      ? image.jpeg({ quality: 90 })
      : header.format === 'png'
        ? image.png({ palette: header.isPalette })
        : header.format === 'webp'
          ? image.webp({ quality: 90 })
          : header.format === 'gif'
            ? image.gif()
            : image.avif({ quality: 70, effort: 2 });
  const { data, info } = await asUnreadable(encoded.toBuffer({ resolveWithObject: true }));
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * An upload of an image kind, stored under a name the site does not serve (storeUpload's
 * `staged`): its header is checked, then, in the queue, the original is stored again without
 * its metadata under a public name, its variants are made, and the staged file goes. Throws
 * UnreadableImage or the limits' refusal, leaving only the staged file (the caller removes it).
 */
export async function processUploadedImage(
  storage: MediaStorage,
  kind: UploadKind,
  stagedPath: string,
): Promise<ProcessedImage & { original: StoredFile }> {
  const staged = await readStoredFile(storage, stagedPath);
  const header = await headerOf(staged);
  return imageQueue.run(async () => {
    const clean = await cleanOriginal(staged, header);
    const original = await storeDerivedImage(storage, kind, clean.data);
    try {
      const variants = await storeCopies(storage, kind, clean.data, clean.width);
      await removeStoredFiles(storage, [stagedPath]);
      return { width: clean.width, height: clean.height, variants, original };
    } catch (error) {
      await removeStoredFiles(storage, [original.relativePath]);
      throw error;
    }
  });
}

/**
 * Uploads stored before variants existed (media.variants NULL) get them, one at a time;
 * a file sharp cannot read is marked with no variants and left as it is. Returns how many
 * images were processed.
 */
export async function catchUpImageVariants(options: { db: Kysely<Database>; storage: MediaStorage; logger: Logger }): Promise<number> {
  const { db, storage, logger } = options;
  const pending = await db
    .selectFrom('media')
    .select(['id', 'file_path', 'file_type'])
    .where('variants', 'is', null)
    .where('file_type', 'in', [...IMAGE_KINDS])
    .orderBy('created_at', 'desc')
    .execute();
  let done = 0;
  for (const row of pending) {
    try {
      const image = await makeImageVariants(storage, row.file_type, row.file_path, { queueAlways: true });
      await db
        .updateTable('media')
        .set({ width: image.width, height: image.height, variants: JSON.stringify(image.variants) })
        .where('id', '=', row.id)
        .execute();
      done++;
    } catch (error) {
      logger.warn('image variants could not be made', { file: row.file_path, error: (error as Error).message });
      await db.updateTable('media').set({ variants: '[]' }).where('id', '=', row.id).execute();
    }
  }
  if (done) logger.info('image variants made for earlier uploads', { images: done });
  return done;
}
