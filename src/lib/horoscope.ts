/**
 * The home page's daily horoscope: the 12 signs, the reading's shape, its cache in
 * localStorage (per language, sign and day, valid 12 hours) and the fixed reading of
 * section 8, shown silently when the service fails or answers empty.
 */
import type { Locale } from '../i18n/locales.ts';

/** The twelve signs, in zodiac order (the server's horoscope uses this list too). */
export const ZODIAC_SIGNS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

export const DEFAULT_SIGN: ZodiacSign = 'leo';
export const HOROSCOPE_CACHE_MS = 12 * 60 * 60 * 1000;
const CACHE_PREFIX = 'horoscope:';

export interface HoroscopeReading {
  description: string;
  color: string;
  lucky_number: number;
  lucky_time: string;
  compatibility: string;
  mood: string;
  date_range: string;
}

/** The answer of POST /api/functions/get-horoscope: the reading and where it came from. */
export interface HoroscopeAnswer extends HoroscopeReading {
  source: 'model' | 'offline';
}

export const READING_FIELDS = ['description', 'color', 'lucky_number', 'lucky_time', 'compatibility', 'mood', 'date_range'] as const;

export function isZodiacSign(value: unknown): value is ZodiacSign {
  return typeof value === 'string' && (ZODIAC_SIGNS as readonly string[]).includes(value);
}

/** A reading with every field filled in, or null (an empty or partial answer). */
export function asReading(value: unknown): HoroscopeReading | null {
  if (typeof value !== 'object' || value === null) return null;
  const reading = value as Record<string, unknown>;
  const text = (key: string) => (typeof reading[key] === 'string' && (reading[key] as string).trim() ? (reading[key] as string) : null);
  const luckyNumber = typeof reading.lucky_number === 'number' ? reading.lucky_number : Number(reading.lucky_number);
  const fields = {
    description: text('description'),
    color: text('color'),
    lucky_time: text('lucky_time'),
    compatibility: text('compatibility'),
    mood: text('mood'),
    date_range: text('date_range'),
  };
  if (!Number.isFinite(luckyNumber) || Object.values(fields).some((field) => field === null)) return null;
  return { ...(fields as Omit<HoroscopeReading, 'lucky_number'>), lucky_number: luckyNumber };
}

/** The visitor's calendar day, YYYY-MM-DD: a new day means a new reading. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function horoscopeCacheKey(locale: Locale, sign: ZodiacSign, day: string): string {
  return `${CACHE_PREFIX}${locale}:${sign}:${day}`;
}

export function isHoroscopeCacheKey(key: string): boolean {
  return key.startsWith(CACHE_PREFIX);
}

export function cacheEntry(reading: HoroscopeReading, savedAt: number): string {
  return JSON.stringify({ savedAt, reading });
}

/** The cached reading if it is younger than 12 hours, else null. */
export function readCacheEntry(raw: string | null, now: number): HoroscopeReading | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as { savedAt?: unknown; reading?: unknown };
    if (typeof entry.savedAt !== 'number' || now - entry.savedAt >= HOROSCOPE_CACHE_MS || entry.savedAt > now) return null;
    return asReading(entry.reading);
  } catch {
    return null;
  }
}

/** The words of the fixed reading in the page's language. */
export interface FallbackWords {
  description: string;
  color: string;
  luckyTime: string;
  compatibility: string;
  mood: string;
}

/** The fixed reading of section 8: blue, 7, 10 AM, Gemini, Optimistic, today's date. */
export function fallbackReading(words: FallbackWords, today: Date, intlLocale: string): HoroscopeReading {
  return {
    description: words.description,
    color: words.color,
    lucky_number: 7,
    lucky_time: words.luckyTime,
    compatibility: words.compatibility,
    mood: words.mood,
    date_range: new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', day: 'numeric' }).format(today),
  };
}
