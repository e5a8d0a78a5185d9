import { describe, expect, it } from 'vitest';
import { variantWidthsFor } from '../../functions/media/image-variants.ts';
import { articleShareImage } from '../../src/lib/article-page.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';
import { imageAttributes } from '../../src/lib/responsive-image.ts';

describe('variantWidthsFor', () => {
  it('makes only copies narrower than the original (never upscales)', () => {
    expect(variantWidthsFor(4000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 960]);
    expect(variantWidthsFor(961)).toEqual([480, 960]);
    expect(variantWidthsFor(480)).toEqual([]);
    expect(variantWidthsFor(200)).toEqual([]);
  });
});

describe('imageAttributes', () => {
  const box = { width: 1200, height: 630 };

  it('an uploaded image: srcset narrowest first, sizes, and its own intrinsic size', () => {
    const image = {
      width: 2000,
      height: 1000,
      srcset: [
        { url: '/media/images/1-1.webp', width: 480 },
        { url: '/media/images/1-2.webp', width: 960 },
        { url: '/media/images/1-3.webp', width: 1600 },
      ],
    };
    expect(imageAttributes('/media/images/1.jpg', image, box, '100vw')).toEqual({
      src: '/media/images/1.jpg',
      width: 2000,
      height: 1000,
      srcset: '/media/images/1-1.webp 480w, /media/images/1-2.webp 960w, /media/images/1-3.webp 1600w',
      sizes: '100vw',
    });
  });

  it('an image not uploaded here (or with no candidates) keeps the layout box, without srcset', () => {
    expect(imageAttributes('https://cdn.example.com/a.jpg', null, box, '100vw')).toEqual({ src: 'https://cdn.example.com/a.jpg', ...box });
    expect(imageAttributes('/media/images/2.png', { width: 300, height: 200, srcset: [] }, box, '100vw')).toEqual({
      src: '/media/images/2.png',
      ...box,
    });
  });

  it('drops the srcset when a candidate is not a safe address (islands read it from an API answer)', () => {
    const image = { width: 900, height: 600, srcset: [{ url: 'javascript:alert(1)', width: 480 }] };
    expect(imageAttributes('/media/images/3.jpg', image, box, '100vw')).toEqual({ src: '/media/images/3.jpg', ...box });
  });
});

describe('articleShareImage', () => {
  const base = {
    imagem_destaque_url: '/sample/articles/a.webp',
    imagem_destaque: null,
    imagem_social: null,
    cartao_social_proporcoes: [],
  } as unknown as PublishedArticle;

  it('the share image when there is one (with its size when known), else the featured image', () => {
    expect(articleShareImage({ ...base, imagem_social: { url: '/media/images/9.jpg', width: 1200, height: 630 } })).toEqual({
      url: '/media/images/9.jpg',
      size: { width: 1200, height: 630 },
    });
    expect(articleShareImage({ ...base, imagem_social: { url: 'https://x.example/y.jpg', width: null, height: null } })).toEqual({
      url: 'https://x.example/y.jpg',
      size: null,
    });
    expect(articleShareImage(base)).toEqual({ url: '/sample/articles/a.webp', size: null });
  });
});
