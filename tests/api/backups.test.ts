/**
 * Backup and restore round trips (issue 26, docs/decisions/048): a site with a bit of
 * everything is backed up, restored into an empty target, and backed up again; the two
 * archives hold the same rows (per table: count and content hash), the same sequences and the
 * same media files, and the restored site answers as the first did: members sign in with the
 * same passwords (and the same two-step codes when the archive kept its secrets), redirects
 * and tracked links lead where they led, media files are byte-identical. Then across engines:
 * PGlite to PostgreSQL and back (or the reverse when the tests run on PostgreSQL).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../functions/backups/create-backup.ts';
import type { Manifest } from '../../functions/backups/format.ts';
import { restoreBackup } from '../../functions/backups/restore-backup.ts';
import type { DatabaseHandle } from '../../functions/db/database.ts';
import type { MediaStorage } from '../../functions/media/media-storage.ts';
import { LocalMediaStorage } from '../../functions/media/local-media-storage.ts';
import { findPostgresBinDir, startPostgres, type PostgresServer } from '../../scripts/lib/postgres-server.ts';
import { contentOf, fillSite, mediaHashes, openRestored, signInAs, type OpenedSite, type SiteFacts } from '../support/backup-site.ts';
import { createTestContext, createTestDatabase, scratchRoot, type TestContext } from '../support/test-app.ts';

const PASSPHRASE = 'correct horse battery staple';
const SLOW = 240_000;

let source: TestContext;
let facts: SiteFacts;
let scratch: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  scratch = await mkdtemp(path.join(await scratchRoot(), 'backups-'));
  source = await createTestContext({ seed: true, env: { AUTH_SIGN_IN_LIMIT: '1000' } });
  facts = await fillSite(source);
}, SLOW);
async function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}
afterAll(async () => {
  await runCleanups();
  await source?.close();
  await rm(scratch, { recursive: true, force: true });
});

let archives = 0;
async function backUp(handle: DatabaseHandle, media: MediaStorage, passphrase?: string): Promise<{ file: string; manifest: Manifest }> {
  const file = path.join(scratch, `archive-${++archives}.tar.gz`);
  const result = await createBackup({ db: handle.db, engine: handle.kind, media, out: file, passphrase });
  return { file, manifest: result.manifest };
}

/** An empty target of the given engine: a new data folder, with a new PostgreSQL database for 'postgres'. */
async function emptyTarget(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = await mkdtemp(path.join(scratch, 'target-'));
  if (engine === 'pglite') return { dataDir };
  if (!serverUrl) {
    const database = await createTestDatabase();
    await database.handle.close();
    cleanups.push(database.drop);
    return { dataDir, databaseUrl: database.url };
  }
  const name = `restore_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

async function restoreAndOpen(file: string, target: { dataDir: string; databaseUrl?: string }, passphrase?: string): Promise<OpenedSite> {
  const result = await restoreBackup({ file, passphrase, ...target });
  expect(result.replaced).toBeNull();
  const opened = await openRestored(target);
  cleanups.push(opened.close);
  return opened;
}

const sourceEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('a backup restored into an empty target', () => {
  it(
    'encrypted: the same content, members sign in with the same passwords and two-step codes, links and media answer as before',
    async () => {
      const first = await backUp(source.handle, source.deps.media, PASSPHRASE);
      expect(first.manifest.secrets.included).toBe(true);
      expect(first.manifest.database.excludedTables).toEqual(expect.arrayContaining(['session', 'verification']));
      expect(first.manifest.database.tables.map((t) => t.name)).toContain('twoFactor');
      expect((await stat(first.file)).mode & 0o777).toBe(0o600);

      const target = await emptyTarget(sourceEngine);
      const restored = await restoreAndOpen(first.file, target, PASSPHRASE);
      const second = await backUp(restored.handle, new LocalMediaStorage(path.join(target.dataDir, 'uploads')), PASSPHRASE);
      expect(contentOf(second.manifest)).toEqual(contentOf(first.manifest));
      expect(first.manifest.database.tables.find((t) => t.name === 'articles')!.rows).toBeGreaterThan(40);
      expect(contentOf(first.manifest).media.length).toBeGreaterThan(1);

      expect(await signInAs(restored.app, facts.admin)).toEqual({ status: 200, twoStep: true });
      expect(await signInAs(restored.app, { ...facts.admin, totpURI: undefined, password: 'not-the-password' })).toMatchObject({
        status: 401,
      });
      expect(await signInAs(restored.app, facts.author)).toEqual({ status: 200, twoStep: false });
      const redirect = await restored.app.request(facts.redirect.from);
      expect([redirect.status, redirect.headers.get('location')]).toEqual([facts.redirect.status, facts.redirect.location]);
      const tracked = await restored.app.request(facts.tracked.path);
      expect([tracked.status, tracked.headers.get('location')]).toEqual([302, facts.tracked.location]);
      expect(await mediaHashes(restored.app, restored.handle)).toEqual(facts.media);
    },
    SLOW,
  );

  it(
    'not encrypted: no secrets in the archive; passwords still work, two-step sign-in is off, webhooks get new secrets',
    async () => {
      const first = await backUp(source.handle, source.deps.media);
      expect(first.manifest.secrets.included).toBe(false);
      expect(first.manifest.database.tables.map((t) => t.name)).not.toContain('twoFactor');

      const target = await emptyTarget(sourceEngine);
      const result = await restoreBackup({ file: first.file, ...target });
      expect(result.newWebhookSecrets).toEqual([
        expect.objectContaining({ name: 'Deploy hook', secret: expect.stringMatching(/^whsec_/) }),
      ]);
      const restored = await openRestored(target);
      cleanups.push(restored.close);
      const second = await backUp(restored.handle, new LocalMediaStorage(path.join(target.dataDir, 'uploads')));
      expect(contentOf(second.manifest)).toEqual(contentOf(first.manifest));

      expect(await signInAs(restored.app, facts.admin)).toEqual({ status: 200, twoStep: false });
      const secrets = await restored.handle.db.selectFrom('webhook_configs').select('secret').execute();
      const before = await source.handle.db.selectFrom('webhook_configs').select('secret').execute();
      expect(secrets[0]!.secret).toBe(result.newWebhookSecrets[0]!.secret);
      expect(secrets[0]!.secret).not.toBe(before[0]!.secret);
      expect(await mediaHashes(restored.app, restored.handle)).toEqual(facts.media);
    },
    SLOW,
  );
});

const binDir = findPostgresBinDir();
describe.skipIf(!binDir && !process.env.TEST_DATABASE_URL)('across engines', () => {
  let server: PostgresServer | null = null;
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) server = await startPostgres(binDir!);
  }, SLOW);
  afterAll(async () => {
    // The restored sites' connections first, then their server.
    await runCleanups();
    server?.stop();
  });

  it(
    `${sourceEngine} → ${sourceEngine === 'pglite' ? 'PostgreSQL' : 'PGlite'} → ${sourceEngine}: the same content at every step`,
    async () => {
      const other = sourceEngine === 'pglite' ? 'postgres' : 'pglite';
      const first = await backUp(source.handle, source.deps.media, PASSPHRASE);
      const middleTarget = await emptyTarget(other, server?.url);
      const middle = await restoreAndOpen(first.file, middleTarget, PASSPHRASE);
      expect(middle.handle.kind).toBe(other);
      const second = await backUp(middle.handle, new LocalMediaStorage(path.join(middleTarget.dataDir, 'uploads')), PASSPHRASE);
      expect(second.manifest.database.engine).toBe(other);
      const lastTarget = await emptyTarget(sourceEngine);
      const last = await restoreAndOpen(second.file, lastTarget, PASSPHRASE);
      const third = await backUp(last.handle, new LocalMediaStorage(path.join(lastTarget.dataDir, 'uploads')), PASSPHRASE);
      expect(contentOf(second.manifest)).toEqual(contentOf(first.manifest));
      expect(contentOf(third.manifest)).toEqual(contentOf(first.manifest));
      expect(await signInAs(last.app, facts.admin)).toEqual({ status: 200, twoStep: true });
      expect(await mediaHashes(middle.app, middle.handle)).toEqual(facts.media);
    },
    SLOW,
  );
});
