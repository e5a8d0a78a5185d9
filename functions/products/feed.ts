/**
 * The affiliate products feed: the spreadsheet-shaped JSON (Nome, Imagem, Link) from
 * PRODUCTS_FEED_URL, or the sample feed shipped with the project. Remote feeds are fetched
 * with a timeout and kept for a few minutes; rows without a name or a usable link are dropped.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AffiliateProduct } from '../../src/lib/affiliate-products.ts';

/** A row as the products page shows it (src/lib/affiliate-products.ts): both sides name its fields alike. */
export type FeedProduct = AffiliateProduct;

export const SAMPLE_FEED = path.join(path.dirname(fileURLToPath(import.meta.url)), '../seed/products-feed.json');
const FRESH_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 8000;

const safeUrl = (value: string, allowPath: boolean) => /^https?:\/\//i.test(value) || (allowPath && /^\/[^/]/.test(value));

const rowSchema = z.object({ Nome: z.unknown(), Imagem: z.unknown(), Link: z.unknown() }).partial().passthrough();

/** Keeps the rows a page can show safely; anything else in the feed is ignored. */
export function cleanFeed(value: unknown): FeedProduct[] {
  const rows = Array.isArray(value) ? value : [];
  const products: FeedProduct[] = [];
  for (const row of rows) {
    const parsed = rowSchema.safeParse(row);
    if (!parsed.success) continue;
    const nome = typeof parsed.data.Nome === 'string' ? parsed.data.Nome.trim() : '';
    const link = typeof parsed.data.Link === 'string' ? parsed.data.Link.trim() : '';
    const imagem = typeof parsed.data.Imagem === 'string' ? parsed.data.Imagem.trim() : '';
    if (!nome || !safeUrl(link, false)) continue;
    products.push({ Nome: nome.slice(0, 200), Imagem: safeUrl(imagem, true) ? imagem : '', Link: link });
  }
  return products;
}

/** Lowercase and without accents, so that "pressao" finds "Panela de Pressão". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function searchProducts(products: FeedProduct[], search: string): FeedProduct[] {
  const needle = foldForSearch(search.trim());
  return needle ? products.filter((product) => foldForSearch(product.Nome).includes(needle)) : products;
}

export class ProductsFeed {
  private cached: { at: number; products: FeedProduct[] } | null = null;
  private pending: Promise<FeedProduct[]> | null = null;

  constructor(private readonly feedUrl: string | undefined) {}

  async products(): Promise<FeedProduct[]> {
    if (this.cached && Date.now() - this.cached.at < FRESH_MS) return this.cached.products;
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load(): Promise<FeedProduct[]> {
    let raw: unknown;
    if (this.feedUrl) {
      const response = await fetch(this.feedUrl, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`the products feed answered HTTP ${response.status}`);
      raw = await response.json();
    } else {
      raw = JSON.parse(await readFile(SAMPLE_FEED, 'utf8'));
    }
    const products = cleanFeed(raw);
    this.cached = { at: Date.now(), products };
    return products;
  }
}
