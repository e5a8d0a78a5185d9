/**
 * Article HTML is sanitized when it is stored: the editor's formatting survives (headings,
 * lists, links, images, quotes), anything that could run script or restyle the page does not.
 */
import sanitizeHtml from 'sanitize-html';

export const ARTICLE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Headings of level 1 belong to the page title; the editor offers H2 and H3.
    h1: 'h2',
    a: (tagName, attribs) => {
      const attributes: sanitizeHtml.Attributes = { ...attribs };
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The last bodies sanitized here and their results. The sanitizer is a pure function of its
 * input (fixed options, transforms that read only the tag and its attributes), so a body seen
 * again is answered its earlier result without a second pass: the exact same string in, the
 * exact same string out. One save sanitizes its body more than once (the content check, the
 * stored columns), and an import checks each post's body before the article service stores it
 * (a batch of up to 16 posts on PostgreSQL, docs/decisions/102). Bounded: at most MEMO_ENTRIES
 * bodies and MEMO_CHARS characters of input and output together, the oldest dropped first.
 */
const MEMO_ENTRIES = 32;
const MEMO_CHARS = 2_000_000;
const memo = new Map<string, string>();
let memoChars = 0;

export function sanitizeArticleHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, ARTICLE_HTML_OPTIONS).trim();
  const size = html.length + clean.length;
  if (size <= MEMO_CHARS / 4) {
    memo.set(html, clean);
    memoChars += size;
    for (const [input, output] of memo) {
      if (memo.size <= MEMO_ENTRIES && memoChars <= MEMO_CHARS) break;
      memo.delete(input);
      memoChars -= input.length + output.length;
    }
  }
  return clean;
}
