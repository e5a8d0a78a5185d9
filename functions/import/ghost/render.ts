/**
 * A Ghost post that has no `html` (an export from a tool that leaves it out, or a post Ghost
 * never rendered) has its body rendered here from `lexical` (Ghost 5+) or `mobiledoc` (Ghost
 * 1–4), the formats Ghost documents, into the HTML this site's editor writes. Ghost's own
 * renderers need a DOM (jsdom) and pin an old Lexical: see docs/decisions/060 for why this small
 * renderer instead. Cards become what the editor would produce (a figure, a link, a paragraph);
 * a card or node this renderer does not know is left out and named, so the report lists it.
 * What it writes is sanitized like any editor's HTML afterwards (runner.ts): this only has to
 * escape text and attributes so that nothing a post holds changes the structure.
 */
import { marked } from 'marked';
import { toEmbed } from '../../../src/lib/video.ts';

export interface RenderedBody {
  html: string;
  /** Card and node types that were left out, once each. */
  unknown: string[];
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Markdown (Ghost's markdown card) to HTML; raw HTML in it is left to the sanitizer. */
function markdownHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

function figure(inner: string, caption: string): string {
  return caption ? `<figure>${inner}<figcaption>${caption}</figcaption></figure>` : `<figure>${inner}</figure>`;
}

function image(card: Record<string, unknown>): string {
  const src = text(card.src);
  if (!src) return '';
  const attributes = [`src="${escapeAttribute(src)}"`, `alt="${escapeAttribute(text(card.alt))}"`];
  if (text(card.title)) attributes.push(`title="${escapeAttribute(text(card.title))}"`);
  for (const side of ['width', 'height'] as const) if (typeof card[side] === 'number') attributes.push(`${side}="${card[side]}"`);
  const img = `<img ${attributes.join(' ')}>`;
  const href = text(card.href);
  return figure(href ? `<a href="${escapeAttribute(href)}">${img}</a>` : img, text(card.caption));
}

function link(url: string, label?: string): string {
  return `<p><a href="${escapeAttribute(url)}">${escapeText(label || url)}</a></p>`;
}

/**
 * One Ghost card, the same in both formats (Ghost's card payloads share their fields): the
 * HTML the editor would write for it, '' for one that shows nothing here (a signup form, a
 * paywall marker), or null for one this renderer does not know.
 */
function cardHtml(name: string, card: Record<string, unknown>): string | null {
  switch (name) {
    case 'image':
      return image(card);
    case 'gallery':
      return list(card.images)
        .filter(isRecord)
        .map((item) => image({ ...item, caption: item.caption ?? '' }))
        .join('')
        .concat(text(card.caption) ? `<p>${text(card.caption)}</p>` : '');
    case 'markdown':
    case 'card-markdown':
      return markdownHtml(text(card.markdown));
    case 'html':
      return text(card.html);
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    case 'code':
    case 'codeblock': {
      const code = `<pre><code>${escapeText(text(card.code))}</code></pre>`;
      return text(card.caption) ? figure(code, text(card.caption)) : code;
    }
    case 'embed': {
      const url = text(card.url);
      if (!url) return '';
      // A YouTube or Vimeo video becomes the article's video (convertGhostHtml reads the iframe);
      // any other embed is a link: the site embeds nothing else.
      if (toEmbed(url)) return `<figure class="kg-card kg-embed-card"><iframe src="${escapeAttribute(url)}"></iframe></figure>`;
      return link(url);
    }
    case 'video':
    case 'audio':
    case 'file': {
      const url = text(card.src);
      return url ? link(url, text(card.fileName) || text(card.title) || url) : '';
    }
    case 'bookmark': {
      const url = text(card.url);
      const metadata = isRecord(card.metadata) ? card.metadata : {};
      return url ? link(url, text(metadata.title) || url) : '';
    }
    case 'button':
      return text(card.buttonUrl) ? link(text(card.buttonUrl), text(card.buttonText)) : '';
    case 'callout': {
      const emoji = text(card.calloutEmoji);
      return text(card.calloutText) ? `<blockquote><p>${emoji ? `${emoji} ` : ''}${text(card.calloutText)}</p></blockquote>` : '';
    }
    case 'toggle':
      return `${text(card.heading) ? `<h3>${text(card.heading)}</h3>` : ''}${text(card.content)}`;
    case 'header':
      return `${text(card.header) ? `<h2>${text(card.header)}</h2>` : ''}${text(card.subheader) ? `<p>${text(card.subheader)}</p>` : ''}`;
    case 'product':
      return `${text(card.productTitle) ? `<h3>${text(card.productTitle)}</h3>` : ''}${text(card.productDescription)}${
        text(card.productUrl) ? link(text(card.productUrl), text(card.productButton)) : ''
      }`;
    case 'paywall':
    case 'signup':
    case 'email':
    case 'email-cta':
    case 'transistor':
      return '';
    default:
      return null;
  }
}

// ---- Lexical ---------------------------------------------------------------------------------

/** Lexical's text format bits, outermost first. */
const FORMATS: Array<[number, string]> = [
  [16, 'code'],
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
  [4, 's'],
];

class LexicalRenderer {
  readonly unknown = new Set<string>();

  children(node: Record<string, unknown>): string {
    return list(node.children)
      .filter(isRecord)
      .map((child) => this.node(child))
      .join('');
  }

  node(node: Record<string, unknown>): string {
    const type = text(node.type);
    switch (type) {
      case 'text':
      case 'extended-text': {
        const format = typeof node.format === 'number' ? node.format : 0;
        let html = escapeText(text(node.text));
        for (const [bit, tag] of FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
        return html;
      }
      case 'linebreak':
        return '<br>';
      case 'tab':
        return ' ';
      case 'paragraph': {
        const inner = this.children(node);
        return inner ? `<p>${inner}</p>` : '';
      }
      case 'heading':
      case 'extended-heading': {
        const tag = /^h[1-6]$/.test(text(node.tag)) ? text(node.tag) : 'h2';
        return `<${tag}>${this.children(node)}</${tag}>`;
      }
      case 'quote':
      case 'extended-quote':
      case 'aside':
        return `<blockquote><p>${this.children(node)}</p></blockquote>`;
      case 'list': {
        const tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul';
        return `<${tag}>${this.children(node)}</${tag}>`;
      }
      case 'listitem':
        return `<li>${this.children(node)}</li>`;
      case 'link':
      case 'autolink': {
        const url = text(node.url);
        return url ? `<a href="${escapeAttribute(url)}">${this.children(node)}</a>` : this.children(node);
      }
      default: {
        const html = cardHtml(type, node);
        if (html !== null) return html;
        // An element this renderer does not name still shows its text.
        this.unknown.add(type || 'unnamed');
        return Array.isArray(node.children) ? this.children(node) : '';
      }
    }
  }
}

/** Ghost's `lexical` field (a JSON string) as HTML; null when it is not a Lexical document. */
export function renderLexical(source: string): RenderedBody | null {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch {
    return null;
  }
  if (!isRecord(document) || !isRecord(document.root)) return null;
  const renderer = new LexicalRenderer();
  return { html: renderer.children(document.root), unknown: [...renderer.unknown] };
}

// ---- Mobiledoc (0.3.x) -----------------------------------------------------------------------

const MARKUP_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'code', 'sub', 'sup']);
const SECTION_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'aside', 'pull-quote']);

/** Ghost's `mobiledoc` field (a JSON string) as HTML; null when it is not a Mobiledoc document. */
export function renderMobiledoc(source: string): RenderedBody | null {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch {
    return null;
  }
  if (!isRecord(document) || !Array.isArray(document.sections)) return null;
  const unknown = new Set<string>();
  const markups = list(document.markups).map((markup) => {
    const [tag, attributes] = Array.isArray(markup) ? markup : [];
    const name = text(tag).toLowerCase();
    if (!MARKUP_TAGS.has(name)) return { open: '', close: '' };
    const pairs = list(attributes);
    let open = `<${name}`;
    // Mobiledoc writes attributes as a flat [name, value, name, value] list; only a link's href matters here.
    for (let index = 0; index + 1 < pairs.length; index += 2)
      if (name === 'a' && pairs[index] === 'href') open += ` href="${escapeAttribute(text(pairs[index + 1]))}"`;
    return { open: `${open}>`, close: `</${name}>` };
  });
  const atoms = list(document.atoms);
  const cards = list(document.cards);

  /** A run of markers: text and atoms with markups opened and closed along the way. */
  const markers = (items: unknown[]): string => {
    const open: Array<{ close: string }> = [];
    let html = '';
    for (const marker of items) {
      if (!Array.isArray(marker)) continue;
      const [kind, opens, closes, value] = marker as [unknown, unknown, unknown, unknown];
      for (const index of list(opens)) {
        const markup = markups[Number(index)] ?? { open: '', close: '' };
        html += markup.open;
        open.push(markup);
      }
      if (kind === 1) {
        const [name, atomText] = list(atoms[Number(value)]);
        if (name === 'soft-return') html += '<br>';
        else html += escapeText(text(atomText));
      } else {
        html += escapeText(text(value));
      }
      for (let count = typeof closes === 'number' ? closes : 0; count > 0 && open.length; count -= 1) html += open.pop()!.close;
    }
    while (open.length) html += open.pop()!.close;
    return html;
  };

  const html = document.sections
    .map((section) => {
      if (!Array.isArray(section)) return '';
      const [kind] = section;
      if (kind === 1) {
        const tag = text(section[1]).toLowerCase();
        const inner = markers(list(section[2]));
        if (!inner) return '';
        if (tag === 'blockquote' || tag === 'aside' || tag === 'pull-quote') return `<blockquote><p>${inner}</p></blockquote>`;
        return SECTION_TAGS.has(tag) ? `<${tag}>${inner}</${tag}>` : `<p>${inner}</p>`;
      }
      if (kind === 2) return image({ src: section[1] });
      if (kind === 3) {
        const tag = text(section[1]).toLowerCase() === 'ol' ? 'ol' : 'ul';
        return `<${tag}>${list(section[2])
          .map((item) => `<li>${markers(list(item))}</li>`)
          .join('')}</${tag}>`;
      }
      if (kind === 10) {
        const [name, payload] = list(cards[Number(section[1])]);
        const rendered = cardHtml(text(name), isRecord(payload) ? payload : {});
        if (rendered === null) unknown.add(text(name) || 'unnamed');
        return rendered ?? '';
      }
      return '';
    })
    .join('');
  return { html, unknown: [...unknown] };
}
