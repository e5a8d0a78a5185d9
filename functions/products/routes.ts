/** GET /api/products?search=: the affiliate products, searched by name ignoring case and accents. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ProductsAnswer } from '../../src/lib/affiliate-products.ts';
import type { Logger } from '../lib/logger.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import { searchProducts, type ProductsFeed } from './feed.ts';

const FEED_FAILED = {
  en: 'Failed to fetch products',
  pt: 'Falha ao carregar os produtos',
};

export function productsRoutes({ feed, logger }: { feed: ProductsFeed; logger: Logger }) {
  return new Hono<AppEnv>().get('/', validate('query', z.object({ search: z.string().max(100).default('') })), async (c) => {
    let products;
    try {
      products = await feed.products();
    } catch (error) {
      logger.warn('products feed failed', { error });
      throw new ApiError(502, 'products_unavailable', FEED_FAILED);
    }
    return c.json({ products: searchProducts(products, c.req.valid('query').search) } satisfies ProductsAnswer, 200, {
      'Cache-Control': 'public, max-age=60',
    });
  });
}
