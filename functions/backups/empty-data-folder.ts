/**
 * The empty embedded database a restore loads into (docs/decisions/073), copied from a kept
 * one instead of made by PGlite's initdb in the restoring process. That initdb starts a second
 * PGlite (128 MB of WebAssembly memory, the smallest its module accepts) and copies that
 * memory whole before each of its steps: about 440 MB more peak than opening a folder that
 * exists. The kept folder is made once per installed PGlite version, by a child process, in
 * node_modules/.cache; every later restore copies its files (39 MB, no more memory than a
 * file copy).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INIT_SCRIPT = path.join(ROOT, 'scripts/lib/init-empty-pgdata.mjs');
export const KEPT_DIR = path.join(ROOT, 'node_modules/.cache/bilingual-publisher');

/** The kept folder's path: one per PGlite version, whose initdb made it. */
export async function keptEmptyPgdata(): Promise<string> {
  const packageJson = path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '../package.json');
  const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
  return path.join(KEPT_DIR, `empty-pgdata-pglite-${version}`);
}

/**
 * Puts an empty PGlite data folder at `target` (which must not exist). Makes the kept one first
 * when there is none; when node_modules cannot be written, the child makes `target` itself.
 */
export async function createEmptyPgdata(target: string): Promise<void> {
  const kept = await keptEmptyPgdata();
  if (!(await isDataFolder(kept))) {
    const made = `${kept}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await mkdir(KEPT_DIR, { recursive: true });
      await initInChild(made);
      // Two restores making it at once: the first rename wins, the other's copy is dropped.
      await rename(made, kept).catch(async (error: NodeJS.ErrnoException) => {
        if (!(await isDataFolder(kept))) throw error;
      });
    } catch (error) {
      if (!isUnwritable(error)) throw error;
      await initInChild(target);
      return;
    } finally {
      await rm(made, { recursive: true, force: true });
    }
  }
  await cp(kept, target, { recursive: true, errorOnExist: true, force: false });
}

async function isDataFolder(folder: string): Promise<boolean> {
  return (await stat(path.join(folder, 'PG_VERSION')).catch(() => null))?.isFile() ?? false;
}

function isUnwritable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EROFS' || code === 'EPERM';
}

/** initdb in a process of its own, whose memory is returned when it exits; baseline WebAssembly compiler as in the commands. */
async function initInChild(folder: string): Promise<void> {
  const child = spawn(process.execPath, ['--liftoff-only', INIT_SCRIPT, folder], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0 || !(await isDataFolder(folder))) {
    throw new Error(`Could not make an empty embedded database in ${folder} (exit ${code}): ${stderr.trim().slice(-500)}`);
  }
}
