/**
 * What becomes of each item of a WordPress export, decided without touching the database:
 * the importer (and its dry run) read the file twice, first into a WxrIndex (attachments,
 * ThirstyAffiliates links, translation terms, categories and authors: small, whatever the file's
 * size), then item by item through planWordPressItem. Pure functions, unit-tested on fixtures.
 */
import { unserialize } from 'php-serialize';
import type { Locale as ArticleLanguage } from '../../../src/i18n/locales.ts';
import { slugify } from '../../../src/lib/slug.ts';
import { detached } from '../detached.ts';
import type { ImportOptions, ItemPlan, PlanNote, PlannedArticle, SkipReason } from '../types.ts';
import { convertWordPressBody, originalImageUrl } from './content.ts';
import type { WxrAuthor, WxrChannel, WxrEvent, WxrItem, WxrTerm } from './wxr-reader.ts';

export interface WxrIndex {
  channel: WxrChannel | null;
  authors: Map<string, string>;
  attachments: Map<number, string>;
  affiliateLinks: Map<string, { title: string; url: string }>;
  /** Polylang's post_translations term slug → language → post id. */
  translationTerms: Map<string, Map<string, number>>;
  /** Source category slug → its name and how many posts use it. */
  categories: Map<string, { name: string; posts: number }>;
}

export function emptyIndex(): WxrIndex {
  return {
    channel: null,
    authors: new Map(),
    attachments: new Map(),
    affiliateLinks: new Map(),
    translationTerms: new Map(),
    categories: new Map(),
  };
}

/** Serialized PHP whose string lengths went wrong on the way (CRLF read as LF) is measured again, as WordPress does. */
export function unserializePhp(text: string): unknown {
  try {
    return unserialize(text, {}, { strict: false });
  } catch {
    const repaired = text.replace(
      /s:(\d+):"(.*?)";/gs,
      (_whole, _length: string, value: string) => `s:${Buffer.byteLength(value)}:"${value}";`,
    );
    try {
      return unserialize(repaired, {}, { strict: false });
    } catch {
      return null;
    }
  }
}

function addTerm(index: WxrIndex, term: WxrTerm): void {
  if (term.taxonomy === 'category' && !index.categories.has(term.slug))
    index.categories.set(detached(term.slug), { name: detached(term.name), posts: 0 });
  if (term.taxonomy === 'post_translations') {
    const value = unserializePhp(term.description);
    if (value && typeof value === 'object') {
      const members = new Map<string, number>();
      for (const [language, id] of Object.entries(value as Record<string, unknown>)) {
        const postId = Number(id);
        if (Number.isSafeInteger(postId) && postId > 0) members.set(detached(language), postId);
      }
      index.translationTerms.set(detached(term.slug), members);
    }
  }
}

/** The first pass: what later items need to know about others. */
export function indexEvent(index: WxrIndex, event: WxrEvent): void {
  if (event.type === 'channel') index.channel = JSON.parse(JSON.stringify(event.channel)) as WxrChannel;
  else if (event.type === 'author') addAuthor(index, event.author);
  else if (event.type === 'term') addTerm(index, event.term);
  else if (event.type === 'item') {
    const item = event.item;
    if (item.postType === 'attachment' && item.postId && item.attachmentUrl)
      index.attachments.set(item.postId, detached(item.attachmentUrl));
    if (item.postType === 'thirstylink' && item.postName) {
      const url = item.meta.get('_ta_destination_url')?.trim();
      if (url)
        index.affiliateLinks.set(detached(decodeSlug(item.postName).toLowerCase()), { title: detached(item.title), url: detached(url) });
    }
    if (item.postType === 'post') {
      for (const term of item.terms) {
        if (term.domain !== 'category' || !term.nicename) continue;
        const known = index.categories.get(term.nicename);
        if (known) known.posts += 1;
        else index.categories.set(detached(term.nicename), { name: detached(term.name), posts: 1 });
      }
    }
  }
}

function addAuthor(index: WxrIndex, author: WxrAuthor): void {
  index.authors.set(detached(author.login), detached(author.displayName || author.login));
}

/** How a language code of Polylang, WPML or the channel reads here: en-US and en_GB are en, pt-BR and pt-pt are pt. */
export function siteLanguage(code: string): ArticleLanguage | null {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'en' || base === 'pt' ? base : null;
}

function decodeSlug(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** post_date_gmt, else the RFC 822 pubDate, else the local post_date read as UTC; "0000-00-00 …" is none. */
export function publicationDate(item: WxrItem): Date | null {
  const fromSql = (text: string) => {
    const match = text.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/);
    if (!match || match[1] === '0000') return null;
    const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
    return Number.isNaN(date.getTime()) ? null : date;
  };
  const gmt = fromSql(item.postDateGmt.trim());
  if (gmt) return gmt;
  if (item.pubDate) {
    const date = new Date(item.pubDate);
    if (!Number.isNaN(date.getTime()) && date.getUTCFullYear() > 1970) return date;
  }
  return fromSql(item.postDate.trim());
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `limit` characters of text, cut at a word where one ends near the limit. */
function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.6 ? cut.slice(0, space) : cut).trim();
}

const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The addresses a post answered at on the old site, as paths (decoded), for 301s to its new one. */
export function oldPaths(item: WxrItem, channel: WxrChannel | null, language: string | null, date: Date | null): string[] {
  const paths = new Set<string>();
  const siteHost = hostOf(channel?.baseSiteUrl || channel?.link || '');
  const add = (path: string) => {
    if (path && path !== '/') paths.add(path);
  };
  if (item.link) {
    try {
      const url = new URL(item.link, channel?.baseSiteUrl || 'https://old.invalid');
      if (!siteHost || hostOf(url.href) === siteHost) add(decodeSlug(url.pathname) + url.search);
    } catch {
      // A link that is no address adds nothing.
    }
  }
  if (item.postId) add(item.postType === 'page' ? `/?page_id=${item.postId}` : `/?p=${item.postId}`);
  const slug = decodeSlug(item.postName);
  if (slug && item.postType === 'post') {
    const forms = [`/${slug}/`];
    if (date) {
      const y = String(date.getUTCFullYear());
      const m = String(date.getUTCMonth() + 1).padStart(2, '0');
      const d = String(date.getUTCDate()).padStart(2, '0');
      forms.push(`/${y}/${m}/${d}/${slug}/`, `/${y}/${m}/${slug}/`);
    }
    for (const form of forms) {
      add(form);
      if (language) add(`/${language}${form}`);
    }
  } else if (slug && item.postType === 'page') {
    add(`/${slug}/`);
    if (language) add(`/${language}/${slug}/`);
  }
  return [...paths];
}

/**
 * The category and tag archives that listed a post: WordPress's default bases (`/category/x/`,
 * `/tag/y/`), with Polylang's language prefix too when the post has one. A custom base is not in
 * the export, so it cannot be followed.
 */
export function archivePaths(item: WxrItem, language: string | null): string[] {
  const paths = new Set<string>();
  for (const term of item.terms) {
    const base = term.domain === 'category' ? 'category' : term.domain === 'post_tag' ? 'tag' : null;
    const slug = decodeSlug(term.nicename);
    if (!base || !slug) continue;
    paths.add(`/${base}/${slug}/`);
    if (language) paths.add(`/${language}/${base}/${slug}/`);
  }
  return [...paths];
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The second pass: one item's fate. */
export function planWordPressItem(item: WxrItem, index: WxrIndex, options: ImportOptions): ItemPlan {
  const site = hostOf(index.channel?.baseSiteUrl || index.channel?.link || '') || 'wordpress';
  const sourceKey = item.postId ? `wp:${site}:${item.postId}` : `wp:${site}:guid:${item.guid}`;
  const title = item.title.replace(BIDI_MARKS, '').trim();
  const skip = (reason: SkipReason, detail?: string): ItemPlan => ({
    kind: 'skip',
    sourceKey,
    title,
    reason,
    ...(detail ? { detail } : {}),
  });

  switch (item.postType) {
    case 'post':
      break;
    case 'page':
      if (options.pages === 'skip') return skip('page');
      break;
    case 'attachment':
      return skip('attachment');
    case 'revision':
      return skip('revision');
    case 'nav_menu_item':
      return skip('menu_item');
    case 'thirstylink':
      return skip('affiliate_link');
    default:
      return skip('other_type', item.postType);
  }
  if (item.status === 'trash') return skip('trash');
  if (item.status === 'auto-draft') return skip('auto_draft');

  const polylang = item.terms.find((term) => term.domain === 'language')?.nicename;
  const wpml = item.meta.get('_wpml_import_language_code');
  const declared = polylang ?? wpml ?? null;
  const language = declared === null ? options.language : siteLanguage(declared);
  if (!language) return skip('unsupported_language', declared ?? undefined);

  const notes: PlanNote[] = [];
  const body = convertWordPressBody(item.content, {
    siteUrl: index.channel?.baseSiteUrl || index.channel?.link || '',
    attachments: index.attachments,
    affiliateLinks: index.affiliateLinks,
  });
  if (!plainText(body.html) && !body.images.length && !title) return skip('empty');
  if (body.unknownShortcodes.length) notes.push({ code: 'unknown_shortcodes', detail: body.unknownShortcodes.join(', ') });
  if (body.unknownAffiliateLinks.length) notes.push({ code: 'unknown_affiliate_links', detail: body.unknownAffiliateLinks.join(', ') });

  const date = publicationDate(item);
  let status: PlannedArticle['status'] = 'rascunho';
  if (item.postPassword) notes.push({ code: 'password_as_draft' });
  else if (item.status === 'private') notes.push({ code: 'private_as_draft' });
  else if (item.status === 'publish') status = 'publicado';
  else if (item.status === 'future') {
    if (date) status = 'agendado';
    else notes.push({ code: 'no_date' });
  }

  const sourceCategories = item.terms.filter((term) => term.domain === 'category' && term.nicename).map((term) => term.nicename);
  const mapped = sourceCategories.map((slug) => options.categoryMap[slug]).find(Boolean);
  const categoria = mapped ?? options.defaultCategory;
  if (!categoria) notes.push({ code: 'no_category', detail: sourceCategories.join(', ') });

  const thumbnailId = Number(item.meta.get('_thumbnail_id'));
  const thumbnail = Number.isSafeInteger(thumbnailId) && thumbnailId > 0 ? index.attachments.get(thumbnailId) : undefined;
  if (item.meta.has('_thumbnail_id') && !thumbnail) notes.push({ code: 'featured_image_missing', detail: item.meta.get('_thumbnail_id') });

  const excerpt = plainText(item.excerpt);
  const seo = (item.meta.get('_yoast_wpseo_metadesc') ?? item.meta.get('rank_math_description') ?? '').trim();
  const meta_descricao = clip(excerpt || seo || plainText(body.html) || title, 160);

  const slug = slugify(decodeSlug(item.postName).replace(/[-_]+/g, ' ') || title);
  const polylangGroup = item.terms.find((term) => term.domain === 'post_translations')?.nicename;
  const wpmlGroup = item.meta.get('_wpml_import_translation_group');
  const translationGroup = polylangGroup ? `pll:${polylangGroup}` : wpmlGroup ? `wpml:${wpmlGroup}` : null;

  // Polylang's language slug prefixes the post's addresses (a language this site has, else none).
  const prefix = polylang && siteLanguage(polylang) !== null ? polylang : null;
  return {
    kind: 'article',
    sourceKey,
    sourceId: item.postId,
    notes,
    oldPaths: oldPaths(item, index.channel, prefix, date),
    archivePaths: item.postType === 'post' ? archivePaths(item, prefix) : [],
    article: {
      titulo: title || clip(plainText(body.html), 80) || slug,
      slug,
      conteudo_html: body.html,
      meta_descricao,
      autor: index.authors.get(item.creator) ?? (item.creator || null),
      idioma: language,
      status,
      data_publicacao: date,
      categoria,
      sourceCategories,
      tags: item.terms.filter((term) => term.domain === 'post_tag').map((term) => term.name),
      featuredImage: thumbnail ? originalImageUrl(thumbnail) : null,
      images: body.images,
      videoLink: body.videoLink,
      products: body.products,
      asins: body.asins,
      translationGroup,
    },
  };
}
