/**
 * Applies functions/db/migrations/NNN_name.sql in order, each once, all in one transaction
 * under an advisory lock, so that several servers starting on one PostgreSQL agree and a
 * second run changes nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle, RawQuery } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_KEY = 4_321_001;

export interface Migration {
  version: string;
  script: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({ version: name.replace(/\.sql$/, ''), script: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/** Returns the versions applied by this call (empty when the schema was already current). */
export async function migrate(handle: DatabaseHandle, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  return handle.withConnection(async (query) => {
    await query('BEGIN');
    try {
      const done = await applyMigrations(query, pending);
      await query('COMMIT');
      return done;
    } catch (error) {
      await query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * The migrations not applied yet, inside the caller's transaction (migrate() above; a restore
 * runs them in its own, up to the archive's version and then the rest).
 */
export async function applyMigrations(query: RawQuery, migrations: Migration[]): Promise<string[]> {
  await query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
  await query('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await query('SELECT version FROM schema_migrations')).map((row) => String(row.version)));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await query(migration.script);
    await query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    done.push(migration.version);
  }
  return done;
}
