/**
 * A build's pages are written on the page-writer thread (docs/decisions/091): each page's file,
 * its ETag hash and its brotli and gzip copies. Every page of a full and of an incremental build
 * must have them, equal to its bytes; a thread that dies mid-build fails that build and leaves
 * the live site as it was, and the next build starts another thread.
 */
import { createHash } from 'node:crypto';
import { access, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Worker } from 'node:worker_threads';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildRunner } from '../../functions/site/build-runner.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { PageWriter, PageWriteError } from '../../functions/site/page-writer.ts';
import {
  COMPRESS_MIN_BYTES,
  FULL_BUILD_LEVELS,
  PAGE_GZIP_LEVEL,
  PAGE_QUALITY,
  PUBLISH_LEVELS,
  shouldCompress,
  type CompressionLevels,
} from '../../functions/site/precompress.ts';
import { runnerBeside } from '../support/runner-beside.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Every live page's ETag is the hash of its file, and its copies (when it has them) decompress to its bytes. */
async function everyPageWhole(build: BuildRunner, site: LiveSite, only?: string[]): Promise<number> {
  let compressed = 0;
  for (const urlPath of only ?? build.livePages()) {
    const file = site.current!.lookup(urlPath)!;
    const bytes = await readFile(file.absPath);
    expect(file.size, urlPath).toBe(bytes.length);
    expect(file.etag, urlPath).toBe(`"${createHash('sha1').update(bytes).digest('base64url')}"`);
    if (shouldCompress(file.absPath, bytes.length)) {
      expect(file.encoded.br?.absPath, urlPath).toBe(`${file.absPath}.br`);
      expect(file.encoded.gzip?.absPath, urlPath).toBe(`${file.absPath}.gz`);
      const br = await readFile(file.encoded.br!.absPath);
      const gz = await readFile(file.encoded.gzip!.absPath);
      expect(br.length, urlPath).toBe(file.encoded.br!.size);
      expect(gz.length, urlPath).toBe(file.encoded.gzip!.size);
      expect(brotliDecompressSync(br).equals(bytes), urlPath).toBe(true);
      expect(gunzipSync(gz).equals(bytes), urlPath).toBe(true);
      compressed++;
    } else {
      expect(file.encoded, urlPath).toEqual({});
      expect(await exists(`${file.absPath}.br`), urlPath).toBe(false);
    }
  }
  return compressed;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, deps: { build: {} } });
  // Builds the deploy bundle the runners below share.
  await ctx.deps.runner!.requestBuild('bundle');
}, 240_000);
afterAll(() => ctx.close());

describe('the page-writer thread', () => {
  it('writes every page of a full build and of a publish with its hash and its brotli and gzip copies', async () => {
    const site = new LiveSite();
    const build = runnerBeside(ctx, 'whole', site);
    await build.requestBuild('first', { full: true });
    expect(site.status().build.lastError).toBeNull();
    expect(build.lastOutcome?.mode).toBe('full');
    expect(await everyPageWhole(build, site)).toBeGreaterThan(10);
    // The manifest keeps what a restart needs of each page, nothing of the thread's answer besides.
    const manifestFile = path.join(ctx.dataDir, 'whole', 'site', 'builds', site.status().buildId!, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { pages: Record<string, object> };
    const home = manifest.pages['/']!;
    expect(Object.keys(home).sort()).toEqual(['br', 'file', 'gz', 'hash', 'key', 'size']);

    const [article] = await ctx.handle.db.selectFrom('articles').select('id').where('status', '=', 'publicado').limit(1).execute();
    await ctx.handle.db.updateTable('articles').set({ titulo: 'Written On Its Own Thread' }).where('id', '=', article!.id).execute();
    const before = site.status().buildId;
    await build.requestBuild('a change');
    expect(build.lastOutcome?.mode).toBe('incremental');
    expect(site.status().buildId).not.toBe(before);
    const folder = path.join(ctx.dataDir, 'whole', 'site', 'builds', site.status().buildId!);
    const rewritten = build.livePages().filter((urlPath) => site.current!.lookup(urlPath)!.absPath.startsWith(folder));
    expect(rewritten.length).toBe(build.lastOutcome!.rendered);
    await everyPageWhole(build, site, rewritten);
    await build.stop();
  }, 240_000);

  it('compresses a full build at its cheaper levels and the pages a publish renders at the smaller ones', async () => {
    // The levels differ, or this test could not tell them apart.
    expect(FULL_BUILD_LEVELS).not.toEqual(PUBLISH_LEVELS);
    const compressedAt = async (urlPath: string, levels: CompressionLevels) => {
      const file = site.current!.lookup(urlPath)!;
      const bytes = await readFile(file.absPath);
      const br = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      return {
        br: (await readFile(file.encoded.br!.absPath)).equals(br),
        gz: (await readFile(file.encoded.gzip!.absPath)).equals(gzipSync(bytes, { level: levels.gzipLevel })),
      };
    };
    const site = new LiveSite();
    const build = runnerBeside(ctx, 'levels', site);
    await build.requestBuild('first', { full: true });
    expect(build.lastOutcome?.mode).toBe('full');
    expect(await compressedAt('/', FULL_BUILD_LEVELS)).toEqual({ br: true, gz: true });
    expect(await compressedAt('/', PUBLISH_LEVELS)).toEqual({ br: false, gz: false });

    const [article] = await ctx.handle.db.selectFrom('articles').select('id').where('status', '=', 'publicado').limit(1).execute();
    await ctx.handle.db.updateTable('articles').set({ titulo: 'Compressed At The Publish Levels' }).where('id', '=', article!.id).execute();
    await build.requestBuild('a change');
    expect(build.lastOutcome?.mode).toBe('incremental');
    const folder = path.join(ctx.dataDir, 'levels', 'site', 'builds', site.status().buildId!);
    const rewritten = build.livePages().filter((urlPath) => site.current!.lookup(urlPath)!.absPath.startsWith(folder));
    const compressible = rewritten.filter((urlPath) => site.current!.lookup(urlPath)!.encoded.br);
    expect(compressible.length).toBeGreaterThan(0);
    for (const urlPath of compressible) expect(await compressedAt(urlPath, PUBLISH_LEVELS), urlPath).toEqual({ br: true, gz: true });
    await everyPageWhole(build, site, rewritten);

    // A publish that renders many pages (a settings change every page shows) is a full build's
    // work: its pages get the full build's levels. Here "many" is as few as this change renders.
    build.manyPagesFrom = rewritten.length;
    await ctx.handle.db
      .updateTable('articles')
      .set({ titulo: 'Compressed At The Full Build Levels' })
      .where('id', '=', article!.id)
      .execute();
    await build.requestBuild('a change that renders many pages');
    expect(build.lastOutcome?.mode).toBe('incremental');
    const manyFolder = path.join(ctx.dataDir, 'levels', 'site', 'builds', site.status().buildId!);
    const many = build
      .livePages()
      .filter((urlPath) => site.current!.lookup(urlPath)!.absPath.startsWith(manyFolder) && site.current!.lookup(urlPath)!.encoded.br);
    expect(many.length).toBeGreaterThanOrEqual(compressible.length);
    for (const urlPath of many) expect(await compressedAt(urlPath, FULL_BUILD_LEVELS), urlPath).toEqual({ br: true, gz: true });
    await build.stop();
  }, 240_000);

  it('a thread that dies mid-build fails the build, leaves the live site as it was, and the next build writes again', async () => {
    const site = new LiveSite();
    const build = runnerBeside(ctx, 'dies', site);
    await build.requestBuild('first', { full: true });
    const live = site.status().buildId;
    const home = await readFile(site.current!.lookup('/')!.absPath);

    const writer = (build as unknown as { writer: PageWriter }).writer;
    // The thread is told to end just before the build hands it its first page, so that page is in
    // its hands when it dies. (Ending it once a page was done raced the build: a small site's build
    // could finish first and succeed.)
    const write = writer.write.bind(writer);
    let ended = false;
    writer.write = (file, body, options) => {
      if (!ended) {
        ended = true;
        void (writer as unknown as { started(): Worker }).started().terminate();
      }
      return write(file, body, options);
    };
    await build.requestBuild('the thread dies', { full: true });
    expect(ended).toBe(true);
    Reflect.deleteProperty(writer, 'write');
    expect(site.status().build.state).toBe('failed');
    expect(site.status().build.lastError).toMatch(/page writer thread stopped|terminated/);
    expect(site.status().buildId).toBe(live);
    expect((await readFile(site.current!.lookup('/')!.absPath)).equals(home)).toBe(true);

    await build.requestBuild('again', { full: true });
    expect(site.status().build.lastError).toBeNull();
    expect(site.status().buildId).not.toBe(live);
    await everyPageWhole(build, site, ['/', '/404']);
    await build.stop();
  }, 240_000);

  it('answers a page that cannot be written with the error and its code, and makes a missing folder', async () => {
    const writer = new PageWriter();
    const dir = await mkdtemp(path.join(ctx.dataDir, 'writer-'));
    const options = { compress: true, brotliQuality: PAGE_QUALITY, gzipLevel: PAGE_GZIP_LEVEL, nice: 0 };
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'not a folder');
    const failed = writer.write(path.join(blocker, 'page.html'), Buffer.from('<p>x</p>'), options);
    await expect(failed).rejects.toBeInstanceOf(PageWriteError);
    await expect(failed).rejects.toMatchObject({ code: expect.stringMatching(/^(ENOTDIR|EEXIST)$/) });

    const body = Buffer.from(`<!doctype html>${'<p>A page long enough to be compressed.</p>'.repeat(60)}`);
    expect(body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const file = path.join(dir, 'deep', 'er', 'page.html');
    const done = await writer.write(file, Buffer.from(body), options);
    expect(done.hash).toBe(createHash('sha1').update(body).digest('base64url'));
    expect((await readFile(file)).equals(body)).toBe(true);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(body)).toBe(true);
    expect(gunzipSync(await readFile(`${file}.gz`)).equals(body)).toBe(true);
    expect(done.br).toBe((await readFile(`${file}.br`)).length);
    await writer.close();
  }, 60_000);
});
