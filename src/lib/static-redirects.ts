/**
 * The `_redirects` file of the static bundle (`npm run build`), for static hosts that read one
 * (Netlify, Cloudflare Pages): the same 301s the server answers (functions/site/
 * article-redirects.ts), written out per article because a static host cannot look them up.
 */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { articleUrl } from './article-links.ts';
import type { PublishedArticle } from './content/schema.ts';
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

export function buildStaticRedirects(articles: readonly PublishedArticle[]): string {
  const bySlug = new Map<string, PublishedArticle[]>();
  for (const article of articles) bySlug.set(article.slug, [...(bySlug.get(article.slug) ?? []), article]);
  const lines: string[] = [];
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
