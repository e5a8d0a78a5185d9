/**
 * Where an article lives and how a page in some locale points at it: each article is built
 * once, at the URL of its language (docs/decisions/010), and a card of an article written in
 * the other language says so (docs/decisions/013).
 */
import { HTML_LANG, otherLocale, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { articleHref } from './navigation.ts';
import type { PageVersions } from './seo.ts';

export interface ArticleRef {
  slug: string;
  idioma: Locale;
}

/** The article's one URL: /artigos/{slug} in English, /pt/artigos/{slug} in Portuguese. */
export function articleUrl(article: ArticleRef): string {
  return localizePath(articleHref(article.slug), article.idioma);
}

/** The article and its published translation, as versions of one page (for hreflang). */
export function articleVersions(article: ArticleRef & { traducao: ArticleRef | null }): PageVersions {
  const versions: PageVersions = { [article.idioma]: articleHref(article.slug) };
  if (article.traducao && article.traducao.idioma !== article.idioma) {
    versions[article.traducao.idioma] = articleHref(article.traducao.slug);
  }
  return versions;
}

/**
 * The language switcher's targets on an article page: the article itself, and its translation
 * or, without one, the other locale's articles list (never a page that does not exist).
 */
export function articleSwitcherLinks(article: ArticleRef & { traducao: ArticleRef | null }): Record<Locale, string> {
  const other = otherLocale(article.idioma);
  const translation = article.traducao?.idioma === other ? article.traducao : null;
  return {
    [article.idioma]: articleUrl(article),
    [other]: translation ? articleUrl(translation) : localizePath('/artigos', other),
  } as Record<Locale, string>;
}

/** What a card in `locale` adds for an article written in another language; null for its own. */
export interface ForeignLanguageMark {
  /** The card's `lang` and its link's `hreflang`. */
  lang: string;
  hreflang: Locale;
  /** The dictionary key of the visible badge. */
  badge: 'card.language.en' | 'card.language.pt';
}

export function foreignLanguageMark(article: { idioma: Locale }, locale: Locale): ForeignLanguageMark | null {
  if (article.idioma === locale) return null;
  return { lang: HTML_LANG[article.idioma], hreflang: article.idioma, badge: `card.language.${article.idioma}` };
}
