/**
 * Vitest's global setup: runs once, before any test file. On a fresh clone the first test
 * files used to migrate a PGlite database each (two at once on two workers) inside their
 * beforeAll, which on a loaded 2-core machine passed the 60 s hook limit. The snapshot is
 * made here instead; on PostgreSQL scripts/test-postgres.ts migrates its template itself.
 */
import { migratedSnapshot } from './migrated-snapshot.ts';

export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await migratedSnapshot();
}
