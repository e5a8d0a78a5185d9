import { intlLocale } from '../../../lib/format.ts';

/** When a locked account unlocks, in the person's own time zone: "14:05", or "25/11, 14:05" on another day. */
export function formatUnlockTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = (value: Date) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'short', timeZone }).format(value);
  const sameDay = day(date) === day(now);
  return new Intl.DateTimeFormat(intlLocale(), {
    ...(sameDay ? {} : { day: '2-digit', month: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
