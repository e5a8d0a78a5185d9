/**
 * Static files are compressed once, when they are written (issue 27): beside each text file of
 * a build (HTML, CSS, JS, SVG, XML, JSON) at least 1 KB long lie `name.br` and `name.gz`, and the
 * server sends those bytes as they are, with no compression per request (send-file.ts). Pages
 * are compressed as the build writes them, on the page-writer thread (page-writer-worker.ts;
 * here, on zlib's pool, for a builder given its own writer), so the work runs beside the
 * rendering; a full build at cheaper levels than a publish (FULL_BUILD_LEVELS). Folders written
 * by others (the deploy bundle's browser assets, a build from before this) get theirs once, when
 * they are first loaded.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentTypeFor, isCompressible } from './content-types.ts';

export type Encoding = 'br' | 'gzip';

/** The file name suffix of each encoding's copy. */
export const SIDECAR: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Smaller files gain nothing worth a second file. */
export const COMPRESS_MIN_BYTES = 1024;

/** A compressed copy of a file: where it is and how long. */
export interface EncodedCopy {
  absPath: string;
  size: number;
}
export type EncodedCopies = Partial<Record<Encoding, EncodedCopy>>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 5 for pages (about as small as 9 at a fifth of the time on a 25 KB page here;
 * a publish compresses a handful, a deploy every page), 9 for files compressed once per deploy.
 */
export const PAGE_QUALITY = 5;
/** gzip level of pages (the level a publish has always used). */
export const PAGE_GZIP_LEVEL = 6;
const ONCE_QUALITY = 9;

/** The brotli quality and gzip level a build compresses its pages at. */
export interface CompressionLevels {
  brotliQuality: number;
  gzipLevel: number;
}

/** A publish's few pages: the smaller copies (brotli 5, gzip 6). */
export const PUBLISH_LEVELS: CompressionLevels = { brotliQuality: PAGE_QUALITY, gzipLevel: PAGE_GZIP_LEVEL };

/**
 * A full build's every page (a deploy, a restart's rebuild, a failed build's retry): brotli 3 and
 * gzip 1, which cost 1.1 ms a page here against 2.4 ms for 5 and 6 and make copies about 11 %
 * larger (docs/decisions/101). Pages a publish renders again get PUBLISH_LEVELS.
 */
export const FULL_BUILD_LEVELS: CompressionLevels = { brotliQuality: 3, gzipLevel: 1 };

export function shouldCompress(filePath: string, size: number): boolean {
  return size >= COMPRESS_MIN_BYTES && isCompressible(contentTypeFor(filePath));
}

/**
 * Writes `file`'s compressed copies from its bytes (with `write`, the build's own writer, so a
 * failing disk fails the build). Returns each copy's size; a copy no smaller than the file is
 * not kept.
 */
export async function writeCompressedCopies(
  file: string,
  body: Buffer,
  write: (file: string, data: Buffer) => Promise<void>,
  levels: CompressionLevels = PUBLISH_LEVELS,
): Promise<{ br?: number; gz?: number }> {
  if (!shouldCompress(file, body.length)) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: levels.gzipLevel }),
  ]);
  const sizes: { br?: number; gz?: number } = {};
  if (br.length < body.length) {
    await write(file + SIDECAR.br, br);
    sizes.br = br.length;
  }
  if (gz.length < body.length) {
    await write(file + SIDECAR.gzip, gz);
    sizes.gz = gz.length;
  }
  return sizes;
}

/** The copies of a file written by writeCompressedCopies, from the sizes it returned. */
export function copiesOf(absPath: string, sizes: { br?: number; gz?: number }): EncodedCopies {
  const copies: EncodedCopies = {};
  if (sizes.br !== undefined) copies.br = { absPath: absPath + SIDECAR.br, size: sizes.br };
  if (sizes.gz !== undefined) copies.gzip = { absPath: absPath + SIDECAR.gzip, size: sizes.gz };
  return copies;
}

async function freshCopy(source: string, mtimeMs: number, encoding: Encoding): Promise<EncodedCopy | null> {
  const absPath = source + SIDECAR[encoding];
  const info = await stat(absPath).catch(() => null);
  return info && info.mtimeMs >= mtimeMs ? { absPath, size: info.size } : null;
}

/**
 * A loaded file's compressed copies, writing the missing or outdated ones first (streamed, so a
 * large file is never held whole; written under a temporary name and renamed, so a reader never
 * sees half a copy).
 */
export async function ensureCompressedCopies(absPath: string, size: number, mtimeMs: number): Promise<EncodedCopies> {
  if (!shouldCompress(absPath, size)) return {};
  const copies: EncodedCopies = {};
  for (const encoding of ['br', 'gzip'] as const) {
    let copy = await freshCopy(absPath, mtimeMs, encoding);
    if (!copy) {
      const target = absPath + SIDECAR[encoding];
      const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      const compressor =
        encoding === 'br'
          ? zlib.createBrotliCompress({
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ONCE_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
            })
          : zlib.createGzip({ level: 9 });
      try {
        await pipeline(createReadStream(absPath), compressor, createWriteStream(tmp));
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      copy = { absPath: target, size: (await stat(target)).size };
    }
    if (copy.size < size) copies[encoding] = copy;
  }
  return copies;
}
