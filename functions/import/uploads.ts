/**
 * Where an uploaded import file waits for its job (docs/decisions/074, which replaces 049's
 * "the upload lives in the database" for the embedded database). Whichever instance runs the
 * job must find it, and a restart too:
 *
 * - Embedded (PGlite): a file under DATA_DIR/imports. Only one process ever opens a data
 *   folder, so the instance that received the file is the one that runs it; and PGlite wrote a
 *   bytea at about 1 MB a second (a 109 MB export took 124 s before its import began), where
 *   a file is written at the disk's pace and read back without a copy.
 * - PostgreSQL: in the database (import_file_chunks, 1 MB rows), as before: any instance of the
 *   cluster can read it, whatever the media storage is, and a server takes these rows at the
 *   network's pace.
 *
 * Either way the bytes are kept until the import ends (done, cancelled, or failed for good).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** One upload being received. */
export interface UploadWriter {
  write(bytes: Buffer): Promise<void>;
  /** All bytes are kept; answers a local file holding them (recognised before the job is queued). */
  finish(): Promise<string>;
  /** The upload failed: files are closed (remove() forgets what was kept). */
  abort(): Promise<void>;
}

export interface ImportUploads {
  readonly where: 'data_dir' | 'database';
  /** Receives the upload of `importId`; `scratch` is a file path this call may write a local copy to. */
  writer(importId: string, scratch: string): UploadWriter;
  /** A local file holding the upload, to be read (twice) by the job; `scratchFolder` is the job's to write a copy in. */
  fileOf(importId: string, scratchFolder: string): Promise<string>;
  /** Forgets the upload (an ended import's, or a refused one's). */
  remove(importId: string): Promise<void>;
  /** Forgets every upload of an import that has ended or no longer exists (a crash can leave one). */
  sweep(): Promise<void>;
}

const CHUNK_BYTES = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function endStream(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'close');
}

async function writeTo(stream: WriteStream, bytes: Buffer): Promise<void> {
  if (!stream.write(bytes)) await once(stream, 'drain');
}

/** The ended (or deleted) imports among `ids`. */
async function endedOf(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const live = new Set(
    (await db.selectFrom('imports').select('id').where('id', 'in', ids).where('status', 'in', ['queued', 'running']).execute()).map(
      (row) => row.id,
    ),
  );
  return ids.filter((id) => !live.has(id));
}

class FolderUploads implements ImportUploads {
  readonly where = 'data_dir';
  constructor(
    private readonly db: Kysely<Database>,
    private readonly folder: string,
  ) {}

  private pathOf(importId: string): string {
    if (!UUID.test(importId)) throw new Error(`not an import id: ${importId}`);
    return path.join(this.folder, importId);
  }

  writer(importId: string): UploadWriter {
    const target = this.pathOf(importId);
    const partial = `${target}.part`;
    let stream: WriteStream | null = null;
    const open = async () => {
      if (stream) return stream;
      await mkdir(this.folder, { recursive: true, mode: 0o700 });
      stream = createWriteStream(partial, { mode: 0o600 });
      return stream;
    };
    return {
      write: async (bytes) => writeTo(await open(), bytes),
      finish: async () => {
        await endStream(await open());
        await rename(partial, target);
        return target;
      },
      abort: async () => {
        if (stream && !stream.closed) await endStream(stream);
      },
    };
  }

  async fileOf(importId: string): Promise<string> {
    return this.pathOf(importId);
  }

  async remove(importId: string): Promise<void> {
    const target = this.pathOf(importId);
    await rm(`${target}.part`, { force: true });
    await rm(target, { force: true });
  }

  async sweep(): Promise<void> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const ids = [...new Set(names.map((name) => name.replace(/\.part$/, '')).filter((id) => UUID.test(id)))];
    for (const id of await endedOf(this.db, ids)) await this.remove(id);
  }
}

class DatabaseUploads implements ImportUploads {
  readonly where = 'database';
  constructor(private readonly db: Kysely<Database>) {}

  writer(importId: string, scratch: string): UploadWriter {
    const copy = createWriteStream(scratch, { mode: 0o600 });
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      const data = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      await this.db.insertInto('import_file_chunks').values({ import_id: importId, seq, data }).execute();
      seq += 1;
    };
    return {
      write: async (bytes) => {
        await writeTo(copy, bytes);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      },
      finish: async () => {
        await flush();
        await endStream(copy);
        return scratch;
      },
      abort: async () => {
        if (!copy.closed) await endStream(copy);
      },
    };
  }

  async fileOf(importId: string, scratchFolder: string): Promise<string> {
    const file = path.join(scratchFolder, 'upload');
    const out = createWriteStream(file, { mode: 0o600 });
    for (let seq = 0; ; seq += 1) {
      const chunk = await this.db
        .selectFrom('import_file_chunks')
        .select('data')
        .where('import_id', '=', importId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) break;
      await writeTo(out, Buffer.from(chunk.data));
    }
    await endStream(out);
    return file;
  }

  async remove(importId: string): Promise<void> {
    await this.db.deleteFrom('import_file_chunks').where('import_id', '=', importId).execute();
  }

  async sweep(): Promise<void> {
    const ids = (await this.db.selectFrom('import_file_chunks').select('import_id').distinct().execute()).map((row) => row.import_id);
    for (const id of await endedOf(this.db, ids)) await this.remove(id);
  }
}

/** The uploads' place for this database: DATA_DIR/imports for the embedded one, the database for PostgreSQL. */
export function importUploads(deps: { db: Kysely<Database>; engine: DatabaseKind; dataDir: string }): ImportUploads {
  return deps.engine === 'pglite' ? new FolderUploads(deps.db, path.join(deps.dataDir, 'imports')) : new DatabaseUploads(deps.db);
}
