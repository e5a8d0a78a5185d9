/**
 * The public address of a stored affiliate link: /go/{id}, which counts the click on the
 * server and redirects to the destination (functions/affiliate/go-routes.ts). The page's
 * locale rides along so that clicks can be told apart by language without a cookie.
 */
import type { Locale } from '../i18n/locales.ts';

export function trackedLinkPath(id: string, locale: Locale): string {
  return `/go/${encodeURIComponent(id)}?l=${locale}`;
}

/**
 * The "change store" page (functions/affiliate/geo/store-choice.ts): the reader picks the store
 * product links open, remembered in a cookie only /go/ receives, and comes back to `back`.
 */
export function storeChoicePath(locale: Locale, back: string): string {
  return `/go/store?l=${locale}&back=${encodeURIComponent(back)}`;
}

/** The link's attributes: a paid link, in a new tab, with no hold on this page. */
export const TRACKED_LINK_REL = 'sponsored noopener';
