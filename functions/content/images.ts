/**
 * What pages need to show an uploaded image responsively (docs/decisions/026) or to share an
 * article (docs/decisions/027), found by the image's URL in the media library; a shipped
 * sample image's copies are listed in functions/seed/sample-images.ts (docs/decisions/037).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MAX_VARIANT_WIDTH } from '../media/image-variants.ts';
import { SAMPLE_IMAGES } from '../seed/sample-images.ts';
import type { ResponsiveImage, ShareImage } from '../../src/lib/content/schema.ts';

const MEDIA_PREFIX = '/media/';

/** The uploaded and sample images among `urls`, by URL, with their size and srcset; other URLs are not in the map. */
export async function responsiveImagesOf(db: Kysely<Database>, urls: readonly (string | null)[]): Promise<Map<string, ResponsiveImage>> {
  const byUrl = new Map<string, ResponsiveImage>();
  for (const url of urls) {
    const sample = url ? SAMPLE_IMAGES[url] : undefined;
    if (!url || !sample) continue;
    const srcset = sample.variants.map((variant) => ({ url: variant.url, width: variant.width }));
    if (sample.width <= MAX_VARIANT_WIDTH) srcset.push({ url, width: sample.width });
    byUrl.set(url, { width: sample.width, height: sample.height, srcset });
  }
  const paths = [...new Set(urls.flatMap((url) => (url?.startsWith(MEDIA_PREFIX) ? [url.slice(MEDIA_PREFIX.length)] : [])))];
  if (paths.length === 0) return byUrl;
  const rows = await db
    .selectFrom('media')
    .select(['file_path', 'width', 'height', 'variants'])
    .where('file_path', 'in', paths)
    .where('width', 'is not', null)
    .where('height', 'is not', null)
    .execute();
  for (const row of rows) {
    if (!row.width || !row.height) continue;
    const srcset = (row.variants ?? []).map((variant) => ({ url: MEDIA_PREFIX + variant.path, width: variant.width }));
    // A very large original is never offered: the widest copy stands in for it.
    if (row.width <= MAX_VARIANT_WIDTH) srcset.push({ url: MEDIA_PREFIX + row.file_path, width: row.width });
    byUrl.set(MEDIA_PREFIX + row.file_path, { width: row.width, height: row.height, srcset });
  }
  return byUrl;
}

/** The share image of an article: the editor's own (with its size when it was uploaded here), else its generated card. */
export function shareImageOf(
  article: { imagem_social_url: string | null; cartao_social_url: string | null },
  images: Map<string, ResponsiveImage>,
  cardSize: { width: number; height: number },
): ShareImage | null {
  if (article.imagem_social_url) {
    const known = images.get(article.imagem_social_url);
    return { url: article.imagem_social_url, width: known?.width ?? null, height: known?.height ?? null };
  }
  return article.cartao_social_url ? { url: article.cartao_social_url, ...cardSize } : null;
}
