/**
 * PGlite allows one process per data folder, and a second opener silently loses writes.
 * The server holds DATA_DIR/server.lock (created exclusively) for as long as it runs; the
 * lock records the holder's pid and address so that `npm run build` can use the running
 * server instead of opening the database.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  startedAt: string;
  /** The running server's own address, once it listens. */
  url?: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data folder is in use: ${lockPath} is held by process ${holder.pid}` +
        `${holder.url ? ` (serving ${holder.url})` : ''}, started ${holder.startedAt}. ` +
        'Only one server may use a data folder at a time: stop that process, or set DATA_DIR to another folder.',
    );
  }
}

/** DATA_DIR cannot be created or written: the server cannot keep its database, builds or uploads. */
export class DataDirUnusableError extends Error {
  override name = 'DataDirUnusableError';
  constructor(dataDir: string, cause: NodeJS.ErrnoException) {
    super(
      `DATA_DIR ${dataDir} cannot be used (${cause.code ?? 'error'}: ${cause.message}). ` +
        'Set DATA_DIR to a folder this user can create and write, e.g. DATA_DIR=./data.',
    );
  }
}

/** Creates DATA_DIR if needed and proves it writable, so a bad setting fails in one clear line. */
export function prepareDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirUnusableError(dataDir, error as NodeJS.ErrnoException);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPathFor(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

/** The current holder of the lock, or null when the folder is free (a dead holder counts as free). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Records the server's address in the lock. */
  setUrl(url: string): void;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathFor(dataDir);
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        setUrl(url) {
          info.url = url;
          writeFileSync(lockPath, JSON.stringify(info));
        },
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirLockedError(lockPath, holder);
      // Left behind by a process that died without cleaning up: take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not create ${lockPath}.`);
}
