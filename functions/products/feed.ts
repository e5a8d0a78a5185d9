/**
 * The affiliate products feed: the spreadsheet-shaped JSON (Nome, Imagem, Link, and an
 * optional Idioma: en or pt) from PRODUCTS_FEED_URL, or the sample feed shipped with the
 * project. Remote feeds are fetched with a timeout and kept for a few minutes; rows without a
 * name or a usable link are dropped. A row with a language is listed in that locale only; a
 * row without one (or with one this site does not have) in both.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Locale } from '../../src/i18n/locales.ts';
import type { AffiliateProduct } from '../../src/lib/affiliate-products.ts';

/** A row as the products page shows it (src/lib/affiliate-products.ts): both sides name its fields alike. */
export type FeedProduct = AffiliateProduct;

/** A row with the language it is written in (null: shown in both locales). */
export interface FeedRow {
  product: FeedProduct;
  idioma: Locale | null;
}

export const SAMPLE_FEED = path.join(path.dirname(fileURLToPath(import.meta.url)), '../seed/products-feed.json');
const FRESH_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 8000;

const safeUrl = (value: string, allowPath: boolean) => /^https?:\/\//i.test(value) || (allowPath && /^\/[^/]/.test(value));

const rowSchema = z.object({ Nome: z.unknown(), Imagem: z.unknown(), Link: z.unknown(), Idioma: z.unknown() }).partial().passthrough();

/** "pt", "pt-BR", "PT" are Portuguese, "en", "en-US" English; anything else is no language. */
function rowLanguage(value: unknown): Locale | null {
  const tag = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (/^pt(-|$)/.test(tag)) return 'pt';
  if (/^en(-|$)/.test(tag)) return 'en';
  return null;
}

/** Keeps the rows a page can show safely; anything else in the feed is ignored. */
export function cleanFeed(value: unknown): FeedRow[] {
  const rows = Array.isArray(value) ? value : [];
  const products: FeedRow[] = [];
  for (const row of rows) {
    const parsed = rowSchema.safeParse(row);
    if (!parsed.success) continue;
    const nome = typeof parsed.data.Nome === 'string' ? parsed.data.Nome.trim() : '';
    const link = typeof parsed.data.Link === 'string' ? parsed.data.Link.trim() : '';
    const imagem = typeof parsed.data.Imagem === 'string' ? parsed.data.Imagem.trim() : '';
    if (!nome || !safeUrl(link, false)) continue;
    products.push({
      product: { Nome: nome.slice(0, 200), Imagem: safeUrl(imagem, true) ? imagem : '', Link: link },
      idioma: rowLanguage(parsed.data.Idioma),
    });
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

/** The products a locale lists: its own and those without a language, in the feed's order. */
export function productsFor(rows: readonly FeedRow[], locale: Locale | undefined): FeedProduct[] {
  return rows.filter((row) => !locale || row.idioma === null || row.idioma === locale).map((row) => row.product);
}

export class ProductsFeed {
  private cached: { at: number; products: FeedRow[] } | null = null;
  private pending: Promise<FeedRow[]> | null = null;

  constructor(private readonly feedUrl: string | undefined) {}

  async products(): Promise<FeedRow[]> {
    if (this.cached && Date.now() - this.cached.at < FRESH_MS) return this.cached.products;
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async load(): Promise<FeedRow[]> {
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
