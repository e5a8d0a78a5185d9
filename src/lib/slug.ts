/**
 * The slug rules of the back-office specification (section 5): lowercase, accents removed,
 * characters other than letters, digits, spaces and hyphens dropped, spaces become hyphens,
 * repeated hyphens collapse. Leading and trailing hyphens are trimmed so that every slug is
 * a clean path segment, and a title with nothing usable falls back to 'artigo'.
 */
export const MAX_SLUG_LENGTH = 120;

export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  const cut = slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
  return cut || 'artigo';
}

/**
 * The first free slug for `base`: base itself, then base-2, base-3, ... given the slugs
 * already taken that start with it.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
