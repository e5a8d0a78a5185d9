/**
 * Every page of the site for a content snapshot, each with a key: a hash of exactly the content
 * the page shows. A page whose key is unchanged since the live build renders the same bytes
 * and is kept; the others are rendered again (docs/decisions/030). The selections are the ones
 * the pages themselves make (src/lib/content/queries.ts), so a page and its key cannot disagree
 * about what the page lists; the proof is tests/api/incremental-publishing.test.ts, which
 * compares the incremental output with a full render after a sequence of changes.
 */
import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { localizePath } from '../../../src/i18n/paths.ts';
import { affiliateDisclosureIn } from '../../../src/lib/affiliate-disclosure.ts';
import { translationOf } from '../../../src/lib/article-page.ts';
import { CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import {
  ARTICLES_PAGE_SIZE,
  CATEGORY_PAGE_LIMIT,
  articlesForLocale,
  articlesInCategory,
  featuredArticles,
  recentArticles,
  relatedArticles,
  shownIn,
} from '../../../src/lib/content/queries.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import { feedArticles } from '../../../src/lib/feed.ts';
import { articleHref, categoryPageHref } from '../../../src/lib/navigation.ts';
import { contactIn, identityIn, statFigures, testimonialsIn } from '../../../src/lib/site-facts.ts';
import { articleSitemapParts, sitemapIndexEntries } from '../../../src/lib/site-sitemap.ts';
import { SITEMAP_INDEX_PATH, SITEMAP_PAGES_PATH, sitemapArticlesPath } from '../../../src/lib/sitemap.ts';

export interface PlannedPage {
  /** The URL path, e.g. `/pt/artigos/foo`. */
  path: string;
  /** A hash of what the page shows. */
  key: string;
}

/** Pages that show no content but the footer: they change only with a deploy or the footer's year. */
const FIXED_PAGES = ['/sobre', '/products'];
const FIXED_UNLOCALIZED = ['/robots.txt', '/favicon.svg'];
const NOT_FOUND_PAGES: [string, Locale][] = [
  ['/404', 'en'],
  ['/pt/404', 'pt'],
];

const articleHashes = new WeakMap<PublishedArticle, string>();

/** A hash of everything the content API says about an article, computed once per snapshot object. */
function articleHash(article: PublishedArticle): string {
  let hash = articleHashes.get(article);
  if (!hash) {
    hash = createHash('sha1').update(JSON.stringify(article)).digest('base64url');
    articleHashes.set(article, hash);
  }
  return hash;
}

function keyOf(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('base64url');
}

const listKey = (articles: readonly PublishedArticle[]) => articles.map(articleHash).join(',');
const jsonKey = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

export function planPages(content: SiteContent): PlannedPage[] {
  const { articles, reviews, ebooks, settings } = content;
  const coachKey = jsonKey(settings.coach);
  // Every HTML page shows its language's site name and tagline (title, header, JSON-LD) and the
  // footer, with its year and the social profiles (Configurações): part of each such key.
  const shell = Object.fromEntries(
    LOCALES.map((locale) => [locale, keyOf(settings.site.footer_year, jsonKey(identityIn(settings.site, locale)))]),
  ) as Record<Locale, string>;
  const pages: PlannedPage[] = [];
  const page = (path: string, key: string, locale: Locale) => pages.push({ path, key: keyOf(key, shell[locale]) });

  for (const path of FIXED_UNLOCALIZED) pages.push({ path, key: 'fixed' });
  // The back office's shell names the site in its title.
  pages.push({ path: '/admin', key: jsonKey(settings.site.name) });
  for (const [path, locale] of NOT_FOUND_PAGES) page(path, 'fixed', locale);
  pages.push({ path: '/build-settings.json', key: coachKey });
  // The sitemap: an index naming its parts with their newest dates, the interface pages' part
  // (fixed), and the article parts, each keyed by its own articles (docs/decisions/051), so a
  // publish rewrites one part and the index, whatever the site's size.
  const sitemap = articleSitemapParts(articles);
  pages.push({ path: SITEMAP_INDEX_PATH, key: jsonKey(sitemapIndexEntries(sitemap)) });
  pages.push({ path: SITEMAP_PAGES_PATH, key: 'fixed' });
  for (const [part, listed] of sitemap.parts) pages.push({ path: sitemapArticlesPath(part), key: keyOf(sitemap.count, listKey(listed)) });

  for (const locale of LOCALES) {
    const at = (path: string) => localizePath(path, locale);
    const listed = articlesForLocale(articles, locale);
    for (const path of FIXED_PAGES) page(at(path), `fixed:${locale}`, locale);
    page(at('/contato'), jsonKey(contactIn(settings.site, locale)), locale);
    page(at('/life-coach'), coachKey, locale);
    page(at('/life-coach/chat'), coachKey, locale);
    page(at('/interactive-ebooks'), jsonKey(shownIn(ebooks, locale)), locale);
    page(
      at('/'),
      keyOf(
        listed.length,
        listKey(featuredArticles(articles, locale)),
        listKey(recentArticles(articles, locale)),
        jsonKey(shownIn(reviews, locale)),
        jsonKey(statFigures(settings.site, locale)),
        jsonKey(testimonialsIn(settings.site, locale)),
        // The reviews section shows the language's marketplace disclosure (only when it is shown).
        shownIn(reviews, locale).length ? (affiliateDisclosureIn(settings, locale) ?? '-') : '',
      ),
      locale,
    );
    page(at('/artigos'), keyOf(listed.length, listKey(listed.slice(0, ARTICLES_PAGE_SIZE))), locale);
    for (const category of CATEGORY_KEYS) {
      const inCategory = articlesInCategory(articles, locale, category);
      page(at(categoryPageHref(category)), keyOf(inCategory.length, listKey(inCategory.slice(0, CATEGORY_PAGE_LIMIT))), locale);
    }
    // The feed's title and description name the site.
    pages.push({ path: at('/rss.xml'), key: keyOf(listKey(feedArticles(articles, locale)), settings.site.name[locale]) });
  }

  for (const article of articles) {
    const translation = translationOf(articles, article);
    page(
      localizePath(articleHref(article.slug), article.idioma),
      keyOf(
        articleHash(article),
        translation ? articleHash(translation) : '-',
        listKey(relatedArticles(articles, article)),
        // Its products show the language's marketplace disclosure: only such pages follow a change of it.
        article.related_products.length ? (affiliateDisclosureIn(settings, article.idioma) ?? '-') : '',
      ),
      article.idioma,
    );
  }
  return pages;
}
