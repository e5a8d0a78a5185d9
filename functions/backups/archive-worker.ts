/**
 * The archive's CPU work, on a worker thread of its own at a lowered priority
 * (docs/decisions/073): tar packing, SHA-256 of every entry, gzip, encryption and the file
 * writes of a new archive, or the whole read-back of one (read-archive.ts). On the server's
 * thread these took 50 to 80 ms of every MB (callbacks of a few KB each, and their garbage),
 * time the site's requests waited for. Started by archive-thread.ts; see its protocol there.
 * Both a write and a verify import only what Node runs with its types stripped (no tsx in the
 * worker: starting it took seconds on a loaded machine; docs/decisions/080).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { ArchiveReply, ArchiveRequest, ArchiveWorkerData } from './archive-thread.ts';
import { type Compression, compressionOf, GzipMembers } from './gzip-members.ts';
import { endOfArchive, fileHeader, padding } from './tar-header.ts';

/** Bytes per read and per gzip output: a few large callbacks instead of many small ones. */
const CHUNK = 1024 * 1024;

const port = parentPort!;
const data = workerData as ArchiveWorkerData;

try {
  // Process id 0 is the calling thread on Linux only; elsewhere it would lower the whole server.
  if (process.platform === 'linux' && data.nice > 0) setPriority(Math.min(19, data.nice));
} catch {
  // A system that refuses: the work still runs off the server's thread.
}

const reply = (message: ArchiveReply) => port.postMessage(message);
const failed = (error: unknown): ArchiveReply => ({
  type: 'failed',
  name: error instanceof Error ? error.name : 'Error',
  code: (error as { code?: unknown } | null)?.code === undefined ? undefined : String((error as { code: unknown }).code),
  message: error instanceof Error ? error.message : String(error),
});

if (data.kind === 'verify') {
  const { readArchive } = await import('./read-archive.ts');
  readArchive(data.file, { passphrase: data.passphrase }).then(
    (manifest) => reply({ type: 'verified', manifest }),
    (error: unknown) => reply(failed(error)),
  );
} else {
  await writeArchive(data);
}

async function writeArchive(options: Extract<ArchiveWorkerData, { kind: 'write' }>): Promise<void> {
  // The tar stream is made here (tar-header.ts), so each entry's bytes are known: the gzip layer
  // deflates the tables and stores already-compressed media as they are (gzip-members.ts).
  const out = new PassThrough({ highWaterMark: CHUNK });
  const layers: NodeJS.ReadWriteStream[] = [];
  if (options.passphrase) layers.push(await (await import('./encryption.ts')).createEncryptStream(options.passphrase));
  const file = createWriteStream(options.partial, { flags: 'wx', mode: 0o600, highWaterMark: CHUNK });
  const writing = pipeline([out, ...layers, file] as unknown as [Readable, Writable]);
  writing.catch(() => undefined);
  const broken = writing.then(
    () => new Error('the archive was closed early'),
    (error: unknown) => error as Error,
  );
  const members = options.gzip ? new GzipMembers(out, { chunkSize: CHUNK, level: 6 }) : null;
  const mtime = new Date();

  /** Tar bytes into the archive, through the gzip layer when there is one; waits while the disk is behind. */
  async function emit(bytes: Buffer, compression: Compression): Promise<void> {
    const written = members ? members.write(bytes, compression) : out.write(bytes) ? null : once(out, 'drain');
    if (!written) return;
    const outcome = await Promise.race([written.then(() => null), broken]);
    if (outcome) throw outcome;
  }

  // Requests come one at a time: the main thread waits for each answer before the next.
  let streamed: Entry | null = null;
  port.on('message', (request: ArchiveRequest) => {
    handle(request).then(reply, (error: unknown) => {
      out.destroy(error as Error);
      reply(failed(error));
    });
  });

  async function handle(request: ArchiveRequest): Promise<ArchiveReply> {
    switch (request.type) {
      case 'file': {
        const source = createReadStream(request.path, { highWaterMark: CHUNK });
        const opened = await once(source, 'open').then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            // Deleted since it was listed: it is simply not in this backup.
            if (request.missingOk && error.code === 'ENOENT') return false;
            throw error;
          },
        );
        if (!opened) return { type: 'missing' };
        const entry = await beginEntry(request.name, request.size);
        for await (const chunk of source as AsyncIterable<Buffer>) await writeChunk(entry, chunk);
        return { type: 'entry', sha256: await endEntry(entry) };
      }
      case 'begin':
        streamed = await beginEntry(request.name, request.size);
        return { type: 'ack' };
      case 'chunk':
        await writeChunk(streamed!, Buffer.from(request.data));
        return { type: 'ack' };
      case 'end': {
        const sha256 = await endEntry(streamed!);
        streamed = null;
        return { type: 'entry', sha256 };
      }
      case 'finish': {
        const manifest = Buffer.from(request.manifest);
        const entry = await beginEntry(request.name, manifest.length);
        await writeChunk(entry, manifest);
        await endEntry(entry);
        await emit(endOfArchive(), 'deflate');
        await members?.end();
        out.end();
        await writing;
        const handle = await open(options.partial, 'r');
        try {
          await handle.sync();
          return { type: 'finished', bytes: (await handle.stat()).size };
        } finally {
          await handle.close();
        }
      }
    }
  }

  async function beginEntry(name: string, size: number): Promise<Entry> {
    const compression = compressionOf(name);
    await emit(fileHeader(name, size, mtime), compression);
    return { hash: createHash('sha256'), name, size, written: 0, compression };
  }

  async function writeChunk(entry: Entry, chunk: Buffer): Promise<void> {
    entry.hash.update(chunk);
    entry.written += chunk.length;
    if (entry.written > entry.size) throw new Error(`${entry.name} grew while it was being backed up; run the backup again.`);
    await emit(chunk, entry.compression);
  }

  async function endEntry(entry: Entry): Promise<string> {
    if (entry.written !== entry.size) throw new Error(`${entry.name} changed size while it was being backed up; run the backup again.`);
    const pad = padding(entry.size);
    if (pad) await emit(Buffer.alloc(pad), entry.compression);
    return entry.hash.digest('hex');
  }
}

interface Entry {
  hash: ReturnType<typeof createHash>;
  name: string;
  size: number;
  written: number;
  compression: Compression;
}
