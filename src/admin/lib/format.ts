/**
 * Display formats of the back office, in the interface language: Brazilian Portuguese
 * (pt-BR) or British English (en-GB: day before month and a 24-hour clock, so a date reads the
 * same way to every editor of this bilingual team, and never as the US month-first order that
 * a Brazilian colleague would misread). The specification's fixed formats stay as it gives them.
 */
import { $adminLocale } from './i18n.ts';
import { INTERFACE_LANGUAGE_TAGS } from './interface-language.ts';

/** The Intl locale of the interface language now. */
export function intlLocale(): string {
  return INTERFACE_LANGUAGE_TAGS[$adminLocale.get()];
}

/** "18/05/2026, 14:32" (both languages): when the site went live, in the editor's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** "May 18, 2026": article publication dates, in the en-US format the specification asks for (both languages). */
export function formatPublicationDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** "12,480" / "12.5K": large counts stay short on a stat card (the specification's format, both languages). */
export function formatCount(value: number): string {
  if (value < 10_000) return new Intl.NumberFormat('en-US').format(value);
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** "1.234" / "1,234": a plain number in the interface language. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

/** "12,5 MB" / "12.5 MB": a file's size in the interface language, in powers of 1024. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)} ${units[unit]}`;
}
