/**
 * The `_redirects` file of the static bundle (`npm run build`), for static hosts that read one
 * (Netlify, Cloudflare Pages): the same redirects the server answers, written out because a
 * static host cannot look them up. The redirects table (slug changes, and those made in the
 * back office; docs/decisions/023) comes first, as the server answers it first (the first
 * matching line wins); then the 301s of functions/site/article-redirects.ts per article.
 */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { articleUrl } from './article-links.ts';
import type { PublishedArticle, StoredRedirect } from './content/schema.ts';
import { articleHref } from './navigation.ts';

/** Where a slug asked for in `locale` leads: the locale's own article, its translation, or the article. */
function target(bySlug: Map<string, PublishedArticle[]>, locale: Locale, slug: string): string | null {
  const found = bySlug.get(slug) ?? [];
  const own = found.find((article) => article.idioma === locale);
  if (own) return articleUrl(own);
  const other = found[0];
  if (!other) return null;
  return articleUrl(other.traducao?.idioma === locale ? other.traducao : other);
}

const OLD_ARTICLE_PATH = /^(\/pt)?\/artigos\/([^/]+)$/;

export function buildStaticRedirects(articles: readonly PublishedArticle[], stored: readonly StoredRedirect[] = []): string {
  const bySlug = new Map<string, PublishedArticle[]>();
  for (const article of articles) bySlug.set(article.slug, [...(bySlug.get(article.slug) ?? []), article]);
  const lines: string[] = [];
  const storedFrom = new Set(stored.map((redirect) => redirect.from_path));
  for (const redirect of stored) {
    lines.push(`${redirect.from_path} ${redirect.to_path} ${redirect.status}`);
    // The specification's /artigo/{old slug} goes where /artigos/{old slug} now goes, in one hop.
    const old = OLD_ARTICLE_PATH.exec(redirect.from_path);
    const legacy = old && `${old[1] ?? ''}/artigo/${old[2]}`;
    if (legacy && !storedFrom.has(legacy)) lines.push(`${legacy} ${redirect.to_path} ${redirect.status}`);
  }
  for (const slug of [...bySlug.keys()].sort()) {
    for (const locale of LOCALES) {
      const to = target(bySlug, locale, slug)!;
      const legacy = localizePath(`/artigo/${encodeURIComponent(slug)}`, locale);
      const moved = localizePath(articleHref(slug), locale);
      lines.push(`${legacy} ${to} 301`);
      if (to !== moved) lines.push(`${moved} ${to} 301`);
    }
  }
  // Any other /artigo/{slug}: the canonical form, as before (the article may be newer than the bundle).
  lines.push('/artigo/:slug /artigos/:slug 301', '/pt/artigo/:slug /pt/artigos/:slug 301', '');
  return lines.join('\n');
}
