/**
 * GET /api/articles?locale=&search=&categoria=&offset=&limit=: the articles list's search and
 * "load more" (the first page is already in the static HTML). `locale` is the list's, which
 * shows its own language first; without it, the request's language (Accept-Language).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import { ARTICLES_PAGE_SIZE } from '../../../src/lib/content/queries.ts';
import {
  ALL_CATEGORIES,
  ARTICLE_LIST_MAX_LIMIT,
  ARTICLE_LIST_MAX_OFFSET,
  SEARCH_MAX_LENGTH,
} from '../../../src/lib/contracts/article-list.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { listArticleCards } from './queries.ts';

export const articleListQuery = z.object({
  locale: z.enum(LOCALES).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).default(''),
  categoria: z
    .union([z.enum(CATEGORY_KEYS), z.literal(ALL_CATEGORIES), z.literal('')])
    .default(ALL_CATEGORIES)
    .transform((value) => (value === ALL_CATEGORIES || value === '' ? null : value)),
  offset: z.coerce.number().int().min(0).max(ARTICLE_LIST_MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_LIST_MAX_LIMIT).default(ARTICLES_PAGE_SIZE),
});

export function articlesRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>().get('/', validate('query', articleListQuery), async (c) => {
    const { locale, ...query } = c.req.valid('query');
    return c.json(await listArticleCards(db, { ...query, locale: locale ?? c.get('locale') }), 200, {
      'Cache-Control': 'public, max-age=30',
      Vary: 'Accept-Language',
    });
  });
}
