/** A unique index refused a row: two requests raced past the checks (PostgreSQL and PGlite both say 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
