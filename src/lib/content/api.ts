/**
 * The content API's client (CONTENT_API_URL, read over HTTP), and getContent(), where every
 * page gets the published content. The server's renderer hands the pages a snapshot it read
 * from the database (provideContent, docs/decisions/030); `astro dev` fetches the content API;
 * `npm run build` (scripts/build.ts) uses this client when CONTENT_API_URL is set or a server
 * is running on DATA_DIR, and reads the database itself otherwise. Pages never open the
 * database (PGlite allows one process, and the server holds it).
 */
import { z } from 'zod';
import { BUILD_ENV } from '../build-env.ts';
import type { ArticleBodies } from './bodies.ts';
import {
  articlesPageSchema,
  ebooksSchema,
  reviewsSchema,
  siteSettingsSchema,
  storedRedirectsSchema,
  type StoredRedirect,
  type InteractiveEbook,
  type ProductReview,
  type PublishedArticle,
  type SiteSettings,
} from './schema.ts';

export const CONTENT_API_ENV = 'CONTENT_API_URL';
/** Page size asked of the articles feed; the server may cap it lower. */
const ARTICLES_PAGE_LIMIT = 500;
/** A safety stop for a feed whose cursor never ends. */
const MAX_ARTICLE_PAGES = 1000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface SiteContent {
  articles: PublishedArticle[];
  reviews: ProductReview[];
  ebooks: InteractiveEbook[];
  settings: SiteSettings;
  /**
   * The server's snapshot holds articles without their bodies (bodies.ts, docs/decisions/090):
   * `readBodies` reads the bodies of the given articles, and `bodies` holds those read for the
   * pages being rendered. Absent when every article has its body (the content API's answer).
   */
  readBodies?: (ids: readonly string[]) => Promise<Map<string, string>>;
  bodies?: ArticleBodies;
  /**
   * The articles that differ between an earlier article list of the same snapshot and this one:
   * each changed id with its article now (null when gone). Null when the snapshot cannot say
   * (a list it does not know): the caller then compares every article. The page plan asks, so a
   * publish does not look at every article to find the one that changed (docs/decisions/090).
   */
  changesSince?: (earlier: readonly PublishedArticle[]) => Map<string, PublishedArticle | null> | null;
}

export interface ContentClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export class ContentApiError extends Error {
  override name = 'ContentApiError';
}

const HINT =
  'The static build reads published content over HTTP: start the server (npm start) and set ' +
  `${CONTENT_API_ENV} to its address, e.g. ${CONTENT_API_ENV}=http://127.0.0.1:4321, ` +
  'or run npm run build, which finds the running server or reads the database itself.';

/** The content API's base URL from the environment, without a trailing slash. */
export function contentApiUrl(env: Record<string, string | undefined> = BUILD_ENV): string {
  const raw = env[CONTENT_API_ENV]?.trim();
  if (!raw) throw new ContentApiError(`${CONTENT_API_ENV} is not set. ${HINT}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ContentApiError(`${CONTENT_API_ENV}="${raw}" is not a URL. ${HINT}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ContentApiError(`${CONTENT_API_ENV}="${raw}" must be an http(s) URL. ${HINT}`);
  }
  return url.toString().replace(/\/+$/, '');
}

async function getJson<T>(options: ContentClientOptions, path: string, schema: z.ZodType<T>): Promise<T> {
  const url = `${options.baseUrl}${path}`;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new ContentApiError(`Cannot reach the content API at ${CONTENT_API_ENV}=${options.baseUrl} (GET ${path}: ${cause}). ${HINT}`);
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    throw new ContentApiError(
      `The content API at ${CONTENT_API_ENV}=${options.baseUrl} answered ${response.status} to GET ${path}. ${body}`.trim(),
    );
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ContentApiError(`The content API at ${CONTENT_API_ENV}=${options.baseUrl} sent invalid JSON for GET ${path}.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ContentApiError(
      `The content API's answer to GET ${path} does not match src/lib/content/schema.ts:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** Every published article, following the `next` cursor until it is null. */
export async function fetchAllArticles(options: ContentClientOptions): Promise<PublishedArticle[]> {
  const articles: PublishedArticle[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  for (let page = 0; page < MAX_ARTICLE_PAGES; page++) {
    const query = new URLSearchParams({ limit: String(ARTICLES_PAGE_LIMIT) });
    if (after !== null) query.set('after', after);
    const result = await getJson(options, `/api/content/articles?${query}`, articlesPageSchema);
    articles.push(...result.articles);
    if (result.next === null) return articles;
    if (seen.has(result.next)) {
      throw new ContentApiError(`The content API repeated the articles cursor "${result.next}".`);
    }
    seen.add(result.next);
    after = result.next;
  }
  throw new ContentApiError(`The content API's articles feed did not end after ${MAX_ARTICLE_PAGES} pages.`);
}

/** The redirects the server answers from its table (slug changes and those made in the back office). */
export async function fetchStoredRedirects(options: ContentClientOptions): Promise<StoredRedirect[]> {
  return (await getJson(options, '/api/content/redirects', storedRedirectsSchema)).redirects;
}

export async function loadContent(options: ContentClientOptions): Promise<SiteContent> {
  const [articles, reviews, ebooks, settings] = await Promise.all([
    fetchAllArticles(options),
    getJson(options, '/api/content/reviews', reviewsSchema).then((result) => result.reviews),
    getJson(options, '/api/content/ebooks', ebooksSchema).then((result) => result.ebooks),
    getJson(options, '/api/content/settings', siteSettingsSchema),
  ]);
  return { articles, reviews, ebooks, settings };
}

/**
 * Where the server's renderer hands the pages their content: a snapshot it loaded from the
 * database (functions/site/renderer/). A global, not an import, because the pages run from a
 * separately built bundle; Symbol.for names the same slot on both sides.
 */
const CONTENT_SLOT = Symbol.for('site.renderContent');

type ContentSlot = { [CONTENT_SLOT]?: () => SiteContent };

export function provideContent(source: (() => SiteContent) | undefined): void {
  (globalThis as ContentSlot)[CONTENT_SLOT] = source;
}

const RENDER_ERROR_SLOT = Symbol.for('site.renderError');

type RenderErrorSlot = { [RENDER_ERROR_SLOT]?: unknown };

/**
 * What a page threw while rendering (src/middleware.ts). Astro answers such a page with its
 * error page (a 500, or the 404 page when the layout itself threw) and logs the error only to
 * the console; the server's renderer reads it here to say why the page failed.
 */
export function recordRenderError(error: unknown): void {
  (globalThis as RenderErrorSlot)[RENDER_ERROR_SLOT] = error;
}

/** The error the last render recorded, if any, cleared as it is read. */
export function takeRenderError(): unknown {
  const slot = globalThis as RenderErrorSlot;
  const error = slot[RENDER_ERROR_SLOT];
  slot[RENDER_ERROR_SLOT] = undefined;
  return error;
}

/** How long `astro dev` keeps the content it fetched before asking the content API again. */
const DEV_CONTENT_TTL_MS = 2_000;
let fetched: { at: number; content: Promise<SiteContent> } | undefined;

/**
 * The published content every page shows: the renderer's snapshot when the server renders, or
 * (on `astro dev`) what the content API answers, fetched at most every two seconds.
 */
export function getContent(): Promise<SiteContent> {
  const provided = (globalThis as ContentSlot)[CONTENT_SLOT];
  if (provided) return Promise.resolve(provided());
  if (!fetched || Date.now() - fetched.at > DEV_CONTENT_TTL_MS) {
    fetched = { at: Date.now(), content: Promise.resolve().then(() => loadContent({ baseUrl: contentApiUrl() })) };
  }
  return fetched.content;
}
