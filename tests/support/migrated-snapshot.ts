/**
 * The schema migrated into an empty PGlite, dumped once per set of migrations (and PGlite
 * version) to data/scratch/pglite-migrated-<hash>.tar; each test database starts from it
 * (tests/support/test-app.ts). Made before the test files start (tests/support/global-setup.ts),
 * so no file's start-up pays for it, nor do two files make it at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';

/** How the snapshot is made: a new form gets a new file rather than reading an older one. */
const SNAPSHOT_FORM = 'checkpointed';

export async function migratedSnapshot(): Promise<Blob> {
  const migrations = await loadMigrations();
  const pglite = await readFile(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8');
  const key = createHash('sha256')
    .update(JSON.parse(pglite).version)
    .update(JSON.stringify(migrations))
    .update(SNAPSHOT_FORM)
    .digest('hex')
    .slice(0, 16);
  // Inside the project, like every test data folder (tests/support/test-app.ts scratchRoot()).
  const scratch = path.resolve(import.meta.dirname, '../../data/scratch');
  await mkdir(scratch, { recursive: true });
  const file = path.join(scratch, `pglite-migrated-${key}.tar`);
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle, migrations);
    // A running database's folder: each start from it replays the log written since the last
    // checkpoint (about 80 ms of every test database's start without this one).
    await sql`CHECKPOINT`.execute(handle.db);
    const snapshot = await handle.dumpDataDir!();
    // Written whole under another name, then renamed: a parallel test process reads either no
    // file or a complete one. The name is this call's own: two calls in one process (two test
    // contexts starting together) once shared `<pid>.part`, and the second rename found no file.
    const partial = `${file}.${process.pid}.${randomUUID()}.part`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  } finally {
    await handle.close();
  }
}
