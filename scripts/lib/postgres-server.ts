/**
 * A throw-away PostgreSQL server on a free loopback port, from Debian's `postgresql` package:
 * for `npm run test:pg` and the cluster benchmark. Null when no server is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export function findPostgresBinDir(): string | null {
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

export interface PostgresServer {
  url: string;
  version: string;
  stop(): void;
}

export async function startPostgres(binDir: string): Promise<PostgresServer> {
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
  if (asRoot) chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
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
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: path.basename(path.dirname(binDir)), stop };
}
