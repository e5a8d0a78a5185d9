/**
 * Why an item could not be written, as the report says it (docs/decisions/088): one of the
 * report's documented codes, which the screen and docs/admin-api.md explain in the
 * administrator's language, never a raw PostgreSQL SQLSTATE such as `23505` or `P0001`. The
 * detail keeps what helps to find the cause (the constraint or column the database named, a
 * trigger's own message) without PostgreSQL's English sentence around it.
 */

export interface ItemFailure {
  code: string;
  detail?: string;
}

/** The report's codes for a write the database refused, by SQLSTATE (exact) or its class (first two characters). */
const BY_SQLSTATE: Record<string, string> = {
  '23505': 'duplicate',
  '23503': 'missing_reference',
  '23502': 'invalid_item',
  '23514': 'invalid_item',
  '23P01': 'duplicate',
  P0001: 'refused_by_database',
  '40001': 'write_conflict',
  '40P01': 'write_conflict',
  '57014': 'write_timeout',
};
const BY_CLASS: Record<string, string> = {
  // Data exceptions: a value too long, out of range or not of the column's type.
  '22': 'invalid_item',
  '23': 'invalid_item',
  // The connection or the database went away (a restart, the embedded database's worker: 57P02).
  '08': 'database_unavailable',
  '57': 'database_unavailable',
  // Out of disk, memory or connections.
  '53': 'database_full',
};

/** PostgreSQL's error fields as pg and PGlite carry them (DatabaseError's own properties). */
interface DatabaseErrorFields {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  column?: unknown;
  table?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** The import's own codes (runner.ts throws them), already documented. */
const OWN_CODE = /^[a-z][a-z_]*$/;

/**
 * The code and detail an item's failure is reported with. An error of the import's own (a
 * lower-case code such as `empty_body`) keeps its code and message; a database error becomes
 * one of BY_SQLSTATE's codes (else `write_failed`), with the constraint or column it named, or
 * a trigger's message (written in this project's migrations for people to read).
 */
export function itemFailure(error: unknown): ItemFailure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as DatabaseErrorFields;
  const message = typeof fields.message === 'string' ? fields.message : String(error);
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (code && OWN_CODE.test(code)) return { code, detail: message.slice(0, 300) };
  // Not the database's (a Node.js error such as ENOSPC, or none): the general code, with the message.
  if (!code || !SQLSTATE.test(code)) return { code: 'write_failed', detail: message.slice(0, 300) };
  const mapped = BY_SQLSTATE[code] ?? BY_CLASS[code.slice(0, 2)] ?? 'write_failed';
  const named = [fields.table, fields.constraint ?? fields.column].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  if (mapped === 'refused_by_database') return { code: mapped, detail: message.slice(0, 300) };
  if (named.length) return { code: mapped, detail: named.join(': ') };
  return mapped === 'write_failed' ? { code: mapped, detail: `SQLSTATE ${code}` } : { code: mapped };
}
