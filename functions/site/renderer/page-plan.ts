/**
 * Every page of the site for a content snapshot, each with a key: a hash of exactly the content
 * the page shows. A page whose key is unchanged since the live build renders the same bytes
 * and is kept; the others are rendered again (docs/decisions/030). The selections are the ones
 * the pages themselves make (src/lib/content/queries.ts), so a page and its key cannot disagree
 * about what the page lists; the proof is tests/api/incremental-publishing.test.ts, which
 * compares the incremental output with a full render after a sequence of changes.
 *
 * A publish changes a few articles, so a build does not key every page again (docs/decisions/064):
 * a PagePlan keeps the keys of the live build, and `diff` keys only the pages a change can reach:
 * the changed articles' pages, the pages of the articles whose translation they are, the pages of
 * their neighbours in their category lists (a page's related block is its nearest neighbours), and
 * the few pages that list or count articles (home, lists, categories, feeds, sitemap).
 */
import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { localizePath } from '../../../src/i18n/paths.ts';
import { affiliateDisclosureIn } from '../../../src/lib/affiliate-disclosure.ts';
import { translationOf } from '../../../src/lib/article-page.ts';
import { CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import { leanBodyOf } from '../../../src/lib/content/bodies.ts';
import {
  ARTICLES_PAGE_SIZE,
  CATEGORY_PAGE_LIMIT,
  articlesForLocale,
  carryLists,
  categoryList,
  categoryPosition,
  featuredArticles,
  listedIn,
  RELATED_LIMIT,
  recentArticles,
  relatedArticles,
  shownIn,
} from '../../../src/lib/content/queries.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import { feedArticles } from '../../../src/lib/feed.ts';
import { articleHref, categoryPageHref } from '../../../src/lib/navigation.ts';
import { contactIn, identityIn, statFigures, testimonialsIn } from '../../../src/lib/site-facts.ts';
import { articleSitemapParts, carrySitemapParts, sitemapIndexEntries } from '../../../src/lib/site-sitemap.ts';
import { SITEMAP_INDEX_PATH, SITEMAP_PAGES_PATH, sitemapArticlesPath } from '../../../src/lib/sitemap.ts';

export interface PlannedPage {
  /** The URL path, e.g. `/pt/artigos/foo`. */
  path: string;
  /** A hash of what the page shows. */
  key: string;
}

/** Pages that show no content but the footer: they change only with a deploy or the footer's year. */
const FIXED_PAGES = ['/sobre'];
const FIXED_UNLOCALIZED = ['/robots.txt', '/favicon.svg'];
const NOT_FOUND_PAGES: [string, Locale][] = [
  ['/404', 'en'],
  ['/pt/404', 'pt'],
];

const articleHashes = new WeakMap<PublishedArticle, string>();

/**
 * A hash of everything the content API says about an article, computed once per snapshot object;
 * a lean article (held without its body, docs/decisions/090) adds its body's digest.
 */
function articleHash(article: PublishedArticle): string {
  let hash = articleHashes.get(article);
  if (!hash) {
    hash = createHash('sha1')
      .update(JSON.stringify(article))
      .update(leanBodyOf(article)?.digest ?? '')
      .digest('base64url');
    articleHashes.set(article, hash);
  }
  return hash;
}

function keyOf(...parts: (string | number)[]): string {
  return createHash('sha1').update(parts.join('\u0000')).digest('base64url');
}

const listKey = (articles: readonly PublishedArticle[]) => articles.map(articleHash).join(',');

/** A sitemap part's key, computed once per part list: the parts a change did not touch keep their lists (carrySitemapParts). */
const partKeys = new WeakMap<readonly PublishedArticle[], { count: number; key: string }>();

function partKey(count: number, listed: readonly PublishedArticle[]): string {
  const known = partKeys.get(listed);
  if (known?.count === count) return known.key;
  const key = keyOf(count, listKey(listed));
  partKeys.set(listed, { count, key });
  return key;
}
const jsonKey = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** What pages show of the settings, per language: every HTML page's part, and the disclosure pages with products show. */
interface Shell {
  page: Record<Locale, string>;
  disclosure: Record<Locale, string>;
}

function shellKeys(settings: SiteContent['settings']): Shell {
  const perLocale = (value: (locale: Locale) => string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, string>;
  return {
    // Every HTML page shows its language's site name and tagline (title, header, JSON-LD) and the
    // footer, with its year and the social profiles (Configurações): part of each such key.
    page: perLocale((locale) => keyOf(settings.site.footer_year, jsonKey(identityIn(settings.site, locale)))),
    // An article with products shows its language's store disclosure (issue 29): only those pages follow a change of it.
    disclosure: perLocale((locale) => affiliateDisclosureIn(settings, locale) ?? '-'),
  };
}

const sameShell = (a: Shell, b: Shell) =>
  LOCALES.every((locale) => a.page[locale] === b.page[locale] && a.disclosure[locale] === b.disclosure[locale]);

/** The pages that are not one article's: few, whatever the site's size (their keys read lists, not every article). */
function sitePages(content: SiteContent, shell: Shell): PlannedPage[] {
  const { articles, reviews, ebooks, settings } = content;
  const coachKey = jsonKey(settings.coach);
  const pages: PlannedPage[] = [];
  const page = (path: string, key: string, locale: Locale) => pages.push({ path, key: keyOf(key, shell.page[locale]) });

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
  for (const [part, listed] of sitemap.parts) pages.push({ path: sitemapArticlesPath(part), key: partKey(sitemap.count, listed) });

  for (const locale of LOCALES) {
    const at = (path: string) => localizePath(path, locale);
    const listed = articlesForLocale(articles, locale);
    for (const path of FIXED_PAGES) page(at(path), `fixed:${locale}`, locale);
    // The products page is the feed's (read by its islands) with its language's store disclosure.
    page(at('/products'), keyOf('products', shell.disclosure[locale]), locale);
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
      const inCategory = categoryList(articles, locale, category);
      page(at(categoryPageHref(category)), keyOf(inCategory.length, listKey(inCategory.slice(0, CATEGORY_PAGE_LIMIT))), locale);
    }
    // The feed's title and description name the site.
    pages.push({ path: at('/rss.xml'), key: keyOf(listKey(feedArticles(articles, locale)), settings.site.name[locale]) });
  }

  return pages;
}

const articlePath = (article: PublishedArticle) => localizePath(articleHref(article.slug), article.idioma);

/** An article's page: the article, its published translation and its related block. */
function articlePage(articles: readonly PublishedArticle[], article: PublishedArticle, shell: Shell): PlannedPage {
  const translation = translationOf(articles, article);
  return {
    path: articlePath(article),
    key: keyOf(
      keyOf(articleHash(article), translation ? articleHash(translation) : '-', listKey(relatedArticles(articles, article))),
      shell.page[article.idioma],
      article.related_products.length ? shell.disclosure[article.idioma] : '',
    ),
  };
}

export function planPages(content: SiteContent): PlannedPage[] {
  const shell = shellKeys(content.settings);
  const pages = sitePages(content, shell);
  for (const article of content.articles) pages.push(articlePage(content.articles, article, shell));
  return pages;
}

/** What a change of content does to the plan: the pages to (re)key, with their keys, and the pages gone. */
export interface PlanDelta {
  /** Every page whose key may differ from the live one's, with its key now (the caller compares). */
  set: Map<string, string>;
  removed: string[];
  /** Keyed from nothing (the first plan, or a change every page shows: the site's name, the footer). */
  whole: boolean;
  /** For `apply`: the articles whose objects changed (before and after), and the site pages' paths. */
  changed: Map<string, { before?: PublishedArticle; after?: PublishedArticle }>;
  sitePaths: Set<string>;
}

/** Where an article points its translation: `idioma/slug`, as publishedArticle finds it. */
const translationAddress = (article: PublishedArticle) => (article.traducao ? `${article.traducao.idioma}/${article.traducao.slug}` : null);
const addressOf = (article: PublishedArticle) => `${article.idioma}/${article.slug}`;

/**
 * The keys of the live build's pages, and what a change needs to find the pages it reaches.
 * `diff` leaves it as it is (a build may fail); `apply` moves it on once the build is live.
 */
export class PagePlan {
  /** How many articles the last `diff` compared with the plan's (the changed ones when the content said which: for tests). */
  lastCompared = 0;

  private constructor(
    /** Every page's key, by path. */
    readonly keys: Map<string, string>,
    private articles: readonly PublishedArticle[],
    private byId: Map<string, PublishedArticle>,
    private shell: Shell,
    /** The paths sitePages gave. */
    private siteOwn: Set<string>,
    /** Who points its translation at an address (`idioma/slug`): their pages show what is published there. */
    private pointing: Map<string, Set<string>>,
  ) {}

  /** The plan of every page for `content`, and the delta that makes it from nothing. */
  static whole(content: SiteContent): { plan: PagePlan; delta: PlanDelta } {
    const shell = shellKeys(content.settings);
    const own = sitePages(content, shell);
    const keys = new Map(own.map((page) => [page.path, page.key]));
    const byId = new Map<string, PublishedArticle>();
    const pointing = new Map<string, Set<string>>();
    for (const article of content.articles) {
      const page = articlePage(content.articles, article, shell);
      keys.set(page.path, page.key);
      byId.set(article.id, article);
      PagePlan.point(pointing, article, 'add');
    }
    const sitePaths = new Set(own.map((page) => page.path));
    const plan = new PagePlan(keys, content.articles, byId, shell, sitePaths, pointing);
    return { plan, delta: { set: new Map(keys), removed: [], whole: true, changed: new Map(), sitePaths } };
  }

  get size(): number {
    return this.keys.size;
  }

  private static point(pointing: Map<string, Set<string>>, article: PublishedArticle, how: 'add' | 'delete'): void {
    const address = translationAddress(article);
    if (!address) return;
    let ids = pointing.get(address);
    if (how === 'add') {
      if (!ids) pointing.set(address, (ids = new Set()));
      ids.add(article.id);
    } else if (ids) {
      ids.delete(article.id);
      if (!ids.size) pointing.delete(address);
    }
  }

  /**
   * The pages `content` may have changed since this plan's content, keyed. Unchanged articles
   * keep their objects (ContentSnapshot), so a changed article is one whose object differs.
   */
  diff(content: SiteContent): PlanDelta {
    const shell = shellKeys(content.settings);
    if (!sameShell(shell, this.shell)) return this.wholeDiff(content);
    const { articles } = content;
    const changed = new Map<string, { before?: PublishedArticle; after?: PublishedArticle }>();
    // The snapshot says which articles changed since this plan's list (docs/decisions/090);
    // content from elsewhere is compared article by article.
    const hinted = content.changesSince?.(this.articles);
    if (hinted) {
      this.lastCompared = hinted.size;
      for (const [id, now] of hinted) {
        const before = this.byId.get(id);
        const after = now ?? undefined;
        if (before !== after) changed.set(id, { before, after });
      }
    } else {
      this.lastCompared = articles.length;
      let kept = 0;
      for (const article of articles) {
        const before = this.byId.get(article.id);
        if (before) kept++;
        if (before !== article) changed.set(article.id, { before, after: article });
      }
      if (kept < this.byId.size) {
        const present = new Set(articles.map((article) => article.id));
        for (const [id, before] of this.byId) if (!present.has(id)) changed.set(id, { before });
      }
    }

    const reached = new Set(changed.keys());
    const neighbours = (within: readonly PublishedArticle[], version: PublishedArticle, locale: Locale) => {
      // A binary search in the category's list (docs/decisions/095), not an index of it by id per new list.
      const list = categoryList(within, locale, version.categoria);
      const at = categoryPosition(within, locale, version);
      if (at === -1) return;
      for (let index = Math.max(0, at - RELATED_LIMIT); index <= at + RELATED_LIMIT && index < list.length; index++) {
        const other = list[index]!;
        if (other.idioma === locale) reached.add(other.id);
      }
    };
    const reach = (version: PublishedArticle | undefined, within: readonly PublishedArticle[]) => {
      if (!version) return;
      for (const locale of LOCALES) {
        if (listedIn(version, locale)) neighbours(within, version, locale);
      }
      for (const id of this.pointing.get(addressOf(version)) ?? []) reached.add(id);
    };
    for (const { before } of changed.values()) reach(before, this.articles);
    // The new content's lists are the live ones with the changes taken out and put back in.
    carryLists(this.articles, articles, [...changed.values()]);
    carrySitemapParts(this.articles, articles, [...changed.values()]);
    for (const { after } of changed.values()) reach(after, articles);

    const set = new Map<string, string>();
    for (const page of sitePages(content, shell)) set.set(page.path, page.key);
    const sitePaths = new Set(set.keys());
    const gone: string[] = [...this.siteOwn].filter((path) => !set.has(path));
    for (const id of reached) {
      const before = changed.has(id) ? changed.get(id)!.before : this.byId.get(id);
      const after = changed.has(id) ? changed.get(id)!.after : this.byId.get(id);
      if (after) {
        const page = articlePage(articles, after, shell);
        set.set(page.path, page.key);
      }
      if (before && (!after || articlePath(before) !== articlePath(after))) gone.push(articlePath(before));
    }
    return { set, removed: gone.filter((path) => !set.has(path) && this.keys.has(path)), whole: false, changed, sitePaths };
  }

  private wholeDiff(content: SiteContent): PlanDelta {
    const { plan, delta } = PagePlan.whole(content);
    return { ...delta, removed: [...this.keys.keys()].filter((path) => !plan.keys.has(path)) };
  }

  /** Moves the plan on to `content`, the content `delta` was made from (once its build is live). */
  apply(content: SiteContent, delta: PlanDelta): void {
    if (delta.whole) {
      const { plan } = PagePlan.whole(content);
      Object.assign(this, plan);
      return;
    }
    for (const path of delta.removed) this.keys.delete(path);
    for (const [path, key] of delta.set) this.keys.set(path, key);
    for (const [id, { before, after }] of delta.changed) {
      if (before) PagePlan.point(this.pointing, before, 'delete');
      if (after) {
        PagePlan.point(this.pointing, after, 'add');
        this.byId.set(id, after);
      } else {
        this.byId.delete(id);
      }
    }
    this.siteOwn = delta.sitePaths;
    this.articles = content.articles;
  }
}
