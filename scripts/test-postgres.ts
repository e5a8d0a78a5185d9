/**
 * `npm run test:pg`: the API tests again, against a real PostgreSQL server started here on a
 * free loopback port in a throw-away folder (Debian's `postgresql` package provides it).
 * Without a PostgreSQL server installed this run is skipped with a notice, except in CI,
 * where it is required.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/free-port.ts';

function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(path.join(dir, 'initdb')) ? dir : null;
  } catch {
    return null;
  }
}

const binDir = findBinDir();
if (!binDir) {
  const message = 'No PostgreSQL server found (Debian: apt-get install -y postgresql); the API tests against PostgreSQL were not run.';
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`skipped: ${message}`);
  process.exit(0);
}

// PostgreSQL refuses to run as root: run it as the postgres user then.
const asRoot = process.getuid?.() === 0;
// runuser lives in sbin, which a plain user's PATH (or a stripped CI environment) may lack.
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
const run = (bin: string, args: string[]) => {
  const command = asRoot ? RUNUSER : path.join(binDir, bin);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(binDir, bin), ...args] : args;
  const result = spawnSync(command, fullArgs, { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
if (asRoot) {
  chmodSync(dir, 0o777);
}
const dataDir = path.join(dir, 'data');
const port = await freePort();
let started = false;
let status = 1;
try {
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${path.basename(path.dirname(binDir))} on ${url}: running the API tests against it`);
  const extra = process.argv.slice(2);
  const vitest = spawnSync(process.execPath, [path.resolve('node_modules/vitest/vitest.mjs'), 'run', '--project', 'api', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = vitest.status ?? 1;
} finally {
  if (started) {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
