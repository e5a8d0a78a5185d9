/**
 * The articles list's query (GET /api/articles, src/lib/article-search.ts): its limits and
 * sentinel values, declared once for the server's schema and the browser's list. Plain
 * constants, no zod, so the list island does not carry a validator it does not use.
 */

/** The `categoria` value that means "no category filter". */
export const ALL_CATEGORIES = 'todas';
/** Longest search term the API accepts. */
export const SEARCH_MAX_LENGTH = 200;
/** Most cards one request may ask for. */
export const ARTICLE_LIST_MAX_LIMIT = 48;
/** Furthest offset one request may ask for. */
export const ARTICLE_LIST_MAX_OFFSET = 100_000;
