/**
 * The attributes of a public <img> (docs/decisions/026, 037): an uploaded or shipped sample
 * image offers its resized copies in srcset with its intrinsic size; any other image (an
 * external address) keeps its layout box's size, so the page reserves its space either way
 * (no layout shift).
 */
import type { ResponsiveImage } from './content/schema.ts';
import { safeMediaUrl } from './safe-url.ts';

export interface ImageAttributes {
  src: string;
  width: number;
  height: number;
  srcset?: string;
  sizes?: string;
}

/**
 * `image` describes `src` when it was uploaded here or shipped as a sample (the content API's imagem_destaque,
 * imagem, cover_image); `box` is the layout's size; `sizes` how wide the image is shown.
 */
export function imageAttributes(
  src: string,
  image: ResponsiveImage | null | undefined,
  box: { width: number; height: number },
  sizes: string,
): ImageAttributes {
  // Islands get `image` from an API response: a candidate that is not a safe address drops the srcset.
  const usable = image && image.srcset.length > 0 && image.srcset.every((candidate) => safeMediaUrl(candidate.url) === candidate.url);
  if (!usable) return { src, width: box.width, height: box.height };
  return {
    src,
    width: image.width,
    height: image.height,
    srcset: image.srcset.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
    sizes,
  };
}

/** How wide the site's images are shown (the Tailwind breakpoints of the components that show them). */
export const IMAGE_SIZES = {
  /** The article page's hero: the page width up to max-w-5xl (64rem) less the page padding. */
  hero: '(min-width: 1024px) 64rem, calc(100vw - 2rem)',
  /** A card in the article grid: one column on phones, two from sm, three from lg. */
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** The featured lead card: its image is 55% of the card's width from md. */
  wideCard: '(min-width: 768px) 55vw, 100vw',
  /** A related product, two columns from sm inside the article's 48rem text column. */
  product: '(min-width: 640px) 24rem, 100vw',
  /** An ebook cover: 6.5rem beside the text on phones, a column of the grid from sm. */
  cover: '(min-width: 640px) 33vw, 6.5rem',
} as const;
