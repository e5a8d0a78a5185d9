/**
 * A WordPress post body made into what this site's editor would have produced: block comments
 * dropped, classic bodies given paragraphs, the shortcodes the editor has a counterpart for
 * turned into it ([caption], [gallery], [embed], AAWP boxes), YouTube and Vimeo embeds made
 * the article's video, ThirstyAffiliates links pointed at their destination, and resized image
 * copies (photo-300x200.jpg) traced back to their original. What has no counterpart is kept as
 * text and reported. The result still goes through the article service's sanitizer.
 */
import { toEmbed } from '../../../src/lib/video.ts';
import type { AffiliateMention } from '../types.ts';

export interface BodyContext {
  /** The export's own address (wp:base_site_url), for its /recommends/ links. */
  siteUrl: string;
  /** Attachment post id → its file's address, for [gallery ids="…"]. */
  attachments: ReadonlyMap<number, string>;
  /** ThirstyAffiliates link slug → its title and destination. */
  affiliateLinks: ReadonlyMap<string, { title: string; url: string }>;
}

export interface ConvertedBody {
  html: string;
  /** Every image the body shows, as original (full-size) absolute addresses, in order, once each. */
  images: string[];
  /** The first YouTube or Vimeo embed: the article's video. Later ones stay as links in the text. */
  videoLink: string | null;
  /** ThirstyAffiliates links and AAWP boxes, to become the article's tracked products. */
  products: AffiliateMention[];
  /** Amazon items named only by ASIN (an AAWP box): a product with the ASIN's address. */
  asins: string[];
  /** Shortcodes with no counterpart, kept as text. */
  unknownShortcodes: string[];
  /** /recommends/ links whose ThirstyAffiliates post is not in the file: left as they were. */
  unknownAffiliateLinks: string[];
}

const BLOCK_TAGS = 'address|article|aside|blockquote|details|div|dl|figure|figcaption|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|ul';
const STARTS_WITH_BLOCK = new RegExp(`^<(?:${BLOCK_TAGS})[\\s/>]`, 'i');
const RESIZED_COPY = /-\d{1,5}x\d{1,5}(?=\.(?:jpe?g|png|gif|webp|avif)(?:[?#]|$))/i;
const HANDLED_SHORTCODES = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'aawp', 'amazon']);
const ASIN = /^[A-Z0-9]{10}$/;

/** WordPress's resized copy of an upload, traced back to the upload itself. */
export function originalImageUrl(url: string): string {
  return url.replace(RESIZED_COPY, '');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A shortcode's attributes: name="value", name='value', name=value, as WordPress reads them. */
export function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"\]]+)/g;
  for (const match of text.matchAll(pattern)) {
    const name = (match[1] ?? match[3] ?? match[5])!.toLowerCase();
    attributes[name] = decodeEntities(match[2] ?? match[4] ?? match[6] ?? '');
  }
  return attributes;
}

/** Enclosing [name …]…[/name] or lone [name …]; [[name]] is WordPress's escape for literal text. */
function replaceShortcode(
  html: string,
  name: string,
  enclosing: boolean,
  render: (attrs: Record<string, string>, inner: string) => string,
) {
  const pattern = enclosing
    ? new RegExp(`(?<!\\[)\\[${name}(\\s[^\\]]*)?\\]([\\s\\S]*?)\\[\\/${name}\\](?!\\])`, 'gi')
    : new RegExp(`(?<!\\[)\\[${name}(\\s[^\\]]*?)?\\s*\\/?\\](?!\\])`, 'gi');
  return html.replace(pattern, (_whole, attrs: string | undefined, inner: string | undefined) =>
    render(shortcodeAttributes(attrs ?? ''), inner ?? ''),
  );
}

function figure(imageHtml: string, caption: string): string {
  const text = caption.trim();
  return `<figure>${imageHtml.trim()}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
}

/** Paragraphs for a classic-editor body: blank lines part them, a single line end is a <br>. */
export function addParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (STARTS_WITH_BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n');
}

export function convertWordPressBody(raw: string, context: BodyContext): ConvertedBody {
  const products: AffiliateMention[] = [];
  const asins: string[] = [];
  const unknownAffiliateLinks: string[] = [];
  let videoLink: string | null = null;

  // Gutenberg's block delimiters carry no content of their own.
  let html = raw.replace(/\r\n?/g, '\n').replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');

  html = replaceShortcode(html, '(?:caption|wp_caption)', true, (attrs, inner) => {
    // The caption follows the image inside the shortcode; very old posts put it in caption="".
    const image = inner.match(/^\s*(?:<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>)/i)?.[0] ?? '';
    const caption = image ? inner.slice(image.length) : inner;
    return `\n\n${figure(image, caption.trim() || attrs.caption || '')}\n\n`;
  });

  html = replaceShortcode(html, 'gallery', false, (attrs) => {
    const ids = (attrs.ids ?? attrs.include ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    const images = ids.flatMap((id) => {
      const url = context.attachments.get(id);
      return url ? [`<figure><img src="${escapeHtml(url)}" alt=""></figure>`] : [];
    });
    return images.length ? `\n\n${images.join('\n')}\n\n` : '';
  });

  html = replaceShortcode(html, '(?:aawp|amazon)', false, (attrs) => {
    for (const value of [attrs.box, attrs.fields, attrs.asin].filter(Boolean).flatMap((list) => list!.split(','))) {
      const asin = value.trim().toUpperCase();
      if (ASIN.test(asin) && !asins.includes(asin)) asins.push(asin);
    }
    return '';
  });

  const useVideo = (url: string): string => {
    const link = decodeEntities(url.trim());
    if (!toEmbed(link)) return `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
    if (videoLink === null) {
      videoLink = link;
      return '';
    }
    return `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  };
  // [embed], Gutenberg's embed block, and a classic post's link alone on its line (WordPress's
  // auto-embed), in the order they come: the first video is the article's.
  html = html.replace(
    /(?<!\[)\[embed(?:\s[^\]]*)?\]([\s\S]*?)\[\/embed\]|<figure\b[^>]*\bwp-block-embed\b[^>]*>\s*<div\b[^>]*>\s*(https?:\/\/\S+?)\s*<\/div>[\s\S]*?<\/figure>|^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim,
    (whole, shortcode: string | undefined, block: string | undefined, line: string | undefined) => {
      if (line !== undefined && !toEmbed(line)) return whole;
      return `\n\n${useVideo(shortcode ?? block ?? line ?? '')}\n\n`;
    },
  );

  const unknownShortcodes = [
    ...new Set(
      [...html.matchAll(/(?<!\[)\[([a-zA-Z][\w-]*)(?:[\s\]]|\/\])/g)]
        .map((match) => match[1]!.toLowerCase())
        .filter((name) => !HANDLED_SHORTCODES.has(name)),
    ),
  ];

  if (!/<p[\s>]/i.test(html)) html = addParagraphs(html);
  else html = html.replace(/\n{3,}/g, '\n\n').trim();

  // ThirstyAffiliates cloaked links: the text links straight to the shop, and the product is tracked.
  const base = context.siteUrl.replace(/\/+$/, '');
  html = html.replace(
    /<a\b([^>]*?)\bhref\s*=\s*(["'])([^"']*)\2([^>]*)>([\s\S]*?)<\/a>/gi,
    (whole, before: string, quote: string, href: string, after: string, text: string) => {
      const match = decodeEntities(href).match(/^(?:https?:\/\/[^/]+)?\/recommends\/([^/?#]+)\/?(?:[?#].*)?$/i);
      if (!match || (href.startsWith('http') && !decodeEntities(href).startsWith(`${base}/`) && !hostsMatch(href, base))) return whole;
      const slug = decodeURIComponent(match[1]!).toLowerCase();
      const link = context.affiliateLinks.get(slug);
      if (!link) {
        if (!unknownAffiliateLinks.includes(slug)) unknownAffiliateLinks.push(slug);
        return whole;
      }
      const name = text.replace(/<[^>]*>/g, '').trim() || link.title;
      if (!products.some((product) => product.url === link.url)) products.push({ name: decodeEntities(name), url: link.url });
      return `<a${before}href=${quote}${escapeHtml(link.url)}${quote}${after}>${text}</a>`;
    },
  );

  const images: string[] = [];
  html = html.replace(/(<img\b[^>]*?\bsrc\s*=\s*)(["'])([^"']+)\2/gi, (_whole, start: string, quote: string, src: string) => {
    const original = originalImageUrl(decodeEntities(src));
    if (!images.includes(original)) images.push(original);
    return `${start}${quote}${escapeHtml(original)}${quote}`;
  });

  return { html: html.trim(), images, videoLink, products, asins, unknownShortcodes, unknownAffiliateLinks };
}

/** The same host, with or without www. (exports list one, bodies often the other). */
function hostsMatch(href: string, base: string): boolean {
  try {
    const strip = (host: string) => host.replace(/^www\./, '');
    return strip(new URL(href).hostname) === strip(new URL(base).hostname);
  } catch {
    return false;
  }
}
