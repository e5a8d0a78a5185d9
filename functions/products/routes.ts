/**
 * GET /api/products?locale=&search=: the affiliate products of a locale (its own and those
 * without a language; every row when no locale is given), searched by name ignoring case and
 * accents.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LOCALES } from '../../src/i18n/locales.ts';
import type { ProductsAnswer } from '../../src/lib/affiliate-products.ts';
import type { Logger } from '../lib/logger.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import { productsFor, searchProducts, type ProductsFeed } from './feed.ts';

const productsQuery = z.object({ search: z.string().max(100).default(''), locale: z.enum(LOCALES).optional() });

const FEED_FAILED = {
  en: 'Failed to fetch products',
  pt: 'Falha ao carregar os produtos',
};

export function productsRoutes({ feed, logger }: { feed: ProductsFeed; logger: Logger }) {
  return new Hono<AppEnv>().get('/', validate('query', productsQuery), async (c) => {
    const { search, locale } = c.req.valid('query');
    let products;
    try {
      products = await feed.products();
    } catch (error) {
      logger.warn('products feed failed', { error });
      throw new ApiError(502, 'products_unavailable', FEED_FAILED);
    }
    return c.json({ products: searchProducts(productsFor(products, locale), search) } satisfies ProductsAnswer, 200, {
      'Cache-Control': 'public, max-age=60',
    });
  });
}
