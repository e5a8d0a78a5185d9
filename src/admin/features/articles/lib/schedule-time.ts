/**
 * A schedule's time between the API (ISO 8601 with a zone) and the date-time picker, which
 * shows and reads the editor's own time zone (an <input type="datetime-local"> value).
 * Pure functions, unit-tested in tests/unit/admin-schedule-time.test.ts.
 */
import { intlLocale } from '../../../lib/format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The picker's value (YYYY-MM-DDTHH:mm, local time) for an instant. */
export function toPickerValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant the editor picked, as ISO 8601 (UTC), or null when the picker holds no full date and time. */
export function fromPickerValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  // Without a zone, Date reads a date-time as local time: the editor's zone.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The editor's time zone, as the picker's hint names it (e.g. America/Sao_Paulo). */
export function editorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A scheduled time as the back office shows it, in the editor's zone. */
export function formatScheduled(iso: string, locale = intlLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
