/**
 * The articles list (GET /api/articles, src/lib/article-search.ts): its query's limits and
 * sentinel values, and the cards it answers with, declared once for the server and the
 * browser's list. Plain constants and types, no zod, so the list island does not carry a
 * validator (docs/decisions/033); its reader is readArticlesPage in src/lib/article-search.ts.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { CategoryKey } from '../categories.ts';
import type { ResponsiveImage } from '../content/schema.ts';

/** The `categoria` value that means "no category filter". */
export const ALL_CATEGORIES = 'todas';
/** Longest search term the API accepts. */
export const SEARCH_MAX_LENGTH = 200;
/** Most cards one request may ask for. */
export const ARTICLE_LIST_MAX_LIMIT = 48;
/** Furthest offset one request may ask for. */
export const ARTICLE_LIST_MAX_OFFSET = 100_000;

/** One card of the list, as GET /api/articles returns it. */
export interface ArticleCardData {
  id: string;
  slug: string;
  /** The article's language: its URL, and its badge on the other locale's list. */
  idioma: Locale;
  titulo: string;
  meta_descricao: string;
  categoria: CategoryKey;
  imagem_destaque_url: string | null;
  /** An uploaded featured image's size and resized copies (docs/decisions/026); null otherwise. */
  imagem_destaque?: ResponsiveImage | null;
  tempo_leitura: number | null;
  data_publicacao: string;
}

/** GET /api/articles: a page of cards, and how many match in all. */
export interface ArticlesPage {
  articles: ArticleCardData[];
  total: number;
}
