/**
 * POST /api/functions/get-horoscope {sign}: the daily reading for one of the 12 signs, in
 * the request's language, from the AI provider (cached per sign, day and language) or the
 * offline phrase banks.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { offlineHoroscope } from '../ai/offline/horoscope.ts';
import { ZODIAC_SIGNS, type AiProvider, type HoroscopeReading } from '../ai/provider.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Logger } from '../lib/logger.ts';
import { validate } from '../lib/validate.ts';

export const horoscopeBody = z.object({
  sign: z.enum(ZODIAC_SIGNS, { error: `sign must be one of: ${ZODIAC_SIGNS.join(', ')}` }),
  language: z.enum(['en', 'pt']).optional(),
});

/** Model readings for today, kept until the day changes (at most 12 signs × 2 languages). */
class DailyCache {
  private day = '';
  private readonly entries = new Map<string, HoroscopeReading>();
  get(day: string, key: string) {
    if (day !== this.day) {
      this.day = day;
      this.entries.clear();
    }
    return this.entries.get(key);
  }
  set(key: string, reading: HoroscopeReading) {
    this.entries.set(key, reading);
  }
}

export function horoscopeRoutes({ ai, logger, today = () => new Date().toISOString().slice(0, 10) }: { ai: AiProvider; logger: Logger; today?: () => string }) {
  const cache = new DailyCache();
  return new Hono<AppEnv>().post('/', validate('json', horoscopeBody), async (c) => {
    const { sign, language } = c.req.valid('json');
    const locale = language ?? c.get('locale');
    const day = today();
    const request = { sign, day, locale };
    if (ai.source === 'offline') return c.json({ ...offlineHoroscope(request), source: 'offline' });

    const key = `${sign}|${locale}`;
    const cached = cache.get(day, key);
    if (cached) return c.json({ ...cached, source: 'model' });
    try {
      const reading = await ai.horoscope(request);
      cache.set(key, reading);
      return c.json({ ...reading, source: 'model' });
    } catch (error) {
      logger.warn('horoscope from the AI provider failed; using the offline reading', { error });
      return c.json({ ...offlineHoroscope(request), source: 'offline' });
    }
  });
}
