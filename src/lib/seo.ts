/**
 * Search metadata of every page: title, canonical, hreflang alternates, Open Graph, Twitter
 * card and JSON-LD. Pure: the Seo component only prints what buildSeo returns.
 */
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, OG_LOCALE, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';

export type JsonLd = Record<string, unknown>;

/**
 * The versions of one page by locale, as default-locale paths (localized when printed): an
 * interface page exists in every locale at the same path; an article only in its own language
 * and in its translation's, each at its own slug.
 */
export type PageVersions = Partial<Record<Locale, string>>;

export function sameInEveryLocale(path: string): PageVersions {
  return Object.fromEntries(LOCALES.map((locale) => [locale, path]));
}

export interface SeoInput {
  /** The site's origin (astro.config `site`). */
  site: string | URL;
  locale: Locale;
  /** The page's path in the default locale, e.g. /artigos/foo; null for pages without one (404). */
  path: string | null;
  /** The page's versions by locale; the same path in every locale unless given. */
  versions?: PageVersions;
  title: string;
  siteName: string;
  /** What follows the page's title: the site's name and tagline. */
  tagline: string;
  /** The site's social profiles (the Organization's sameAs). */
  sameAs?: readonly string[];
  /** The site's own description, for the WebSite structured data. */
  siteDescription: string;
  description: string;
  /** A site path or an absolute URL; the default share image otherwise. */
  image: string;
  /** The image's size, when known: printed as og:image:width and og:image:height. */
  imageSize?: { width: number; height: number } | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  logo: string;
  /** Extra structured data of the page (Article, BreadcrumbList, VideoObject). */
  jsonLd?: JsonLd[];
  article?: { publishedTime: string; modifiedTime: string; section: string };
}

export interface MetaTag {
  property?: string;
  name?: string;
  content: string;
}

export interface SeoTags {
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  alternates: { hreflang: string; href: string }[];
  meta: MetaTag[];
  jsonLd: JsonLd[];
}

export function absoluteUrl(pathOrUrl: string, site: string | URL): string {
  return new URL(pathOrUrl, site).toString();
}

export function pageTitle(title: string, tagline: string): string {
  return `${title} | ${tagline}`;
}

/**
 * hreflang alternates: one per existing version and x-default on the default locale's, or
 * none at all for a page that exists in one language only (it has no alternate to offer).
 * x-default falls back to the first version when there is no default-locale one.
 */
export function hreflangAlternates(versions: PageVersions, site: string | URL): { hreflang: string; href: string }[] {
  const existing = LOCALES.flatMap((locale) => {
    const path = versions[locale];
    return path === undefined ? [] : [{ hreflang: locale as string, href: absoluteUrl(localizePath(path, locale), site) }];
  });
  if (existing.length < 2) return [];
  const fallback = existing.find((alternate) => alternate.hreflang === DEFAULT_LOCALE) ?? existing[0]!;
  return [...existing, { hreflang: 'x-default', href: fallback.href }];
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function organizationLd(input: { site: string | URL; name: string; logo: string; sameAs?: readonly string[] }): JsonLd {
  const url = absoluteUrl('/', input.site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: input.name,
    url,
    logo: absoluteUrl(input.logo, input.site),
    // The owner's social profiles (Configurações); none, no sameAs.
    ...(input.sameAs?.length ? { sameAs: [...input.sameAs] } : {}),
  };
}

export function websiteLd(input: { site: string | URL; name: string; description: string; locale: Locale }): JsonLd {
  const home = absoluteUrl(localizePath('/', input.locale), input.site);
  const search = absoluteUrl(localizePath('/artigos', input.locale), input.site);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/', input.site)}#website`,
    name: input.name,
    url: home,
    description: input.description,
    inLanguage: HTML_LANG[input.locale],
    publisher: { '@id': `${absoluteUrl('/', input.site)}#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${search}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface ArticleLdInput {
  site: string | URL;
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string | null;
  /** The author's page: the about page until authors have pages of their own. */
  authorUrl: string;
  /** The same image in other shapes (the social card's 16:9, 4:3 and 1:1), after `image`. */
  imageRatios?: string[];
  publisherName: string;
  logo: string;
  locale: Locale;
  section: string;
  /** The article's translation, when it has a published one. */
  translation?: { url: string; locale: Locale; headline: string; isOriginal: boolean } | null;
}

/**
 * schema.org's translation links: the original's page names its translation (workTranslation),
 * the translation names the work it translates (translationOfWork).
 */
function translationLd(translation: NonNullable<ArticleLdInput['translation']>): JsonLd {
  const work = {
    '@type': 'Article',
    '@id': translation.url,
    url: translation.url,
    headline: translation.headline,
    inLanguage: HTML_LANG[translation.locale],
  };
  return translation.isOriginal ? { translationOfWork: work } : { workTranslation: work };
}

export function articleLd(input: ArticleLdInput): JsonLd {
  const organization = {
    '@type': 'Organization',
    '@id': `${absoluteUrl('/', input.site)}#organization`,
    name: input.publisherName,
    url: absoluteUrl('/', input.site),
    logo: { '@type': 'ImageObject', url: absoluteUrl(input.logo, input.site) },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    image: [input.image, ...(input.imageRatios ?? [])].map((image) => absoluteUrl(image, input.site)),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: input.author ? { '@type': 'Person', name: input.author, url: input.authorUrl } : organization,
    publisher: organization,
    inLanguage: HTML_LANG[input.locale],
    articleSection: input.section,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    '@id': input.url,
    ...(input.translation ? translationLd(input.translation) : {}),
  };
}

export function breadcrumbLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface VideoLdInput {
  name: string;
  description: string;
  uploadDate: string;
  thumbnailUrl: string | null;
  /** An embeddable player, or the file itself. */
  embedUrl?: string;
  contentUrl?: string;
  /** Seconds, when the server read them from the uploaded file. */
  durationSeconds?: number | null;
}

/** ISO 8601 duration, as schema.org's VideoObject.duration asks: PT1M5S, PT1H2M3S, PT9S. */
export function isoDuration(seconds: number): string {
  const total = Math.max(1, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
}

export function videoLd(input: VideoLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    uploadDate: input.uploadDate,
    ...(input.thumbnailUrl ? { thumbnailUrl: [input.thumbnailUrl] } : {}),
    ...(input.embedUrl ? { embedUrl: input.embedUrl } : {}),
    ...(input.contentUrl ? { contentUrl: input.contentUrl } : {}),
    ...(input.durationSeconds ? { duration: isoDuration(input.durationSeconds) } : {}),
  };
}

export function buildSeo(input: SeoInput): SeoTags {
  const title = pageTitle(input.title, input.tagline);
  const indexable = !input.noindex && input.path !== null;
  const canonical = indexable && input.path !== null ? absoluteUrl(localizePath(input.path, input.locale), input.site) : null;
  const image = absoluteUrl(input.image, input.site);
  const type = input.type ?? 'website';
  const versions = input.versions ?? (input.path === null ? {} : sameInEveryLocale(input.path));
  const otherLocales = LOCALES.filter((locale) => locale !== input.locale && versions[locale] !== undefined);

  const meta: MetaTag[] = [
    { name: 'description', content: input.description },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: type },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:image', content: image },
    ...(input.imageSize
      ? [
          { property: 'og:image:width', content: String(input.imageSize.width) },
          { property: 'og:image:height', content: String(input.imageSize.height) },
        ]
      : []),
    ...(input.imageAlt ? [{ property: 'og:image:alt', content: input.imageAlt }] : []),
    { property: 'og:locale', content: OG_LOCALE[input.locale] },
    ...otherLocales.map((locale) => ({ property: 'og:locale:alternate', content: OG_LOCALE[locale] })),
    ...(input.article
      ? [
          { property: 'article:published_time', content: input.article.publishedTime },
          { property: 'article:modified_time', content: input.article.modifiedTime },
          { property: 'article:section', content: input.article.section },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    ...(input.imageAlt ? [{ name: 'twitter:image:alt', content: input.imageAlt }] : []),
  ];

  return {
    title,
    description: input.description,
    canonical,
    robots: input.noindex ? 'noindex, nofollow' : null,
    alternates: indexable ? hreflangAlternates(versions, input.site) : [],
    meta,
    jsonLd: [
      organizationLd({ site: input.site, name: input.siteName, logo: input.logo, sameAs: input.sameAs }),
      websiteLd({ site: input.site, name: input.siteName, description: input.siteDescription, locale: input.locale }),
      ...(input.jsonLd ?? []),
    ],
  };
}
