/**
 * Memory of one process while N large images are uploaded at once (docs/decisions/041): the
 * app in-process on a fresh in-memory database, resident memory sampled every 10 ms.
 *
 *   npx tsx scripts/measure-upload-memory.ts [width] [height] [uploads] [repo root]
 *
 * The image is a solid-colour PNG (cheap to send, as costly to decode as any other of its size),
 * made once and kept in the system's temporary folder. The last argument measures another
 * checkout of the project (an older commit) with the same script.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type * as TestApp from '../tests/support/test-app.ts';

const [width = 16_383, height = 16_383, uploads = 4] = process.argv.slice(2, 5).map(Number);
const root = path.resolve(process.argv[5] ?? path.join(import.meta.dirname, '..'));
const { createTestContext, signIn } = (await import(path.join(root, 'tests/support/test-app.ts'))) as typeof TestApp;

const cache = path.join(os.tmpdir(), 'upload-memory');
await mkdir(cache, { recursive: true });
const file = path.join(cache, `${width}x${height}.png`);
const image = await readFile(file).catch(async () => {
  const made = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  await writeFile(file, made);
  return made;
});

const ctx = await createTestContext();
const { headers } = await signIn(ctx);
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const started = performance.now();
const statuses = await Promise.all(
  Array.from({ length: uploads }, async () => {
    const response = await ctx.app.request('/api/admin/uploads/images', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/png', 'X-File-Name': 'large.png' },
      body: new Uint8Array(image),
    });
    return response.status;
  }),
);
clearInterval(sampler);
console.log(
  JSON.stringify({
    image: `${width}x${height} PNG, ${Math.round(image.length / 1024)} KiB`,
    uploads,
    statuses,
    seconds: Math.round(performance.now() - started) / 1000,
    rssBeforeMiB: mib(before),
    rssPeakMiB: mib(peak),
  }),
);
await ctx.close();
