/**
 * POST /api/functions/get-horoscope {sign}: the daily reading for one of the 12 signs, in
 * the request's language, from the AI provider (cached per sign, day and language) or the
 * offline phrase banks. Each address may ask HOROSCOPE_RATE_LIMIT times.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { offlineHoroscope } from '../ai/offline/horoscope.ts';
import { ZODIAC_SIGNS, type AiProvider, type HoroscopeReading } from '../ai/provider.ts';
import type { HoroscopeAnswer } from '../../src/lib/horoscope.ts';
import type { Env } from '../env.ts';
import { fieldKey } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Logger } from '../lib/logger.ts';
import { limitRequests, type LimitDeps } from '../lib/request-limits.ts';
import { validate } from '../lib/validate.ts';

export const horoscopeBody = z.object({
  sign: z.enum(ZODIAC_SIGNS, { error: fieldKey('sign_unknown', ZODIAC_SIGNS.join(', ')) }),
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

const RATE_LIMITED = {
  en: 'You have asked for many readings in a short time. Please try again later.',
  pt: 'Você pediu muitas leituras em pouco tempo. Tente novamente mais tarde.',
};

export function horoscopeRoutes(
  deps: LimitDeps & { env: Pick<Env, 'HOROSCOPE_RATE_LIMIT'>; ai: AiProvider; logger: Logger; today?: () => string },
) {
  const { ai, logger, today = () => new Date().toISOString().slice(0, 10) } = deps;
  const cache = new DailyCache();
  const limit = limitRequests(deps, 'horoscope', deps.env.HOROSCOPE_RATE_LIMIT, RATE_LIMITED);
  return new Hono<AppEnv>().post('/', validate('json', horoscopeBody), limit, async (c) => {
    const { sign, language } = c.req.valid('json');
    const locale = language ?? c.get('locale');
    const day = today();
    const request = { sign, day, locale };
    // Typed with the widget's own answer type, so a renamed field fails the type check.
    const answer = (reading: HoroscopeReading, source: HoroscopeAnswer['source']) =>
      c.json({ ...reading, source } satisfies HoroscopeAnswer);
    if (ai.source === 'offline') return answer(offlineHoroscope(request), 'offline');

    const key = `${sign}|${locale}`;
    const cached = cache.get(day, key);
    if (cached) return answer(cached, 'model');
    try {
      const reading = await ai.horoscope(request);
      cache.set(key, reading);
      return answer(reading, 'model');
    } catch (error) {
      logger.warn('horoscope from the AI provider failed; using the offline reading', { error });
      return answer(offlineHoroscope(request), 'offline');
    }
  });
}
