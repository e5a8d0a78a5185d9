/**
 * The affiliate disclosure a page shows beside its tracked links (issue 29): its language's
 * default marketplace's text when there is one, else null (the page shows the site's generic
 * text). The page plan keys the pages that show it by the same value (page-plan.ts).
 */
import type { Locale } from '../i18n/locales.ts';
import type { SiteSettings } from './content/schema.ts';

export function affiliateDisclosureIn(settings: Pick<SiteSettings, 'affiliate_disclosure'>, locale: Locale): string | null {
  return settings.affiliate_disclosure[locale].trim() || null;
}
