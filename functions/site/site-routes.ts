/**
 * The public site: files of the live build at clean URLs, the permanent redirect from the
 * specification's /artigo/{slug} to the canonical /artigos/{slug}, the admin shell for every
 * /admin/* path, and the site's own 404 page in the visitor's locale.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/http.ts';
import type { LiveSite } from './live-site.ts';
import { sameSitePath } from './same-site-path.ts';
import { CACHE_REVALIDATE, sendFile } from './send-file.ts';

const LEGACY_ARTICLE = /^(\/pt)?\/artigo\/([^/]+)\/?$/;

function localeOfPath(pathname: string): 'en' | 'pt' {
  return pathname === '/pt' || pathname.startsWith('/pt/') ? 'pt' : 'en';
}

function buildingPage(c: Context, locale: 'en' | 'pt'): Response {
  const text =
    locale === 'pt'
      ? { title: 'Preparando o site…', body: 'O site está sendo gerado. Esta página se atualiza sozinha em alguns segundos.' }
      : { title: 'Getting the site ready…', body: 'The site is being built. This page refreshes itself in a few seconds.' };
  const html = `<!doctype html><html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="5"><meta name="robots" content="noindex"><title>${text.title}</title></head><body><main><h1>${text.title}</h1><p>${text.body}</p></main></body></html>`;
  return c.html(html, 503, { 'Retry-After': '5', 'Cache-Control': 'no-store' });
}

export function siteRoutes({ site }: { site: LiveSite }) {
  return new Hono<AppEnv>().get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      pathname = '/__malformed__';
    }
    const query = new URL(c.req.url).search;

    const legacy = LEGACY_ARTICLE.exec(pathname);
    if (legacy) {
      const target = sameSitePath(`${legacy[1] ?? ''}/artigos/${encodeURIComponent(legacy[2] ?? '')}`);
      return c.redirect(`${target}${query}`, 301);
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return c.redirect(`${sameSitePath(c.req.path)}${query}`, 301);
    }

    const files = site.current;
    const locale = localeOfPath(pathname);
    if (!files) return buildingPage(c, locale);

    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    const file = isAdmin ? files.lookup('/admin') : pathname.includes('\0') ? undefined : files.lookup(pathname);
    if (file) return sendFile(c, file);

    const notFound = files.lookup(locale === 'pt' ? '/pt/404' : '/404');
    if (notFound) return sendFile(c, notFound, 404);
    return c.text('Not found', 404, { 'Cache-Control': CACHE_REVALIDATE });
  });
}
