/**
 * Responsive images (docs/decisions/026): at upload, sharp reads the image (one that it cannot
 * read is refused) and makes WebP copies 480, 960 and 1600 pixels wide, never wider than the
 * original, stored beside it. Pages then offer them in srcset with the intrinsic size.
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, ImageVariant } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { readStoredFile, removeStoredFiles, storeDerivedImage } from './derived-images.ts';
import type { UploadKind } from './kinds.ts';
import type { MediaStorage } from './media-storage.ts';

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

/** Size as shown (after the EXIF orientation), and a full decode: a truncated or corrupt file throws UnreadableImage. */
async function readImage(original: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(original).metadata();
    await sharp(original).stats();
    const { width, height } = meta.autoOrient;
    if (!width || !height) throw new UnreadableImage('no size');
    return { width, height };
  } catch (error) {
    throw error instanceof UnreadableImage ? error : new UnreadableImage((error as Error).message);
  }
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
    const { data, info } = await sharp(original, { animated: true })
      .autoOrient()
      .resize({ width: target })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    copies.push({ data, width: info.width, height: info.pageHeight ?? info.height });
  }
  return copies;
}

/**
 * Makes and stores the variants of a stored original. Throws UnreadableImage (storing nothing)
 * when sharp cannot read it; a copy already stored when a later one fails is removed again.
 */
export async function makeImageVariants(storage: MediaStorage, kind: UploadKind, relativePath: string): Promise<ProcessedImage> {
  const original = await readStoredFile(storage, relativePath);
  const { width, height } = await readImage(original);
  const copies = await resizedCopies(original, width);
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
  return { width, height, variants };
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
      const image = await makeImageVariants(storage, row.file_type, row.file_path);
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
