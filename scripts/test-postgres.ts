/**
 * `npm run test:pg`: the API tests again, against a real PostgreSQL server started here on a
 * free loopback port in a throw-away folder (Debian's `postgresql` package provides it).
 * Without a PostgreSQL server installed this run is skipped with a notice, except in CI,
 * where it is required.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../functions/db/database.ts';
import { migrate } from '../functions/db/migrate.ts';
import { findPostgresBinDir, startPostgres } from './lib/postgres-server.ts';

/** The schema migrated once into a template database, which each test file's database copies. */
async function createTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrate(handle);
  await handle.close();
}

const binDir = findPostgresBinDir();
if (!binDir) {
  const message = 'No PostgreSQL server found (Debian: apt-get install -y postgresql); the API tests against PostgreSQL were not run.';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`skipped: ${message}`);
  process.exit(0);
}

const server = await startPostgres(binDir);
let status = 1;
try {
  console.log(`PostgreSQL ${server.version} on ${server.url}: running the API tests against it`);
  const template = 'app_template';
  await createTemplate(server.url, template);
  const extra = process.argv.slice(2);
  // The files that never open a database of their own (they start PGlite servers or none) run
  // the same on either engine: once, in the PGlite run. The rest wait on the PostgreSQL server
  // (another process) much of the time, so three files run at once.
  const sameOnEitherEngine = [
    'tests/api/server-process.test.ts',
    'tests/api/media-copy-to-s3.test.ts',
    'tests/api/media-storage-drivers.test.ts',
    // The embedded database itself: its worker's restart, a one-pass command's settings, a
    // migration run on an in-memory PGlite.
    'tests/api/database-worker-restart.test.ts',
    'tests/api/database-one-pass.test.ts',
    'tests/api/newsletter-first-publish-migration.test.ts',
    // A page that throws in the server's renderer, on a fixture bundle: no database.
    'tests/api/page-render-error.test.ts',
  ];
  // Files whose proof is about output the engine cannot change, and whose queries other files
  // run here too: once, in the PGlite run.
  const engineIndependent = [
    // html-validate over every page of the built sample site, after its own `astro build`
    // (about a minute of both cores): the same content on either engine renders the same
    // pages. Seeding that content, reading it for a build and a draft preview run here in
    // built-site-language.test.ts and draft-preview.test.ts.
    'tests/api/valid-html.test.ts',
  ];
  const namesFiles = extra.some((arg) => !arg.startsWith('-'));
  const defaults = namesFiles
    ? []
    : ['--maxWorkers=3', ...[...sameOnEitherEngine, ...engineIndependent].map((file) => `--exclude=${file}`)];
  const vitest = spawnSync(
    process.execPath,
    [path.resolve('node_modules/vitest/vitest.mjs'), 'run', '--project', 'api', ...defaults, ...extra],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: server.url, TEST_DATABASE_TEMPLATE: template },
    },
  );
  status = vitest.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
