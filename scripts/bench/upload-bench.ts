/**
 * Upload throughput: the same uploads (POST /api/admin/uploads/:kind over HTTP on loopback,
 * signed in) into the local folder and into an object store (a real s3rver on loopback), in
 * one run, so the two columns compare. The ratio is object store / local folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { ensureAdmin } from '../../functions/auth/auth.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { startS3Server } from '../../tests/support/s3-server.ts';
import { scratchRoot } from '../lib/scratch.ts';

export interface UploadWorkload {
  label: string;
  kind: 'images' | 'videos';
  bytes: number;
  count: number;
  concurrency: number;
}

export interface UploadMeasurement {
  mbPerSecond: number;
  uploadsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

export interface UploadBenchRow {
  workload: UploadWorkload;
  local: UploadMeasurement;
  objectStore: UploadMeasurement;
}

const MB = 1024 * 1024;

export const DEFAULT_UPLOAD_WORKLOADS: UploadWorkload[] = [
  { label: 'images, 200 KB', kind: 'images', bytes: 200 * 1024, count: 60, concurrency: 4 },
  { label: 'images, 2 MB', kind: 'images', bytes: 2 * MB, count: 20, concurrency: 4 },
  { label: 'videos, 24 MB (multipart)', kind: 'videos', bytes: 24 * MB, count: 4, concurrency: 1 },
];

/** A file whose first bytes are of the kind (what the upload checks), padded to its size. */
function fileOf(kind: UploadWorkload['kind'], bytes: number): Uint8Array<ArrayBuffer> {
  const file = Buffer.alloc(bytes, 0x5a);
  if (kind === 'images') {
    Buffer.from('89504e470d0a1a0a0000000d49484452000000080000000808020000004b6d29dc', 'hex').copy(file);
  } else {
    file.writeUInt32BE(24, 0);
    file.write('ftypisomisomiso2avc1mp41', 4);
    file.writeUInt32BE(0x200, 12);
  }
  return new Uint8Array(file);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A server of the app on loopback, with its media in the local folder or the given object store. */
async function startUploadServer(settings: Record<string, string>) {
  const work = mkdtempSync(path.join(scratchRoot(), 'bench-uploads-'));
  const handle = await openDatabase({ memory: true });
  await migrate(handle);
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent', ...settings });
  const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider });
  const { server, localUrl } = await listen(createApp(deps).fetch, '127.0.0.1', 0);
  await ensureAdmin(deps.auth, handle.db, { email: 'bench@example.com', password: 'bench-password-123' });
  const signIn = await fetch(`${localUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: localUrl },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-123' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    async upload(kind: string, body: Uint8Array<ArrayBuffer>): Promise<void> {
      const response = await fetch(`${localUrl}/api/admin/uploads/${kind}`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: localUrl, 'Content-Type': 'application/octet-stream', 'X-File-Name': 'bench.bin' },
        body,
      });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    },
    async close() {
      await deps.jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

async function measure(server: Awaited<ReturnType<typeof startUploadServer>>, workload: UploadWorkload): Promise<UploadMeasurement> {
  const body = fileOf(workload.kind, workload.bytes);
  await server.upload(workload.kind, body);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workload.concurrency }, async () => {
      while (next < workload.count) {
        next++;
        const one = performance.now();
        await server.upload(workload.kind, body);
        latencies.push(performance.now() - one);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    mbPerSecond: (workload.count * workload.bytes) / MB / seconds,
    uploadsPerSecond: workload.count / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
  };
}

export async function benchUploads(workloads: UploadWorkload[] = DEFAULT_UPLOAD_WORKLOADS): Promise<UploadBenchRow[]> {
  const s3 = await startS3Server();
  const local = await startUploadServer({});
  const objectStore = await startUploadServer(s3.env);
  try {
    const rows: UploadBenchRow[] = [];
    for (const workload of workloads) {
      rows.push({ workload, local: await measure(local, workload), objectStore: await measure(objectStore, workload) });
    }
    return rows;
  } finally {
    await local.close();
    await objectStore.close();
    await s3.close();
  }
}
