/**
 * What the embedded database's one connection costs the site during a backup, both ways side by
 * side in one process (docs/decisions/068): a query like the public article list's, sent every
 * 50 ms, idle and while createBackup runs with the dump in one transaction (`exclusive`, as the
 * command does) and in short transactions with a final check (as the server's job does).
 * `siteDir` is a stopped site; its media are left out (the database part is what holds the
 * connection), and the archives go to a scratch folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { createBackup } from '../../functions/backups/create-backup.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { LocalMediaStorage } from '../../functions/media/local-media-storage.ts';
import { scratchRoot } from '../lib/scratch.ts';

export interface HoldBenchRow {
  dump: string;
  backupSeconds: number;
  idleP95: number;
  duringP50: number;
  duringP95: number;
  duringMax: number;
  samples: number;
}

const EVERY_MS = 50;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export async function benchBackupHold(siteDir: string): Promise<HoldBenchRow[]> {
  const handle = await openDatabase({ dataDir: siteDir });
  const scratch = await mkdtemp(path.join(scratchRoot(), 'backup-hold-'));
  const noMedia = new LocalMediaStorage(path.join(scratch, 'no-media'));
  const listQuery = async () => {
    const started = performance.now();
    await handle.db
      .selectFrom('articles')
      .select(['id', 'slug', 'titulo', 'meta_descricao', 'data_publicacao'])
      .where('status', '=', 'publicado')
      .orderBy('data_publicacao', 'desc')
      .limit(12)
      .execute();
    return performance.now() - started;
  };
  const sample = async (done: () => boolean) => {
    const samples: Array<Promise<number>> = [];
    while (!done()) {
      samples.push(listQuery());
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
    return Promise.all(samples);
  };
  try {
    for (let i = 0; i < 20; i++) await listQuery();
    const rows: HoldBenchRow[] = [];
    for (const [dump, exclusive] of [
      ['short transactions + final check', false],
      ['one transaction (before)', true],
      ['short transactions + final check (again)', false],
    ] as const) {
      const idleEnds = Date.now() + 5_000;
      const idle = await sample(() => Date.now() >= idleEnds);
      let done = false;
      const during = sample(() => done);
      const started = performance.now();
      await createBackup({
        db: handle.db,
        engine: handle.kind,
        media: noMedia,
        out: path.join(scratch, `${rows.length}.tar.gz`),
        exclusive,
      });
      const backupSeconds = (performance.now() - started) / 1000;
      done = true;
      const samples = await during;
      rows.push({
        dump,
        backupSeconds,
        idleP95: percentile(idle, 95),
        duringP50: percentile(samples, 50),
        duringP95: percentile(samples, 95),
        duringMax: Math.max(...samples),
        samples: samples.length,
      });
    }
    return rows;
  } finally {
    await handle.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
