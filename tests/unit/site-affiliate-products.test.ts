import { describe, expect, it } from 'vitest';
import {
  FEATURED_PRODUCTS_COUNT,
  featuredProducts,
  foldForSearch,
  readProductsAnswer,
  searchProducts,
} from '../../src/lib/affiliate-products.ts';

const products = [
  { Nome: 'Panela de Pressão Elétrica 6 L', Imagem: '/sample/products/a.webp', Link: 'https://example.com/a' },
  { Nome: 'Garrafa Térmica de Aço Inox', Imagem: '/sample/products/b.webp', Link: 'https://example.com/b' },
  { Nome: 'Electric Gooseneck Kettle', Imagem: '', Link: 'https://example.com/c' },
];

describe('searchProducts', () => {
  it('ignores case and accents on both sides', () => {
    expect(foldForSearch('PRESSÃO Açaí')).toBe('pressao acai');
    expect(searchProducts(products, 'pressao').map((p) => p.Nome)).toEqual(['Panela de Pressão Elétrica 6 L']);
    expect(searchProducts(products, 'TÉRMICA').map((p) => p.Nome)).toEqual(['Garrafa Térmica de Aço Inox']);
    expect(searchProducts(products, 'eletrica').length).toBe(1);
  });

  it('keeps everything for a blank search and nothing for a miss', () => {
    expect(searchProducts(products, '   ')).toEqual(products);
    expect(searchProducts(products, 'zzz')).toEqual([]);
  });
});

describe('readProductsAnswer', () => {
  it('keeps the rows a card can show', () => {
    expect(
      readProductsAnswer({
        products: [
          products[0],
          { Nome: '  Spaced  ', Link: 'https://example.com/s' },
          { Nome: 'No link', Imagem: '/x.webp', Link: 'javascript:alert(1)' },
          { Nome: '', Link: 'https://example.com/empty' },
          { Nome: 'Odd image', Imagem: 'javascript:alert(1)', Link: 'https://example.com/o' },
          'junk',
        ],
      }),
    ).toEqual([
      products[0],
      { Nome: 'Spaced', Imagem: '', Link: 'https://example.com/s' },
      { Nome: 'Odd image', Imagem: '', Link: 'https://example.com/o' },
    ]);
  });

  it('refuses an answer without a products list', () => {
    expect(readProductsAnswer({ items: [] })).toBeUndefined();
    expect(readProductsAnswer(null)).toBeUndefined();
  });
});

describe('featuredProducts', () => {
  it('features the newest rows of the feed, newest first', () => {
    const feed = Array.from({ length: 20 }, (_, index) => index);
    expect(featuredProducts(feed)).toEqual([19, 18, 17, 16, 15, 14, 13, 12]);
    expect(featuredProducts(feed)).toHaveLength(FEATURED_PRODUCTS_COUNT);
    expect(featuredProducts([1, 2])).toEqual([2, 1]);
  });
});
