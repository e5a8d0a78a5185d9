/**
 * The reader's own choice of store ("change store" beside prices): GET /go/store lists the
 * marketplaces that can be destinations, and GET /go/store?m=<domain> remembers the choice in a
 * first-party cookie sent only to /go (pages stay the same for everyone, so CDN caching stays
 * correct), then returns to the page. ?m=auto forgets it. Nothing else is kept.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { GeoConfig } from './choose.ts';

export const STORE_COOKIE = 'go_store';
const YEAR_SECONDS = 365 * 86_400;

const TEXT = {
  en: {
    title: 'Choose your store',
    intro: 'Product links on this site will open the store you choose. Without a choice, we pick the store for your country.',
    auto: 'Choose for me (by country)',
    back: 'Back to the page',
    current: 'current choice',
  },
  pt: {
    title: 'Escolha sua loja',
    intro: 'Os links de produtos deste site abrirão a loja que você escolher. Sem escolha, usamos a loja do seu país.',
    auto: 'Escolher por mim (pelo país)',
    back: 'Voltar à página',
    current: 'escolha atual',
  },
} as const;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A path of this site to return to: starts with one slash, nothing that could leave the site. */
export function safeBackPath(value: string | undefined, locale: 'en' | 'pt'): string {
  const fallback = locale === 'pt' ? '/pt/' : '/';
  if (!value || value.length > 500 || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return fallback;
  return value;
}

/** The chosen store, when it is still one that can be a destination. */
export function chosenStore(c: Context, config: GeoConfig): string | null {
  const value = getCookie(c, STORE_COOKIE);
  return value && config.marketplaces.get(value)?.tracking_id ? value : null;
}

export function storeChoice(c: Context, config: GeoConfig, locale: 'en' | 'pt'): Response {
  const back = safeBackPath(c.req.query('back'), locale);
  const wanted = c.req.query('m');
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  if (wanted === 'auto') {
    deleteCookie(c, STORE_COOKIE, { path: '/go' });
    return c.redirect(back, 303);
  }
  if (wanted && config.marketplaces.get(wanted)?.tracking_id) {
    setCookie(c, STORE_COOKIE, wanted, { path: '/go', maxAge: YEAR_SECONDS, sameSite: 'Lax', httpOnly: true });
    return c.redirect(back, 303);
  }
  const text = TEXT[locale];
  const current = chosenStore(c, config);
  const link = (m: string, label: string) =>
    `<li><a href="/go/store?m=${encodeURIComponent(m)}&amp;l=${locale}&amp;back=${encodeURIComponent(back)}">${escape(label)}</a>${
      m === current ? ` <small>(${text.current})</small>` : ''
    }</li>`;
  const stores = [...config.marketplaces.values()]
    .filter((market) => market.tracking_id)
    .map((market) => link(market.domain, market.domain));
  const html = `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title><meta name="robots" content="noindex"></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>${text.title}</h1><p>${text.intro}</p>
<ul>${link('auto', text.auto)}${stores.join('')}</ul>
<p><a href="${escape(back)}">${text.back}</a></p></main></body></html>`;
  return c.html(html);
}
