/**
 * A live site drawing from many build folders is gathered into one now and then (hard links),
 * and the folders it no longer draws from are removed: every page must still be served from
 * a file that exists, before and after a restart. The limit is lowered to 2 so that a few
 * publishes reach it.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildRunner } from '../../functions/site/build-runner.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
const dataDir = () => path.join(ctx.dataDir, 'layers');

function runner(site: LiveSite, maxLayers = 2, dir = dataDir()) {
  return new BuildRunner({
    dataDir: dir,
    bundlesDir: path.join(ctx.dataDir, 'site', 'bundles'),
    site,
    logger: ctx.logger,
    loadContent: () => loadSiteContent(ctx.handle.db, ctx.env),
    siteUrl: ctx.env.siteUrl,
    maxLayers,
  });
}

/** Every live page's file exists; returns how many pages there are. */
async function everyPageReadable(build: BuildRunner, site: LiveSite): Promise<number> {
  const missing: string[] = [];
  for (const urlPath of build.livePages()) {
    const file = site.current!.lookup(urlPath);
    if (
      !file ||
      !(await access(file.absPath).then(
        () => true,
        () => false,
      ))
    )
      missing.push(urlPath);
  }
  expect(missing).toEqual([]);
  return build.livePages().length;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, deps: { build: {} } });
  // Builds the deploy bundle the runners below share.
  await ctx.deps.runner!.requestBuild('bundle');
}, 240_000);
afterAll(() => ctx.close());

describe('layered build folders', () => {
  it('keep every page served through gathering and pruning, and across a restart', async () => {
    const site = new LiveSite();
    const build = runner(site);
    await build.requestBuild('first');
    const pages = await everyPageReadable(build, site);

    const articles = await ctx.handle.db.selectFrom('articles').select('id').where('status', '=', 'publicado').limit(5).execute();
    for (const [index, { id }] of articles.entries()) {
      await ctx.handle.db
        .updateTable('articles')
        .set({ titulo: `Layer ${index}` })
        .where('id', '=', id)
        .execute();
      await build.requestBuild(`change ${index}`);
      expect(build.lastOutcome?.mode).toBe('incremental');
      expect(await everyPageReadable(build, site)).toBe(pages);
      // Never more folders than the limit plus the one just written.
      expect((await readdir(path.join(dataDir(), 'site', 'builds'))).length).toBeLessThanOrEqual(3);
    }

    const restartedSite = new LiveSite();
    const restarted = runner(restartedSite);
    expect(await restarted.restoreLive()).toBe(true);
    expect(await everyPageReadable(restarted, restartedSite)).toBe(pages);
  }, 240_000);

  it('an incremental build writes only its changes to the manifest, and a restart rebuilds the whole from the chain', async () => {
    const dir = path.join(ctx.dataDir, 'deltas');
    const site = new LiveSite();
    const build = runner(site, 24, dir);
    await build.requestBuild('first');
    const current = () => path.join(dir, 'site', 'builds', site.status().buildId!);
    expect(await readdir(current())).toContain('manifest.json');

    const articles = await ctx.handle.db.selectFrom('articles').select('id').where('status', '=', 'publicado').limit(3).execute();
    for (const [index, { id }] of articles.entries()) {
      await ctx.handle.db
        .updateTable('articles')
        .set({ titulo: `Delta ${index}` })
        .where('id', '=', id)
        .execute();
      await build.requestBuild(`change ${index}`);
      expect(build.lastOutcome?.mode).toBe('incremental');
      const files = await readdir(current());
      expect(files).toContain('manifest-delta.json');
      expect(files).not.toContain('manifest.json');
      // The delta names the pages this build rendered, not the site's.
      const delta = JSON.parse(await readFile(path.join(current(), 'manifest-delta.json'), 'utf8')) as { set: object };
      expect(Object.keys(delta.set)).toHaveLength(build.lastOutcome!.rendered);
    }
    await ctx.handle.db.deleteFrom('articles').where('id', '=', articles[0]!.id).execute();
    await build.requestBuild('a delete');

    const restartedSite = new LiveSite();
    const restarted = runner(restartedSite, 24, dir);
    expect(await restarted.restoreLive()).toBe(true);
    expect(restarted.livePages()).toEqual(build.livePages());
    for (const urlPath of build.livePages())
      expect(restartedSite.current!.lookup(urlPath)?.absPath, urlPath).toBe(site.current!.lookup(urlPath)?.absPath);
    await everyPageReadable(restarted, restartedSite);
  }, 240_000);

  it('a gathering moves only the pages drawn from outside the base: the first build keeps its pages, the new folder the changes', async () => {
    const dir = path.join(ctx.dataDir, 'compacted');
    const site = new LiveSite();
    const build = runner(site, 2, dir);
    await build.requestBuild('first');
    const first = site.status().buildId!;
    const pages = await everyPageReadable(build, site);
    const builds = path.join(dir, 'site', 'builds');
    /** The page files a build folder holds (not its manifest, nor the compressed copies). */
    const pageFiles = async (buildId: string) =>
      (await readdir(path.join(builds, buildId), { recursive: true })).filter(
        (name) => /\.(html|xml|txt|svg|json)$/.test(name) && !/^manifest/.test(name),
      );

    const articles = await ctx.handle.db.selectFrom('articles').select('id').where('status', '=', 'publicado').limit(4).execute();
    for (const [index, { id }] of articles.entries()) {
      await ctx.handle.db
        .updateTable('articles')
        .set({ titulo: `Compacted ${index}` })
        .where('id', '=', id)
        .execute();
      await build.requestBuild(`change ${index}`);
      expect(build.lastOutcome?.mode).toBe('incremental');
      expect(await everyPageReadable(build, site)).toBe(pages);
      const folders = await readdir(builds);
      expect(folders.length).toBeLessThanOrEqual(3);
      // The first build's folder stays, the base every gathering writes its delta on…
      expect(folders).toContain(first);
      const current = site.status().buildId!;
      expect(await readdir(path.join(builds, current))).not.toContain('manifest.json');
      // …and the live folder holds the pages changed since it, not the site's (docs/decisions/095).
      expect((await pageFiles(current)).length).toBeLessThan(pages);
    }
    expect((await pageFiles(first)).length).toBe(pages);

    const restartedSite = new LiveSite();
    const restarted = runner(restartedSite, 2, dir);
    expect(await restarted.restoreLive()).toBe(true);
    expect(restarted.livePages()).toEqual(build.livePages());
    for (const urlPath of build.livePages())
      expect(restartedSite.current!.lookup(urlPath)?.absPath, urlPath).toBe(site.current!.lookup(urlPath)?.absPath);
    // A restart knows what changed since the base: the next gathering is in proportion too.
    await ctx.handle.db.updateTable('articles').set({ titulo: 'Compacted after a restart' }).where('id', '=', articles[0]!.id).execute();
    await restarted.requestBuild('after the restart');
    await restarted.requestBuild('after the restart, again', { full: false });
    expect(await readdir(builds)).toContain(first);
    await everyPageReadable(restarted, restartedSite);
  }, 240_000);
});
