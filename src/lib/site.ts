/** Fixed facts of the site that several pages show. */

/** The about page's figures. The readers claim matches the site metadata (50,000+). */
export const ABOUT_FIGURES = { readers: '50K+', categories: '8', charity: '50%', languages: '2' } as const;

export const PLACEHOLDER_ARTICLE_IMAGE = '/sample/placeholder-article.webp';
export const PLACEHOLDER_PRODUCT_IMAGE = '/sample/placeholder-product.webp';
export const DEFAULT_OG_IMAGE = '/sample/og-default.png';
export const DEFAULT_OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const LOGO_PATH = '/favicon.svg';

/** Intrinsic sizes of the images the pages reserve space for (the sample images' sizes). */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 600 } as const;
