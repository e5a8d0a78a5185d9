/**
 * The site's own analytics (specification, section 7): page views on every public page, and
 * helpers for article_view, affiliate_click and search. Events go to POST /api/analytics with
 * navigator.sendBeacon, so they survive the page being left; no cookies, nothing identifying.
 * With PUBLIC_ANALYTICS_ID set at build time, the hosted Google tag loads as well.
 */
import { HOSTED_ANALYTICS_ID, hostedAnalyticsScriptUrl } from '../lib/hosted-analytics.ts';
import { apiIsCrossOrigin, apiUrl } from '../lib/api-base.ts';
import { isPreviewPath } from '../lib/preview-path.ts';

type Common = { path: string; locale: 'en' | 'pt' };

export type AnalyticsEvent =
  | { type: 'page_view' }
  | { type: 'article_view'; article_id: string; article_title: string; article_category: string }
  | { type: 'affiliate_click'; product_name: string; affiliate_url: string }
  | { type: 'search'; search_term: string; results_count: number };

const ENDPOINT = '/api/analytics';

function pageContext(): Common {
  return {
    path: location.pathname || '/',
    locale: document.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en',
  };
}

export function sendEvent(event: AnalyticsEvent): void {
  // A preview's address is the key to a draft: it is never sent anywhere (docs/decisions/031).
  if (isPreviewPath(location.pathname)) return;
  const json = JSON.stringify({ ...event, ...pageContext() });
  const endpoint = apiUrl(ENDPOINT);
  try {
    // A beacon of JSON to another origin (a static bundle's API) would go with credentials and be refused: fetch then.
    if (!apiIsCrossOrigin() && navigator.sendBeacon?.(endpoint, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse beacons (privacy settings); fall through to fetch.
  }
  fetch(endpoint, { method: 'POST', body: json, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {
    // Analytics never disturbs the reader.
  });
}

export function trackArticleView(article: { id: string; title: string; category: string }): void {
  sendEvent({ type: 'article_view', article_id: article.id, article_title: article.title, article_category: article.category });
}

export function trackAffiliateClick(productName: string, affiliateUrl: string): void {
  sendEvent({ type: 'affiliate_click', product_name: productName, affiliate_url: affiliateUrl });
}

export function trackSearch(searchTerm: string, resultsCount: number): void {
  sendEvent({ type: 'search', search_term: searchTerm, results_count: resultsCount });
}

/** Links marked `data-affiliate-product="Name"` (and `data-affiliate-url`) report their clicks (any page, any time). */
function watchAffiliateLinks(): void {
  const report = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-affiliate-product]');
    // Tracked links (/go/{id}) carry their destination, so the event names the shop as before.
    if (link) trackAffiliateClick(link.dataset.affiliateProduct ?? '', link.dataset.affiliateUrl ?? link.href);
  };
  document.addEventListener('click', report);
  // A middle click opens the link too, without a click event.
  document.addEventListener('auxclick', (event) => {
    if (event.button === 1) report(event);
  });
}

function loadHostedAnalytics(id: string): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  // The tag reads `arguments` objects from dataLayer, as its own snippet pushes them.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = hostedAnalyticsScriptUrl(id);
  document.head.append(script);
}

let started = false;

/** Called once per page by the base layout. */
export function startAnalytics(): void {
  if (started || isPreviewPath(location.pathname)) return;
  started = true;
  sendEvent({ type: 'page_view' });
  watchAffiliateLinks();
  if (HOSTED_ANALYTICS_ID) loadHostedAnalytics(HOSTED_ANALYTICS_ID);
}
