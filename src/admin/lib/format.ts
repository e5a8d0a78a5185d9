/** Display formats of the back office. */
import { $adminLocale } from './i18n.ts';

/** "18/05/2026, 14:32": when the site went live, in the editor's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** "May 18, 2026": article publication dates, in the en-US format the specification asks for. */
export function formatPublicationDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** "12,480" / "12.5K": large counts stay short on a stat card. */
export function formatCount(value: number): string {
  if (value < 10_000) return new Intl.NumberFormat('en-US').format(value);
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** "12,5 MB" / "12.5 MB": a file's size in the interface language, in powers of 1024. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat($adminLocale.get() === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)} ${units[unit]}`;
}
