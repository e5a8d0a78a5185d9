/**
 * Products in their language (issue 22, point 4): a feed row's optional Idioma puts it in one
 * locale's list; a row without one is listed in both. The sample feed carries every product in
 * both languages, so the English list is English and the Portuguese one Portuguese.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredProducts, readProductsAnswer } from '../../src/lib/affiliate-products.ts';
import { createTestContext, json, type TestContext } from '../support/test-app.ts';

const names = async (ctx: TestContext, query: string) => {
  const response = await ctx.app.request(`/api/products${query}`);
  expect(response.status).toBe(200);
  const body = await json(response);
  expect(readProductsAnswer(body)).toEqual(body.products);
  return (body.products as Array<{ Nome: string }>).map((product) => product.Nome);
};

describe('the sample feed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lists each locale its own products, the carousel included', async () => {
    const en = await names(ctx, '?locale=en');
    const pt = await names(ctx, '?locale=pt');
    expect(en).toHaveLength(20);
    expect(pt).toHaveLength(20);
    expect(en).toContain('Electric Pressure Cooker, 6 Quart');
    expect(en).not.toContain('Panela de Pressão Elétrica 6 L');
    expect(pt).toContain('Panela de Pressão Elétrica 6 L');
    expect(pt).not.toContain('Half Sheet Pans, Set of 2');
    expect(featuredProducts(pt)).toContain('Assadeiras Retangulares (Kit com 2)');
    expect(featuredProducts(pt).some((name) => /Pans|Plug|Reader|Bands|Journal/.test(name))).toBe(false);
    expect(featuredProducts(en).some((name) => /Kit com|Panela|Tomada/.test(name))).toBe(false);
    // Search stays within the locale.
    expect(await names(ctx, '?locale=pt&search=PRESSAO')).toEqual(['Panela de Pressão Elétrica 6 L']);
    expect(await names(ctx, '?locale=en&search=pressao')).toEqual([]);
    expect(await names(ctx, '?locale=en&search=pressure')).toEqual(['Electric Pressure Cooker, 6 Quart']);
    // Without a locale, every row (scripts and older pages).
    expect(await names(ctx, '')).toHaveLength(40);
  });

  it('refuses a locale it does not have with 400 in the request language', async () => {
    const response = await ctx.app.request('/api/products?locale=fr', { headers: { 'Accept-Language': 'pt-BR' } });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/campos/) });
  });
});

describe('a feed from PRODUCTS_FEED_URL', () => {
  it('shows a row without a language in both locales, and reads pt-BR and EN as languages', async () => {
    const feed = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify([
          { Nome: 'Universal Adapter', Imagem: '', Link: 'https://shop.example/a' },
          { Nome: 'Chaleira', Imagem: '', Link: 'https://shop.example/c', Idioma: 'pt-BR' },
          { Nome: 'Kettle', Imagem: '', Link: 'https://shop.example/k', Idioma: 'EN' },
          { Nome: 'Bouilloire', Imagem: '', Link: 'https://shop.example/b', Idioma: 'fr' },
          { Nome: 'Odd language', Imagem: '', Link: 'https://shop.example/o', Idioma: 42 },
        ]),
      );
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const ctx = await createTestContext({
      env: { PRODUCTS_FEED_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.json` },
    });
    try {
      expect(await names(ctx, '?locale=en')).toEqual(['Universal Adapter', 'Kettle', 'Bouilloire', 'Odd language']);
      expect(await names(ctx, '?locale=pt')).toEqual(['Universal Adapter', 'Chaleira', 'Bouilloire', 'Odd language']);
    } finally {
      await ctx.close();
      feed.close();
    }
  });
});
