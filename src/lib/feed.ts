/**
 * The RSS 2.0 feed of each locale (/rss.xml, /pt/rss.xml): the latest articles written in
 * that locale's language, never the other language's (a feed reader subscribes to a language).
 */
import type { RSSOptions } from '@astrojs/rss';
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { articleUrl } from './article-links.ts';
import { articlesForLocale } from './content/queries.ts';
import type { PublishedArticle } from './content/schema.ts';
import { absoluteUrl } from './seo.ts';

/** The feed's default-locale path; localizePath gives each locale's. */
export const FEED_PATH = '/rss.xml';
export const FEED_LIMIT = 20;

export interface FeedText {
  title: string;
  description: string;
  categoryLabel(article: PublishedArticle): string;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A locale's feed: its own language's newest articles (the page plan keys the feed on this choice). */
export function feedArticles(articles: readonly PublishedArticle[], locale: Locale): PublishedArticle[] {
  // The locale's list starts with its own language's articles, newest first: the same choice as
  // sorting that language's articles, without a pass over every article.
  return articlesForLocale(articles, locale)
    .slice(0, FEED_LIMIT)
    .filter((article) => article.idioma === locale);
}

export function feedOptions(articles: readonly PublishedArticle[], locale: Locale, site: string | URL, text: FeedText): RSSOptions {
  const latest = feedArticles(articles, locale);
  const self = absoluteUrl(localizePath(FEED_PATH, locale), site);
  return {
    title: text.title,
    description: text.description,
    site: absoluteUrl(localizePath('/', locale), site),
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>${HTML_LANG[locale]}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    items: latest.map((article) => ({
      title: article.titulo,
      description: article.meta_descricao,
      link: absoluteUrl(articleUrl(article), site),
      pubDate: new Date(article.data_publicacao),
      categories: [text.categoryLabel(article)],
      ...(article.autor ? { customData: `<dc:creator>${escapeXml(article.autor)}</dc:creator>` } : {}),
    })),
  };
}
