/**
 * The home page's horoscope: loads the chosen sign's reading from POST
 * /api/functions/get-horoscope when the section nears the screen, keeps it in localStorage
 * for 12 hours (per language, sign and day), and shows the fixed reading of section 8,
 * without any error, when the service fails or answers empty.
 */
import {
  DEFAULT_SIGN,
  READING_FIELDS,
  asReading,
  cacheEntry,
  fallbackReading,
  horoscopeCacheKey,
  isHoroscopeCacheKey,
  isZodiacSign,
  localDay,
  readCacheEntry,
  type FallbackWords,
  type HoroscopeReading,
  type ZodiacSign,
} from '../lib/horoscope.ts';
import { apiRequest } from '../lib/site-api.ts';

const REQUEST_TIMEOUT_MS = 10_000;

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Saves a reading and drops the ones of other days. */
function storageSave(key: string, value: string): void {
  try {
    const day = key.slice(key.lastIndexOf(':') + 1);
    for (let index = localStorage.length - 1; index >= 0; index--) {
      const other = localStorage.key(index);
      if (other && isHoroscopeCacheKey(other) && !other.endsWith(`:${day}`)) localStorage.removeItem(other);
    }
    localStorage.setItem(key, value);
  } catch {
    // Storage may be full or disabled: the reading still shows, it is just fetched again.
  }
}

function requestReading(sign: ZodiacSign, locale: 'en' | 'pt', signal: AbortSignal): Promise<HoroscopeReading> {
  return apiRequest('/api/functions/get-horoscope', {
    locale,
    method: 'POST',
    body: { sign, language: locale },
    // Never shown: any failure gives the fixed reading instead.
    fallbackMessage: 'horoscope unavailable',
    read: (json) => asReading(json) ?? undefined,
    timeoutMs: REQUEST_TIMEOUT_MS,
    signal,
  });
}

function setUpWidget(root: HTMLElement): void {
  const select = root.querySelector<HTMLSelectElement>('[data-horoscope-sign]');
  const card = root.querySelector<HTMLElement>('[data-horoscope-card]');
  const name = root.querySelector<HTMLElement>('[data-horoscope-name]');
  if (!select || !card) return;
  const locale = root.dataset.locale === 'pt' ? 'pt' : 'en';
  const intlLocale = root.dataset.intlLocale ?? 'en-US';
  const words = JSON.parse(root.dataset.fallback ?? '{}') as FallbackWords;
  let current: AbortController | null = null;

  const show = (sign: ZodiacSign, reading: HoroscopeReading) => {
    if (name) name.textContent = select.selectedOptions[0]?.textContent ?? sign;
    for (const field of READING_FIELDS) {
      const slot = card.querySelector<HTMLElement>(`[data-horoscope-field="${field}"]`);
      if (slot) slot.textContent = String(reading[field]);
    }
    card.dataset.sign = sign;
    card.setAttribute('aria-busy', 'false');
  };

  const load = async (sign: ZodiacSign) => {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    const now = new Date();
    const key = horoscopeCacheKey(locale, sign, localDay(now));
    const cached = readCacheEntry(storageGet(key), now.getTime());
    if (cached) return show(sign, cached);

    card.setAttribute('aria-busy', 'true');
    let reading: HoroscopeReading | null = null;
    try {
      reading = await requestReading(sign, locale, controller.signal);
    } catch {
      if (controller.signal.aborted) return;
    }
    if (controller !== current) return;
    if (reading) storageSave(key, cacheEntry(reading, Date.now()));
    show(sign, reading ?? fallbackReading(words, now, intlLocale));
  };

  const selected = () => (isZodiacSign(select.value) ? select.value : DEFAULT_SIGN);
  select.addEventListener('change', () => void load(selected()));

  // A reading is only worth a request when the reader gets near it.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void load(selected());
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(root);
}

export function setUpHoroscope(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-horoscope]')) setUpWidget(root);
}
