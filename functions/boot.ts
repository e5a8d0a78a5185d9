/**
 * Start-up steps shared by the server and the scripts: take the data folder's lock (embedded
 * database only), open the database, migrate, seed an empty one, and listen on a port.
 */
import { createServer as createHttpServer, type RequestListener, type ServerOptions } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from './env.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { acquireDataDirLock, prepareDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import type { Logger } from './lib/logger.ts';
import { seedIfEmpty } from './seed/seed.ts';
import type { NodeFastPath } from './site/static-fast-path.ts';

export interface Storage {
  handle: DatabaseHandle;
  /** Held while the embedded database is open; null with DATABASE_URL. */
  lock: DataDirLock | null;
  close(): Promise<void>;
}

/** Throws DataDirUnusableError when DATA_DIR cannot be written, DataDirLockedError when another process holds it. */
export async function openStorage(env: Env, logger: Logger, options: { seed?: boolean } = {}): Promise<Storage> {
  prepareDataDir(env.dataDir);
  const lock = env.DATABASE_URL ? null : acquireDataDirLock(env.dataDir);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.dataDir, sharedBuffers: env.PGLITE_SHARED_BUFFERS },
      { logger },
    );
    const applied = await migrate(handle);
    if (applied.length) logger.info('migrations applied', { versions: applied });
    if ((options.seed ?? true) && env.SEED_SAMPLE_CONTENT) {
      const seeded = await seedIfEmpty(handle.db);
      if (seeded) logger.info('sample content seeded', { ...seeded });
    }
  } catch (error) {
    await handle?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  const opened = handle;
  return {
    handle: opened,
    lock,
    async close() {
      await opened.close();
      lock?.release();
    },
  };
}

/** Longer than the idle timeout of common clients and load balancers (60 s), as their docs advise. */
const KEEP_ALIVE_MS = 65_000;

export interface Listening {
  server: ReturnType<typeof serve>;
  port: number;
  /** An address this machine can reach the server at (loopback when bound to all interfaces). */
  localUrl: string;
}

/**
 * Fails at once, with listen()'s error (EADDRINUSE), when host:port cannot be bound: checked
 * before the slow part of a start (a first start creates and seeds the database and takes
 * seconds), so a port in use is said before it rather than after. The port is released again;
 * listen() still reports a port taken in between.
 */
export function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Serves `fetch` on host:port. `first`, when given, sees each node:http request before it becomes
 * a Fetch Request and may answer it itself (the static fast path, functions/site/static-fast-path.ts).
 */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
  first?: NodeFastPath,
): Promise<Listening> {
  // @hono/node-server calls createServer(serverOptions, itsListener).
  const createServer = first
    ? (((options: ServerOptions, listener: RequestListener) =>
        createHttpServer(options, (incoming, outgoing) => {
          if (!first(incoming, outgoing)) listener(incoming, outgoing);
        })) as typeof createHttpServer)
    : undefined;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname: host, port, ...(createServer ? { createServer } : {}) }, (info: AddressInfo) => {
      const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
      resolve({ server, port: info.port, localUrl: `http://${hostPart}:${info.port}` });
    });
    // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment
    // (browsers, Playwright, proxies with longer idle timeouts) gets ECONNRESET. Outlive them.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.once('error', reject);
  });
}
