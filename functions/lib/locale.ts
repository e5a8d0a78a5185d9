/** The API answers in the visitor's language: Portuguese when the request prefers it, else English. */
export type Locale = 'en' | 'pt';

export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === 'pt' || tag.startsWith('pt-')) return 'pt';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
