/**
 * The archive's CPU work, on a worker thread of its own at a lowered priority
 * (docs/decisions/073): tar packing, SHA-256 of every entry, gzip, encryption and the file
 * writes of a new archive, or the whole read-back of one (read-archive.ts). On the server's
 * thread these took 50 to 80 ms of every MB (callbacks of a few KB each, and their garbage),
 * time the site's requests waited for. Started by archive-thread.ts; see its protocol there.
 * Both a write and a verify import only what Node runs with its types stripped (no tsx in the
 * worker: starting it took seconds on a loaded machine; docs/decisions/080).
 */
import { createHash, type Hash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ArchiveReply, ArchiveRequest, ArchiveWorkerData } from './archive-thread.ts';
import { type Compression, compressionOf, GzipParts } from './gzip-members.ts';
import { BLOCK, fileHeader, padding } from './tar-header.ts';

/**
 * Bytes per staging buffer (two of them): each file read and each archive write is up to this
 * large, so 1 MB photos go in one read and several of them in one write (docs/decisions/086).
 */
const STAGE = 4 * 1024 * 1024;

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

async function writeArchive(options: Extract<ArchiveWorkerData, { kind: 'write' }>): Promise<void> {
  const sink = await fileSink(options);
  const stage = new TarStage(sink);
  const mtime = new Date();

  // Requests come one at a time: the main thread waits for each answer before the next.
  let streamed: Entry | null = null;
  port.on('message', (request: ArchiveRequest) => {
    handle(request).then(reply, async (error: unknown) => {
      // Closed before the failure is told: the main thread then removes the file, and nothing of
      // it (its disk space once unlinked, the mount it is on) is held by an open descriptor.
      await sink.abort();
      reply(failed(error));
    });
  });

  async function handle(request: ArchiveRequest): Promise<ArchiveReply> {
    switch (request.type) {
      case 'files': {
        const sha256: Array<string | null> = [];
        for (const file of request.files) sha256.push(await addFile(file));
        return { type: 'entries', sha256 };
      }
      case 'begin':
        streamed = await beginEntry(request.name, request.size);
        return { type: 'ack' };
      case 'chunk': {
        const chunk = Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength);
        countBytes(streamed!, chunk.length);
        streamed!.hash.update(chunk);
        await stage.put(chunk, streamed!.compression);
        return { type: 'ack' };
      }
      case 'end': {
        const sha256 = await endEntry(streamed!);
        streamed = null;
        return { type: 'entry', sha256 };
      }
      case 'finish': {
        const manifest = Buffer.from(request.manifest.buffer, request.manifest.byteOffset, request.manifest.byteLength);
        const entry = await beginEntry(request.name, manifest.length);
        countBytes(entry, manifest.length);
        entry.hash.update(manifest);
        await stage.put(manifest, entry.compression);
        await endEntry(entry);
        await stage.zeros(2 * BLOCK, 'deflate');
        await stage.drain();
        return { type: 'finished', bytes: await sink.finish() };
      }
      case 'sync':
        await sink.sync();
        return { type: 'synced' };
    }
  }

  /** A file read straight into the staging buffer, hashed there; null when it is gone and may be. */
  async function addFile(file: { name: string; size: number; path: string; missingOk: boolean }): Promise<string | null> {
    const source = await open(file.path, 'r').catch((error: NodeJS.ErrnoException) => {
      // Deleted since it was listed: it is simply not in this backup.
      if (file.missingOk && error.code === 'ENOENT') return null;
      throw error;
    });
    if (!source) return null;
    try {
      const now = (await source.stat()).size;
      if (now > file.size) throw grew(file.name);
      if (now < file.size) throw changed(file.name);
      const entry = await beginEntry(file.name, file.size);
      await stage.read(source, file.size, entry.compression, entry.hash, () => changed(file.name));
      entry.written = file.size;
      return await endEntry(entry);
    } finally {
      await source.close();
    }
  }

  async function beginEntry(name: string, size: number): Promise<Entry> {
    const compression = compressionOf(name);
    await stage.put(fileHeader(name, size, mtime), compression);
    return { hash: createHash('sha256'), name, size, written: 0, compression };
  }

  function countBytes(entry: Entry, length: number): void {
    entry.written += length;
    if (entry.written > entry.size) throw grew(entry.name);
  }

  async function endEntry(entry: Entry): Promise<string> {
    if (entry.written !== entry.size) throw changed(entry.name);
    await stage.zeros(padding(entry.size), entry.compression);
    return entry.hash.digest('hex');
  }
}

const grew = (name: string) => new Error(`${name} grew while it was being backed up; run the backup again.`);
const changed = (name: string) => new Error(`${name} changed size while it was being backed up; run the backup again.`);

interface Entry {
  hash: Hash;
  name: string;
  size: number;
  written: number;
  compression: Compression;
}

/** Where the tar bytes go. */
interface Sink {
  /** Bytes of one compression (or of several, when `mixes`); `bytes` may be reused once this resolves. */
  write(bytes: Buffer, compression: Compression): Promise<void>;
  /** Bytes of entries of different compressions may share one write (no gzip layer). */
  readonly mixes: boolean;
  /** Everything was written: the last bytes go out; resolves with the file's size (not yet on disk: `sync`). */
  finish(): Promise<number>;
  /**
   * Flushes the file to disk (one fsync) and closes it. A request of its own, so the main thread
   * can read the archive back from the page cache while the disk catches up (docs/decisions/098).
   */
  sync(): Promise<void>;
  /** Stops after a failure: waits for the write in flight, then closes the file (the main thread removes it). */
  abort(): Promise<void>;
}

/**
 * The archive file, written with positional writes of the staging buffers, no stream between
 * (docs/decisions/086). With gzip, a stored run's bytes are written from the staging buffer
 * itself between their block heads, and a deflated buffer as its one-shot member (GzipParts);
 * with a passphrase, the bytes are sealed chunk by chunk into a reused buffer (Sealer) and the
 * ciphertext written. Nothing of a staging buffer's size is allocated per write: the stream
 * chain this replaced (copies for zlib, a PassThrough, the encryption stream, the file stream)
 * grew the process by 100 to 170 MB of buffers waiting for collection (docs/decisions/092).
 */
async function fileSink(options: Extract<ArchiveWorkerData, { kind: 'write' }>): Promise<Sink> {
  const sealer = options.keys ? (await import('./encryption.ts')).createSealer(options.keys) : null;
  const file = await open(options.partial, 'wx', 0o600);
  const members = options.gzip ? new GzipParts({ level: 6 }) : null;
  let position = 0;
  let closed = false;
  // One write at a time: two in flight on the same file cost twice the system time (docs/decisions/086).
  let last: Promise<void> = Promise.resolve();
  const append = async (parts: Buffer[]) => {
    const bytes = sealer ? parts.flatMap((part) => sealer.push(part)) : parts;
    const at = position;
    position += bytes.reduce((sum, part) => sum + part.length, 0);
    await writeAll(file, bytes, at);
    // Told as each write completes, not as an answer: the read-back follows it (docs/decisions/100).
    reply({ type: 'written', bytes: position });
  };
  return {
    mixes: !members,
    write(bytes, compression) {
      const done = last.then(async () => append(members ? await members.encode(bytes, compression) : [bytes]));
      last = done.catch(() => undefined);
      return done;
    },
    async finish() {
      await last;
      await append(members ? members.end() : []);
      if (sealer) {
        const tail = sealer.end();
        await writeAll(file, tail, position);
        position += tail.reduce((sum, part) => sum + part.length, 0);
      }
      return position;
    },
    async sync() {
      await file.sync();
      closed = true;
      await file.close();
    },
    async abort() {
      if (closed) return;
      closed = true;
      await last;
      await file.close().catch(() => undefined);
    },
  };
}

/** Every byte of `parts`, in order, from `at`: one `writev` each time (IOV_MAX is 1,024 on Linux). */
async function writeAll(file: FileHandle, parts: Buffer[], at: number): Promise<void> {
  let queue = parts.filter((part) => part.length > 0);
  while (queue.length) {
    const batch = queue.slice(0, 1024);
    let { bytesWritten } = await file.writev(batch, at);
    at += bytesWritten;
    // A short write: drop what was written, keep the rest of a part cut in the middle.
    let n = 0;
    while (n < batch.length && bytesWritten >= batch[n]!.length) bytesWritten -= batch[n++]!.length;
    const rest = batch.slice(n);
    if (rest.length && bytesWritten) rest[0] = rest[0]!.subarray(bytesWritten);
    queue = [...rest, ...queue.slice(batch.length)];
  }
}

/**
 * The tar stream assembled in two staging buffers used in turn: one fills (headers copied in,
 * file bytes read straight into it and hashed there) while the other is being written. Nothing
 * is allocated per chunk: decision 080's profile found a quarter of the worker's time in
 * garbage collection of its 1 MB read buffers (docs/decisions/086).
 */
class TarStage {
  sink: Sink;
  filling = Buffer.allocUnsafe(STAGE);
  /** The buffer being written (or free). */
  spare = Buffer.allocUnsafe(STAGE);
  used = 0;
  compression: Compression = 'deflate';
  /** The write of the other buffer, still in flight. */
  pending: Promise<void> | null = null;

  constructor(sink: Sink) {
    this.sink = sink;
  }

  /** Bytes copied in. */
  async put(bytes: Buffer, compression: Compression): Promise<void> {
    for (let at = 0; at < bytes.length;) {
      const buffer = await this.room(compression);
      const copied = bytes.copy(buffer, this.used, at);
      this.used += copied;
      at += copied;
    }
  }

  async zeros(length: number, compression: Compression): Promise<void> {
    for (let left = length; left > 0;) {
      const buffer = await this.room(compression);
      const n = Math.min(left, STAGE - this.used);
      buffer.fill(0, this.used, this.used + n);
      this.used += n;
      left -= n;
    }
  }

  /** `length` bytes of an open file read into the buffer and hashed there; `short` is the error when the file ends early. */
  async read(source: FileHandle, length: number, compression: Compression, hash: Hash, short: () => Error): Promise<void> {
    for (let left = length; left > 0;) {
      const buffer = await this.room(compression);
      const { bytesRead } = await source.read(buffer, this.used, Math.min(left, STAGE - this.used), null);
      if (bytesRead === 0) throw short();
      hash.update(buffer.subarray(this.used, this.used + bytesRead));
      this.used += bytesRead;
      left -= bytesRead;
    }
  }

  /** Everything staged is written. */
  async drain(): Promise<void> {
    await this.flush();
    const pending = this.pending;
    this.pending = null;
    await pending;
  }

  /** The buffer being filled, with space in it, holding only bytes of `compression` when the sink needs that. */
  private async room(compression: Compression): Promise<Buffer> {
    if (this.used > 0 && compression !== this.compression && !this.sink.mixes) await this.flush();
    this.compression = compression;
    if (this.used === STAGE) await this.flush();
    return this.filling;
  }

  /** Starts writing the filled buffer and switches to the other once its own write is done. */
  private async flush(): Promise<void> {
    if (this.used === 0) return;
    const writing = this.sink.write(this.filling.subarray(0, this.used), this.compression);
    writing.catch(() => undefined);
    const previous = this.pending;
    this.pending = writing;
    [this.filling, this.spare] = [this.spare, this.filling];
    this.used = 0;
    await previous;
  }
}

// Last: the classes and constants above exist before the work starts.
if (data.kind === 'verify') {
  const { readArchive } = await import('./read-archive.ts');
  readArchive(data.file, { passphrase: data.passphrase }).then(
    (manifest) => reply({ type: 'verified', manifest }),
    (error: unknown) => reply(failed(error)),
  );
} else {
  await writeArchive(data);
}
