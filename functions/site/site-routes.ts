/**
 * The public site: the redirects table first (slug changes and redirects made in the back
 * office, functions/redirects/store.ts; never for the site's own /admin, /api, /media or /go
 * paths), then files of the live build at clean URLs, the permanent redirects from the
 * specification's /artigo/{slug} and from an article's URL in the other locale to the
 * article's real URL (article-redirects.ts), the admin shell for every /admin/* path, and the
 * site's own 404 page in the visitor's locale. The redirects are answered from a copy in memory
 * (functions/redirects/redirect-index.ts, docs/decisions/039); only before its first load do
 * they read the database, and without it the pages are still served (withoutDatabase below).
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/http.ts';
import { isReservedPath } from '../../src/lib/contracts/redirect.ts';
import { legacyFallback } from './article-redirects.ts';
import type { LiveSite } from './live-site.ts';
import { sameSitePath } from './same-site-path.ts';
import { CACHE_REVALIDATE, sendFile } from './send-file.ts';

const LEGACY_ARTICLE = /^(\/pt)?\/artigo\/([^/]+)\/?$/;

function localeOfPath(pathname: string): 'en' | 'pt' {
  return pathname === '/pt' || pathname.startsWith('/pt/') ? 'pt' : 'en';
}

/** What a visitor sees before the first build is live: a page that refreshes, or why it cannot. */
export function buildingPage(c: Context, locale: 'en' | 'pt', failed: boolean): Response {
  const text = {
    pt: failed
      ? {
          title: 'O site não pôde ser gerado',
          body: 'A geração do site falhou. O motivo está no console do servidor (a linha “site build failed”) e em /api/health. Corrija-o e reinicie o servidor, ou faça uma alteração no painel para gerar de novo.',
        }
      : { title: 'Preparando o site…', body: 'O site está sendo gerado. Esta página se atualiza sozinha em alguns segundos.' },
    en: failed
      ? {
          title: 'The site could not be built',
          body: 'The site build failed. The reason is in the server’s console (the line “site build failed”) and at /api/health. Fix it and restart the server, or make a change in the back office to build again.',
        }
      : { title: 'Getting the site ready…', body: 'The site is being built. This page refreshes itself in a few seconds.' },
  }[locale];
  // A failed build is not retried on its own: refreshing would only repeat the same page.
  const refresh = failed ? '' : '<meta http-equiv="refresh" content="5">';
  const html = `<!doctype html><html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<meta name="robots" content="noindex"><title>${text.title}</title></head><body><main><h1>${text.title}</h1><p>${text.body}</p></main></body></html>`;
  return c.html(html, 503, { ...(failed ? {} : { 'Retry-After': '5' }), 'Cache-Control': 'no-store' });
}

/**
 * The built pages do not need the database, and the redirects need it only until their copy in
 * memory is first loaded. When it does not answer then (a lost connection, a failover), pages
 * are served as built and a redirect waits for it to come back; the failure is logged at most
 * once a minute, not once per page view.
 */
function withoutDatabase(logger: AppDeps['logger']) {
  let lastWarned = 0;
  return async <T>(lookup: () => T | Promise<T>, fallback: T): Promise<T> => {
    try {
      return await lookup();
    } catch (error) {
      if (Date.now() - lastWarned > 60_000) {
        lastWarned = Date.now();
        logger.warn('redirects could not be looked up; pages are served without them', { error: (error as Error).message });
      }
      return fallback;
    }
  };
}

export function siteRoutes({ site, redirects: index, logger }: Pick<AppDeps, 'site' | 'redirects' | 'logger'>) {
  const redirects = index.articles;
  const orElse = withoutDatabase(logger);
  return new Hono<AppEnv>().get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      pathname = '/__malformed__';
    }
    const query = new URL(c.req.url).search;

    if (!isReservedPath(sameSitePath(c.req.path))) {
      const stored = await orElse(() => index.find(c.req.path), null);
      if (stored) return c.redirect(`${sameSitePath(stored.to_path)}${query}`, stored.status);
    }
    // An imported WordPress post's shortlink (/?p=123, /?page_id=45) is stored as that one path
    // (functions/import/runner.ts); the query it names is used up by the redirect.
    const shortlink = pathname === '/' ? /^\?(p|page_id)=(\d{1,12})$/.exec(query) : null;
    if (shortlink) {
      const stored = await orElse(() => index.find(`/?${shortlink[1]}=${shortlink[2]}`), null);
      if (stored) return c.redirect(sameSitePath(stored.to_path), stored.status);
    }

    const legacy = LEGACY_ARTICLE.exec(pathname);
    if (legacy) {
      const locale = legacy[1] ? 'pt' : 'en';
      const slug = legacy[2] ?? '';
      const target = sameSitePath(await orElse(() => redirects.legacy(locale, slug), legacyFallback(locale, slug)));
      // An article whose slug changed: its old /artigos path is in the table; one hop, not two.
      const moved = await orElse(() => index.find(target), null);
      return c.redirect(`${moved ? sameSitePath(moved.to_path) : target}${query}`, 301);
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return c.redirect(`${sameSitePath(c.req.path)}${query}`, 301);
    }

    const files = site.current;
    const locale = localeOfPath(pathname);
    if (!files) return buildingPage(c, locale, site.build.state === 'failed');

    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    const file = isAdmin ? files.lookup('/admin') : pathname.includes('\0') ? undefined : files.lookup(pathname);
    if (file) return sendFile(c, file);
    const moved = isAdmin ? null : await orElse(() => redirects.moved(pathname), null);
    if (moved) return c.redirect(`${sameSitePath(moved)}${query}`, 301);

    return notFoundPage(c, site, locale);
  });
}

/** The live build's 404 page in `locale` (a plain text before the first build). */
export function notFoundPage(c: Context, site: LiveSite, locale: 'en' | 'pt'): Response | Promise<Response> {
  const notFound = site.current?.lookup(locale === 'pt' ? '/pt/404' : '/404');
  if (notFound) return sendFile(c, notFound, 404);
  return c.text('Not found', 404, { 'Cache-Control': CACHE_REVALIDATE });
}
