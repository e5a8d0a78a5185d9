/**
 * A machine translation of an article's HTML keeps the original's structure, links and media:
 * the same sections, lists, links and images in the same order, every href and src the
 * original's (a model may translate a URL or drop a query string). Inline emphasis is free to
 * move with the words. Both are compared as the sanitizer stores them.
 */
import sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_OPTIONS, sanitizeArticleHtml } from './sanitize.ts';

const STRUCTURAL = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'img', 'a', 'figure', 'figcaption']);

interface Element {
  name: string;
  attribs: sanitizeHtml.Attributes;
}

function elementsOf(html: string): Element[] {
  const elements: Element[] = [];
  // Only to walk the elements: onOpenTag sees every one, whatever the output keeps.
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (name, attribs) => {
      if (STRUCTURAL.has(name)) elements.push({ name, attribs: { ...attribs } });
    },
  });
  return elements;
}

/** The structural elements of `html`, in document order. */
export function structureOf(html: string): string[] {
  return elementsOf(html).map((element) => element.name);
}

/** Attributes that point somewhere or size media: the original's, whatever the translation says. */
const KEPT = { a: ['href', 'target', 'rel'], img: ['src', 'width', 'height'] } as const;

/**
 * The translation with the original's links and media restored, sanitized; null when its
 * structure differs from the original's (the model added, lost or moved elements).
 */
export function keepLinksAndMedia(original: string, translation: string): string | null {
  const source = elementsOf(sanitizeArticleHtml(original));
  const translated = sanitizeArticleHtml(translation);
  const target = elementsOf(translated);
  if (source.length !== target.length || source.some((element, index) => element.name !== target[index]!.name)) return null;
  const queues = {
    a: source.filter((element) => element.name === 'a'),
    img: source.filter((element) => element.name === 'img'),
  };
  const restore = (tagName: 'a' | 'img') => (_name: string, attribs: sanitizeHtml.Attributes) => {
    const from = queues[tagName].shift()?.attribs ?? {};
    const kept: sanitizeHtml.Attributes = { ...attribs };
    for (const key of KEPT[tagName]) {
      if (from[key] === undefined) delete kept[key];
      else kept[key] = from[key];
    }
    return { tagName, attribs: kept };
  };
  // The article sanitizer's own `a` transform runs again on the result, so rel stays right.
  const restored = sanitizeHtml(translated, {
    ...ARTICLE_HTML_OPTIONS,
    transformTags: { ...ARTICLE_HTML_OPTIONS.transformTags, a: restore('a'), img: restore('img') },
  });
  return sanitizeArticleHtml(restored);
}
