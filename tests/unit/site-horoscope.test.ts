import { describe, expect, it } from 'vitest';
import {
  HOROSCOPE_CACHE_MS,
  asReading,
  cacheEntry,
  fallbackReading,
  horoscopeCacheKey,
  isHoroscopeCacheKey,
  localDay,
  readCacheEntry,
} from '../../src/lib/horoscope.ts';

const reading = {
  description: 'A calm day.',
  color: 'Green',
  lucky_number: 12,
  lucky_time: '3 PM',
  compatibility: 'Libra',
  mood: 'Calm',
  date_range: 'July 23 – August 22',
};

describe('horoscope readings', () => {
  it('accepts a full reading and refuses an empty or partial one', () => {
    expect(asReading({ ...reading, source: 'model' })).toEqual(reading);
    expect(asReading({ ...reading, lucky_number: '12' })).toEqual(reading);
    expect(asReading({ ...reading, description: '  ' })).toBeNull();
    expect(asReading({ ...reading, lucky_number: 'many' })).toBeNull();
    expect(asReading({})).toBeNull();
    expect(asReading(null)).toBeNull();
  });

  it('falls back to the fixed reading with today’s date in the page’s language', () => {
    const words = { description: 'Hoje…', color: 'Azul', luckyTime: '10h', compatibility: 'Gêmeos', mood: 'Otimista' };
    const today = new Date(2026, 6, 4, 15);
    expect(fallbackReading(words, today, 'pt-BR')).toEqual({
      description: 'Hoje…',
      color: 'Azul',
      lucky_number: 7,
      lucky_time: '10h',
      compatibility: 'Gêmeos',
      mood: 'Otimista',
      date_range: '4 de julho de 2026',
    });
    expect(fallbackReading({ ...words, color: 'Blue' }, today, 'en-US').date_range).toBe('July 4, 2026');
  });
});

describe('horoscope cache', () => {
  const now = Date.UTC(2026, 6, 4, 12);

  it('is keyed by language, sign and the visitor’s day', () => {
    expect(horoscopeCacheKey('pt', 'leo', localDay(new Date(2026, 0, 9, 23, 30)))).toBe('horoscope:pt:leo:2026-01-09');
    expect(isHoroscopeCacheKey('horoscope:en:aries:2026-01-09')).toBe(true);
    expect(isHoroscopeCacheKey('lang')).toBe(false);
  });

  it('keeps a reading for 12 hours', () => {
    const raw = cacheEntry(reading, now);
    expect(readCacheEntry(raw, now + HOROSCOPE_CACHE_MS - 1)).toEqual(reading);
    expect(readCacheEntry(raw, now + HOROSCOPE_CACHE_MS)).toBeNull();
    expect(readCacheEntry(raw, now - 60_000)).toBeNull();
  });

  it('ignores missing, broken and incomplete entries', () => {
    expect(readCacheEntry(null, now)).toBeNull();
    expect(readCacheEntry('{not json', now)).toBeNull();
    expect(readCacheEntry(JSON.stringify({ savedAt: now, reading: { color: 'Red' } }), now)).toBeNull();
  });
});
