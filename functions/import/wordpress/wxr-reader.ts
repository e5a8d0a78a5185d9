/**
 * Reads a WordPress export (WXR 1.0–1.2) as a stream: the channel's facts, its terms and its
 * items come out one at a time as each closes, so a file of any size is read in memory bounded
 * by its largest item (MAX_FIELD_CHARS guards that too). The parser is saxes (strict XML);
 * a DOCTYPE is refused before anything else is read, so no entity of the file's own is ever
 * declared, let alone expanded or fetched.
 *
 * WordPress writes its elements with fixed prefixes (wp:, content:, excerpt:, dc:) from
 * export.php, whatever the version; the reader matches those names, so a file that declares
 * them differently, or not at all, is still read.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** A field longer than this (a post body of 5 MB) makes the item unreadable, not the process. */
export const MAX_FIELD_CHARS = 5_000_000;

export interface WxrChannel {
  title: string;
  link: string;
  /** wp:base_site_url and wp:base_blog_url: the addresses old links start with. */
  baseSiteUrl: string;
  baseBlogUrl: string;
  language: string;
  wxrVersion: string;
}

export interface WxrTerm {
  /** category, post_tag, or a custom taxonomy (language, post_translations, …). */
  taxonomy: string;
  slug: string;
  name: string;
  parent: string;
  description: string;
}

export interface WxrItemTerm {
  /** The taxonomy: category, post_tag, language, post_translations, … */
  domain: string;
  nicename: string;
  name: string;
}

export interface WxrItem {
  title: string;
  link: string;
  pubDate: string;
  creator: string;
  guid: string;
  content: string;
  excerpt: string;
  postId: number | null;
  postDate: string;
  postDateGmt: string;
  postName: string;
  status: string;
  postParent: number | null;
  postType: string;
  postPassword: string;
  attachmentUrl: string;
  terms: WxrItemTerm[];
  /** wp:postmeta, key → value (the last one wins for a repeated key). */
  meta: Map<string, string>;
  /** The item's 1-based line in the file, for the report. */
  line: number;
}

/** A wp:author of the channel: dc:creator of an item names the login. */
export interface WxrAuthor {
  login: string;
  displayName: string;
}

export type WxrEvent =
  | { type: 'channel'; channel: WxrChannel }
  | { type: 'author'; author: WxrAuthor }
  | { type: 'term'; term: WxrTerm }
  | { type: 'item'; item: WxrItem }
  /** An item that could not be read whole (a field over the limit); nothing of it is used. */
  | { type: 'unreadable'; line: number; reason: string };

/** The file is not XML, not WXR, or breaks off: what was read before it stands. */
export class WxrFormatError extends Error {
  override name = 'WxrFormatError';
  // Plain fields, not parameter properties: the import's reading thread (plan-worker.ts) loads this file with node's type stripping.
  readonly line: number | null;
  /** Items read whole before the fault. */
  readonly itemsRead: number;
  constructor(message: string, line: number | null, itemsRead: number) {
    super(message);
    this.line = line;
    this.itemsRead = itemsRead;
  }
}

type Field = { value: string; over: boolean };

const CHANNEL_FIELDS: Record<string, keyof WxrChannel> = {
  title: 'title',
  link: 'link',
  language: 'language',
  'wp:base_site_url': 'baseSiteUrl',
  'wp:base_blog_url': 'baseBlogUrl',
  'wp:wxr_version': 'wxrVersion',
};

const ITEM_TEXT_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  pubDate: 'pubDate',
  'dc:creator': 'creator',
  guid: 'guid',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_date': 'postDate',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:post_password': 'postPassword',
  'wp:attachment_url': 'attachmentUrl',
};

const TERM_FIELDS: Record<string, keyof WxrTerm> = {
  'wp:term_taxonomy': 'taxonomy',
  'wp:term_slug': 'slug',
  'wp:term_name': 'name',
  'wp:term_parent': 'parent',
  'wp:term_description': 'description',
  // wp:category and wp:tag carry their own element names.
  'wp:category_nicename': 'slug',
  'wp:cat_name': 'name',
  'wp:category_parent': 'parent',
  'wp:category_description': 'description',
  'wp:tag_slug': 'slug',
  'wp:tag_name': 'name',
  'wp:tag_description': 'description',
};

function emptyItem(line: number): WxrItem {
  return {
    title: '',
    link: '',
    pubDate: '',
    creator: '',
    guid: '',
    content: '',
    excerpt: '',
    postId: null,
    postDate: '',
    postDateGmt: '',
    postName: '',
    status: '',
    postParent: null,
    postType: '',
    postPassword: '',
    attachmentUrl: '',
    terms: [],
    meta: new Map(),
    line,
  };
}

function toId(text: string): number | null {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Yields the file's channel facts (once, before its first item), every term and every item,
 * in file order. Throws WxrFormatError for a file that is not a WXR export or that breaks off.
 */
export async function* readWxr(source: Readable | AsyncIterable<Buffer | string>): AsyncGenerator<WxrEvent> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const queue: WxrEvent[] = [];
  const stack: string[] = [];
  let sawRss = false;
  let sawChannel = false;
  let channelSent = false;
  const channel: WxrChannel = { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', language: '', wxrVersion: '' };
  let item: WxrItem | null = null;
  let itemProblem: string | null = null;
  let term: WxrTerm | null = null;
  let author: WxrAuthor | null = null;
  let itemTerm: WxrItemTerm | null = null;
  let meta: { key: string; value: string } | null = null;
  let field: Field | null = null;
  let itemsRead = 0;
  /** The event the latest close tag handed out, if it handed one out. */
  let lastClosed: WxrEvent | null = null;
  // Held in an object: TypeScript does not see assignments made inside the handlers.
  const state: { fault: WxrFormatError | null } = { fault: null };

  /** The first fault stops everything: what the parser reports after it is not used. */
  const fail = (message: string) => {
    if (state.fault) return;
    // saxes closes the tags left open by a stray close tag (calling our handler for each) and
    // only then reports it: an item closed that way was never whole, so it is taken back.
    if (message.includes('unexpected close tag') && lastClosed && queue.at(-1) === lastClosed) {
      queue.pop();
      if (lastClosed.type === 'item') itemsRead -= 1;
    }
    state.fault = new WxrFormatError(message, parser.line, itemsRead);
  };

  const sendChannel = () => {
    if (channelSent) return;
    channelSent = true;
    queue.push({ type: 'channel', channel: { ...channel } });
  };

  const append = (text: string) => {
    if (!field) return;
    if (field.value.length + text.length > MAX_FIELD_CHARS) field.over = true;
    else field.value += text;
  };

  parser.on('doctype', () => fail('doctype'));
  parser.on('error', (error) => fail(error.message));
  parser.on('text', append);
  parser.on('cdata', append);

  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (state.fault) return;
    const name = tag.name;
    const parent = stack.at(-1);
    stack.push(name);
    if (stack.length === 1) {
      if (name !== 'rss') fail('not_wxr');
      sawRss = true;
      return;
    }
    if (name === 'channel' && parent === 'rss') {
      sawChannel = true;
      return;
    }
    if (parent === 'channel') {
      if (name === 'item') {
        // WordPress writes wp:wxr_version before the first item: an RSS feed without it is no export.
        if (!channel.wxrVersion) return fail('not_wxr');
        sendChannel();
        item = emptyItem(parser.line);
        itemProblem = null;
      } else if (name === 'wp:term' || name === 'wp:category' || name === 'wp:tag') {
        term = {
          taxonomy: name === 'wp:category' ? 'category' : name === 'wp:tag' ? 'post_tag' : '',
          slug: '',
          name: '',
          parent: '',
          description: '',
        };
      } else if (name === 'wp:author') {
        author = { login: '', displayName: '' };
      } else if (name in CHANNEL_FIELDS) {
        field = { value: '', over: false };
      }
      return;
    }
    if (author && parent === 'wp:author' && (name === 'wp:author_login' || name === 'wp:author_display_name')) {
      field = { value: '', over: false };
      return;
    }
    if (item && parent === 'item') {
      if (name === 'category') {
        itemTerm = {
          domain: String(tag.attributes.domain ?? ''),
          nicename: String(tag.attributes.nicename ?? ''),
          name: '',
        };
        field = { value: '', over: false };
      } else if (name === 'wp:postmeta') {
        meta = { key: '', value: '' };
      } else if (name in ITEM_TEXT_FIELDS || name === 'wp:post_id' || name === 'wp:post_parent') {
        field = { value: '', over: false };
      }
      return;
    }
    if (meta && parent === 'wp:postmeta' && (name === 'wp:meta_key' || name === 'wp:meta_value')) {
      field = { value: '', over: false };
      return;
    }
    if (term && (parent === 'wp:term' || parent === 'wp:category' || parent === 'wp:tag') && name in TERM_FIELDS) {
      field = { value: '', over: false };
    }
  });

  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (state.fault) return;
    lastClosed = null;
    const name = tag.name;
    stack.pop();
    const parent = stack.at(-1);
    const text = field;
    if (text && text.over && item) itemProblem = `field_too_long:${name}`;
    const value = text && !text.over ? text.value : '';

    if (parent === 'channel') {
      if (name === 'item' && item) {
        lastClosed = itemProblem ? { type: 'unreadable', line: item.line, reason: itemProblem } : { type: 'item', item };
        queue.push(lastClosed);
        if (!itemProblem) itemsRead += 1;
        item = null;
      } else if ((name === 'wp:term' || name === 'wp:category' || name === 'wp:tag') && term) {
        if (term.slug) queue.push({ type: 'term', term });
        term = null;
      } else if (name === 'wp:author' && author) {
        if (author.login) queue.push({ type: 'author', author });
        author = null;
      } else if (name in CHANNEL_FIELDS && text) {
        channel[CHANNEL_FIELDS[name]!] = value.trim();
      }
      field = null;
      return;
    }
    if (item && parent === 'item') {
      if (name === 'category' && itemTerm) {
        itemTerm.name = value.trim();
        item.terms.push(itemTerm);
        itemTerm = null;
      } else if (name === 'wp:postmeta' && meta) {
        if (meta.key) item.meta.set(meta.key, meta.value);
        meta = null;
      } else if (name === 'wp:post_id') {
        item.postId = toId(value);
      } else if (name === 'wp:post_parent') {
        item.postParent = toId(value);
      } else if (name in ITEM_TEXT_FIELDS) {
        const key = ITEM_TEXT_FIELDS[name]!;
        // Bodies keep their whitespace (paragraphs come from blank lines); the rest is trimmed.
        (item as unknown as Record<string, string>)[key] = key === 'content' || key === 'excerpt' ? value : value.trim();
      }
      field = null;
      return;
    }
    if (author && parent === 'wp:author') {
      if (name === 'wp:author_login') author.login = value.trim();
      else if (name === 'wp:author_display_name') author.displayName = value.trim();
      field = null;
      return;
    }
    if (meta && parent === 'wp:postmeta') {
      if (name === 'wp:meta_key') meta.key = value.trim();
      else if (name === 'wp:meta_value') meta.value = value;
      field = null;
      return;
    }
    if (term && name in TERM_FIELDS) {
      const key = TERM_FIELDS[name]!;
      term[key] = key === 'description' ? value : value.trim();
      field = null;
    }
  });

  // A multi-byte character split between two chunks is joined before the parser sees it.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of source) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (state.fault) break;
    while (queue.length) yield queue.shift()!;
  }
  if (!state.fault) {
    parser.write(decoder.end());
    parser.close();
  }
  // What was read whole before a fault is still handed out; then the fault.
  while (queue.length) yield queue.shift()!;
  if (state.fault) throw state.fault;
  if (!sawRss || !sawChannel) throw new WxrFormatError('not_wxr', null, itemsRead);
  if (!channel.wxrVersion) throw new WxrFormatError('not_wxr', null, itemsRead);
  sendChannel();
  while (queue.length) yield queue.shift()!;
}
