/**
 * A Ghost export (Settings → Labs → Export: `{ db: [{ meta, data }] }`, or the inner
 * `{ meta, data }`) read into what the importer needs, and each post planned as an article.
 * A post without `html` has its `lexical` or `mobiledoc` rendered (render.ts). Only posts, tags, users' names, posts' meta and the site's locale are read: members,
 * comments, newsletters, API keys and other secrets in the file are never looked at.
 */
import { z } from 'zod';
import { slugify } from '../../../src/lib/slug.ts';
import { originalImageUrl } from '../wordpress/content.ts';
import { siteLanguage } from '../wordpress/plan.ts';
import type { ImportOptions, ItemPlan, PlanNote, PlannedArticle } from '../types.ts';
import { toEmbed } from '../../../src/lib/video.ts';
import { renderLexical, renderMobiledoc, type RenderedBody } from './render.ts';

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const postSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: nullableText,
  slug: nullableText,
  html: z.string().nullish(),
  lexical: z.string().nullish(),
  mobiledoc: z.string().nullish(),
  feature_image: z.string().nullish(),
  custom_excerpt: z.string().nullish(),
  status: nullableText,
  type: z.string().nullish(),
  visibility: z.string().nullish(),
  published_at: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type GhostPost = z.infer<typeof postSchema>;

const tagSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String), name: nullableText, slug: nullableText });
const linkSchema = (left: string, right: string) =>
  z.object({ [left]: z.union([z.string(), z.number()]).transform(String), [right]: z.union([z.string(), z.number()]).transform(String) });
const userSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String), name: nullableText });
const postMetaSchema = z.object({ post_id: z.union([z.string(), z.number()]).transform(String), meta_description: z.string().nullish() });
const settingSchema = z.object({ key: z.string(), value: z.unknown() });

const dataSchema = z.object({
  posts: z.array(z.unknown()).default([]),
  tags: z.array(z.unknown()).default([]),
  posts_tags: z.array(z.unknown()).default([]),
  users: z.array(z.unknown()).default([]),
  posts_authors: z.array(z.unknown()).default([]),
  posts_meta: z.array(z.unknown()).default([]),
  settings: z.array(z.unknown()).default([]),
});

export interface GhostExport {
  version: string;
  posts: GhostPost[];
  /** Post id → its tag names, in the post's order. */
  tags: Map<string, string[]>;
  /** Tag name → its slug (the address of its archive, /tag/{slug}/). */
  tagSlugs: Map<string, string>;
  /** Post id → its authors' names. */
  authors: Map<string, string[]>;
  /** Post id → meta description. */
  descriptions: Map<string, string>;
  /** settings.locale, as written. */
  locale: string;
  /** Rows that did not have the shape of a Ghost export (reported, never imported). */
  unreadable: number;
}

export class GhostFormatError extends Error {
  override name = 'GhostFormatError';
}

/** Rows of a table that parse; the rest are counted, not fatal. */
function rows<T>(schema: z.ZodType<T>, list: unknown[], counter: { unreadable: number }): T[] {
  return list.flatMap((row) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return [parsed.data];
    counter.unreadable += 1;
    return [];
  });
}

export function readGhostExport(json: unknown): GhostExport {
  const root = json as { db?: unknown; meta?: unknown; data?: unknown } | null;
  const inner = Array.isArray(root?.db) ? (root.db[0] as { meta?: unknown; data?: unknown } | undefined) : root;
  if (!inner || typeof inner !== 'object' || !inner.data || typeof inner.data !== 'object') throw new GhostFormatError('not_ghost');
  const data = dataSchema.safeParse(inner.data);
  if (!data.success || !Array.isArray((inner.data as { posts?: unknown }).posts)) throw new GhostFormatError('not_ghost');
  const meta = (inner.meta ?? {}) as { version?: unknown };
  const counter = { unreadable: 0 };

  const tagRows = rows(tagSchema, data.data.tags, counter);
  const tagsById = new Map(tagRows.map((tag) => [tag.id, tag.name]));
  const tagSlugs = new Map(tagRows.filter((tag) => tag.slug).map((tag) => [tag.name, tag.slug]));
  const tags = new Map<string, string[]>();
  for (const link of rows(linkSchema('post_id', 'tag_id'), data.data.posts_tags, counter)) {
    const name = tagsById.get(String(link.tag_id));
    if (name) tags.set(String(link.post_id), [...(tags.get(String(link.post_id)) ?? []), name]);
  }
  const usersById = new Map(rows(userSchema, data.data.users, counter).map((user) => [user.id, user.name]));
  const authors = new Map<string, string[]>();
  for (const link of rows(linkSchema('post_id', 'author_id'), data.data.posts_authors, counter)) {
    const name = usersById.get(String(link.author_id));
    if (name) authors.set(String(link.post_id), [...(authors.get(String(link.post_id)) ?? []), name]);
  }
  const descriptions = new Map(
    rows(postMetaSchema, data.data.posts_meta, counter).flatMap((row) =>
      row.meta_description ? [[row.post_id, row.meta_description] as const] : [],
    ),
  );
  const locale = rows(settingSchema, data.data.settings, counter).find((setting) => setting.key === 'locale')?.value;

  return {
    version: typeof meta.version === 'string' ? meta.version : '',
    posts: rows(postSchema, data.data.posts, counter),
    tags,
    tagSlugs,
    authors,
    descriptions,
    locale: typeof locale === 'string' ? locale : '',
    unreadable: counter.unreadable,
  };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.6 ? cut.slice(0, space) : cut).trim();
}

/** Ghost writes its own address as __GHOST_URL__ in bodies and image fields. */
export function withSourceUrl(text: string, sourceUrl: string): string {
  return text.replace(/__GHOST_URL__/g, sourceUrl.replace(/\/+$/, ''));
}

export interface GhostBody {
  html: string;
  images: string[];
  videoLink: string | null;
}

/** Ghost's rendered HTML made into this editor's: cards become plain figures and the first video the article's. */
export function convertGhostHtml(html: string, sourceUrl: string): GhostBody {
  let body = withSourceUrl(html, sourceUrl);
  let videoLink: string | null = null;
  // An embed card holds the provider's iframe; its src names the video.
  body = body.replace(
    /<figure\b[^>]*\bkg-embed-card\b[^>]*>[\s\S]*?<iframe\b[^>]*\bsrc=(["'])([^"']+)\1[\s\S]*?<\/figure>/gi,
    (whole, _q: string, src: string) => {
      const link = src.startsWith('//') ? `https:${src}` : src;
      if (!toEmbed(link)) return whole;
      if (videoLink === null) {
        videoLink = link;
        return '';
      }
      return `<p><a href="${link}">${link}</a></p>`;
    },
  );
  const images: string[] = [];
  body = body.replace(/(<img\b[^>]*?\bsrc\s*=\s*)(["'])([^"']+)\2/gi, (_whole, start: string, quote: string, src: string) => {
    // Ghost's responsive copies live under /content/images/size/wNNN/; the original is without it.
    const original = originalImageUrl(src.replace(/\/content\/images\/size\/w\d+(?:h\d+)?\//, '/content/images/'));
    if (!images.includes(original)) images.push(original);
    return `${start}${quote}${original}${quote}`;
  });
  return { html: body.trim(), images, videoLink };
}

/** A post's body from its Lexical document, else its Mobiledoc (whichever Ghost wrote); null without either. */
export function renderGhostDocument(post: Pick<GhostPost, 'lexical' | 'mobiledoc'>): RenderedBody | null {
  return (post.lexical ? renderLexical(post.lexical) : null) ?? (post.mobiledoc ? renderMobiledoc(post.mobiledoc) : null);
}

/** One Ghost post's fate. `sourceUrl` is the Ghost site's address (the options' source_url). */
export function planGhostPost(post: GhostPost, ghost: GhostExport, options: ImportOptions & { sourceUrl: string }): ItemPlan {
  const site = (() => {
    try {
      return new URL(options.sourceUrl).hostname;
    } catch {
      return 'ghost';
    }
  })();
  const sourceKey = `ghost:${site}:${post.id}`;
  const title = post.title.trim();
  const skip = (reason: 'page' | 'no_body' | 'unsupported_language' | 'other_type', detail?: string): ItemPlan => ({
    kind: 'skip',
    sourceKey,
    title,
    reason,
    ...(detail ? { detail } : {}),
  });
  const type = post.type ?? 'post';
  if (type === 'page' && options.pages === 'skip') return skip('page');
  if (type !== 'post' && type !== 'page') return skip('other_type', type);
  // Ghost stores the rendered `html` beside the editor's document; without it the document is rendered here.
  const rendered = post.html == null ? renderGhostDocument(post) : null;
  const html = post.html ?? (rendered?.html.trim() ? rendered.html : null);
  if (html == null) return skip('no_body', post.lexical ? 'lexical' : post.mobiledoc ? 'mobiledoc' : undefined);

  const tags = ghost.tags.get(post.id) ?? [];
  // Internal tags #en / #pt name the post's language; otherwise the site's locale, then the option.
  const internal = tags.filter((tag) => tag.startsWith('#')).map((tag) => siteLanguage(tag.slice(1)));
  const tagged = internal.find((language) => language !== null);
  const localeLanguage = ghost.locale ? siteLanguage(ghost.locale) : null;
  if (!tagged && ghost.locale && !localeLanguage && !tags.some((tag) => tag.startsWith('#')))
    return skip('unsupported_language', ghost.locale);
  const language = tagged ?? localeLanguage ?? options.language;

  const notes: PlanNote[] = [];
  if (rendered?.unknown.length) notes.push({ code: 'unknown_cards', detail: rendered.unknown.join(', ') });
  const body = convertGhostHtml(html, options.sourceUrl);
  const published = post.published_at ? new Date(post.published_at) : null;
  const date = published && !Number.isNaN(published.getTime()) ? published : null;
  let status: PlannedArticle['status'] = 'rascunho';
  if (post.status === 'published') status = 'publicado';
  else if (post.status === 'scheduled') {
    if (date) status = 'agendado';
    else notes.push({ code: 'no_date' });
  }
  if (status === 'publicado' && post.visibility && post.visibility !== 'public') {
    // Members-only posts were never public: kept as drafts for an editor to decide.
    status = 'rascunho';
    notes.push({ code: 'private_as_draft', detail: post.visibility });
  }

  const publicTags = tags.filter((tag) => !tag.startsWith('#'));
  const mapped = publicTags.map((tag) => options.categoryMap[slugify(tag)]).find(Boolean);
  const categoria = mapped ?? options.defaultCategory;
  if (!categoria) notes.push({ code: 'no_category', detail: publicTags.join(', ') });

  const description = (ghost.descriptions.get(post.id) ?? post.custom_excerpt ?? '').trim();
  const featured = post.feature_image ? withSourceUrl(post.feature_image, options.sourceUrl) : null;
  const slug = slugify((post.slug || title).replace(/[-_]+/g, ' '));
  const prefix = (() => {
    try {
      return new URL(options.sourceUrl).pathname.replace(/\/+$/, '');
    } catch {
      return '';
    }
  })();

  return {
    kind: 'article',
    sourceKey,
    sourceId: null,
    notes,
    oldPaths: post.slug ? [`${prefix}/${post.slug}/`] : [],
    archivePaths: type === 'post' ? publicTags.map((tag) => `${prefix}/tag/${ghost.tagSlugs.get(tag) ?? slugify(tag)}/`) : [],
    article: {
      titulo: title || slug,
      slug,
      conteudo_html: body.html,
      meta_descricao: clip(description || plainText(body.html) || title, 160),
      autor: (ghost.authors.get(post.id) ?? []).join(', ') || null,
      idioma: language,
      status,
      data_publicacao: date,
      categoria,
      sourceCategories: publicTags.map((tag) => slugify(tag)),
      tags: publicTags,
      featuredImage: featured ? originalImageUrl(featured.replace(/\/content\/images\/size\/w\d+(?:h\d+)?\//, '/content/images/')) : null,
      images: body.images,
      videoLink: body.videoLink,
      products: [],
      asins: [],
      translationGroup: null,
    },
  };
}
