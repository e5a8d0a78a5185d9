/** Display formats shared by cards and article pages. */
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * "March 4, 2026" / "4 de março de 2026". Dates are shown in UTC so that a build gives the
 * same text on every machine, whatever its time zone.
 */
export function formatLongDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return longDateFormat(locale).format(date);
}

/** One formatter per locale: making an Intl.DateTimeFormat costs far more than formatting with it (a page shows dozens of dates). */
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();

function longDateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    longDateFormats.set(locale, format);
  }
  return format;
}

/** The `datetime` attribute of a `<time>`: the calendar day in UTC, e.g. 2026-03-04. */
export function isoDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Related product prices are US dollars in both locales: "$1,299.00"; null when unknown. */
export function formatPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return null;
  return USD.format(price);
}
