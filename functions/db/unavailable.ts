/**
 * Whether an error means the database is not there (refused or lost connection, a server
 * shutting down, a closed pool or embedded database), as opposed to a query that failed. The
 * API answers those 503 database_unavailable, a state that passes, not a 500; node-postgres and
 * PGlite say it with these codes and messages.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** PostgreSQL's admin_shutdown, crash_shutdown and cannot_connect_now; class 08 is connection_exception. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /Client was closed and is not queryable/i,
  /PGlite is closed/i,
  // Kysely's own, for a request still running while the server shuts its database down.
  /driver has already been destroyed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08'))) return true;
    // FATAL ends the session: PostgreSQL refused or dropped the connection itself (a database
    // not accepting connections, too many clients, a failed sign-in), whatever the code.
    if ((current as { severity?: unknown }).severity === 'FATAL') return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}
