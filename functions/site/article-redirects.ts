/**
 * Where an article's old URLs lead now that each article is built once, at the URL of its
 * language (docs/decisions/010): /pt/artigos/{slug} of an English article, or /artigos/{slug}
 * of a Portuguese one, goes to the translation in the requested locale when one is published,
 * else to the article's own URL; the specification's /artigo/{slug} goes there directly.
 */
import type { Kysely } from 'kysely';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import { articleHref } from '../../src/lib/navigation.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import type { ArticleRow, Database } from '../db/schema.ts';

const ARTICLE_PATH = /^(?:\/(pt))?\/artigos\/([^/]+)$/;
const MAX_SLUG_LENGTH = 300;

export interface ArticleRedirects {
  /** The target of /artigo/{slug} (or /pt/artigo/{slug}): always somewhere, as it always was. */
  legacy(locale: Locale, slug: string): Promise<string>;
  /** The target of an article path the build does not have, or null when it is simply not found. */
  moved(pathname: string): Promise<string | null>;
}

/** Where /artigo/{slug} leads when no published article has the slug: the same slug at the new path. */
export function legacyFallback(locale: Locale, slug: string): string {
  return localizePath(articleHref(slug), locale);
}

/** A published article as the computed redirects need it. */
export type PublishedArticle = Pick<ArticleRow, 'idioma' | 'slug' | 'grupo_traducao'>;

/**
 * Where the computed redirects read the published articles: the database (publishedInDatabase)
 * or the copy in memory (functions/redirects/redirect-index.ts).
 */
export interface PublishedArticles {
  /** Every published article with this slug, in either language. */
  withSlug(slug: string): Promise<readonly PublishedArticle[]> | readonly PublishedArticle[];
  /** The published article of a translation group in `locale`, if any. */
  translation(
    group: string,
    locale: Locale,
  ): Promise<Pick<ArticleRow, 'idioma' | 'slug'> | undefined> | Pick<ArticleRow, 'idioma' | 'slug'> | undefined;
}

export function publishedInDatabase(db: Kysely<Database>): PublishedArticles {
  return {
    withSlug: (slug) =>
      db
        .selectFrom('articles')
        .select(['idioma', 'slug', 'grupo_traducao'])
        .where('slug', '=', slug)
        .where('status', '=', 'publicado')
        .execute(),
    translation: (group, locale) =>
      db
        .selectFrom('articles')
        .select(['idioma', 'slug'])
        .where('grupo_traducao', '=', group)
        .where('idioma', '=', locale)
        .where('status', '=', 'publicado')
        .executeTakeFirst(),
  };
}

export function articleRedirects(articles: PublishedArticles): ArticleRedirects {
  /** The published page in `locale` for a slug of either language, else the article's own one. */
  async function resolve(locale: Locale, slug: string): Promise<string | null> {
    // PostgreSQL refuses a NUL in text; neither it nor an overlong path can be a stored slug.
    if (slug.includes('\0') || slug.length > MAX_SLUG_LENGTH) return null;
    const found = await articles.withSlug(slug);
    const own = found.find((article) => article.idioma === locale);
    if (own) return articleUrl(own);
    const other = found[0];
    if (!other) return null;
    if (other.grupo_traducao) {
      const translation = await articles.translation(other.grupo_traducao, locale);
      if (translation) return articleUrl(translation);
    }
    return articleUrl(other);
  }

  return {
    async legacy(locale, slug) {
      return (await resolve(locale, slug)) ?? legacyFallback(locale, slug);
    },
    async moved(pathname) {
      const match = ARTICLE_PATH.exec(pathname);
      if (!match) return null;
      const locale = match[1] ?? 'en';
      if (!isLocale(locale)) return null;
      const target = await resolve(locale, match[2]!);
      // The article's own page missing from the build (not rebuilt yet) is a 404, not a loop.
      return target && decodeURIComponent(target) !== pathname ? target : null;
    },
  };
}
