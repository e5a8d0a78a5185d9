/** The offline daily reading: composed from phrase banks, the same all day for a sign. */
import type { HoroscopeReading, HoroscopeRequest, ZodiacSign } from '../provider.ts';
import { ZODIAC_SIGNS } from '../provider.ts';
import { ADVICE, COLORS, ELEMENT_OF, ELEMENT_OPENINGS, FOCUS, LUCKY_HOURS, MOODS, SIGN_NAMES, SIGN_SEASONS } from './horoscope-phrases.ts';
import { pick, seededRandom } from './seeded.ts';

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

/** The sign's season, e.g. "July 23 – August 22" or "23 de julho – 22 de agosto". */
export function signDateRange(sign: ZodiacSign, locale: 'en' | 'pt'): string {
  const [[m1, d1], [m2, d2]] = SIGN_SEASONS[sign];
  const format = (month: number, day: number) => (locale === 'en' ? `${MONTHS.en[month - 1]} ${day}` : `${day} de ${MONTHS.pt[month - 1]}`);
  return `${format(m1, d1)} – ${format(m2, d2)}`;
}

/** 10 → "10 AM" in English, "10h" in Portuguese. */
export function formatLuckyTime(hour: number, locale: 'en' | 'pt'): string {
  if (locale === 'pt') return `${hour}h`;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

export function offlineHoroscope({ sign, day, locale }: HoroscopeRequest): HoroscopeReading {
  // Seeded by sign and day only, so both languages read the same on the same day.
  const random = seededRandom(`horoscope|${sign}|${day}`);
  const opening = pick(random, ELEMENT_OPENINGS[ELEMENT_OF[sign]]);
  const focus = pick(random, FOCUS);
  const advice = pick(random, ADVICE);
  const others = ZODIAC_SIGNS.filter((other) => other !== sign);
  return {
    description: `${opening[locale]} ${focus[locale]} ${advice[locale]}`,
    color: pick(random, COLORS)[locale],
    lucky_number: 1 + Math.floor(random() * 99),
    lucky_time: formatLuckyTime(pick(random, LUCKY_HOURS), locale),
    compatibility: SIGN_NAMES[pick(random, others)][locale],
    mood: pick(random, MOODS)[locale],
    date_range: signDateRange(sign, locale),
  };
}
