/**
 * A live site drawing from many build folders is gathered into one now and then (hard links),
 * and the folders it no longer draws from are removed: every page must still be served from
 * a file that exists, before and after a restart. The limit is lowered to 2 so that a few
 * publishes reach it.
 */
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildRunner } from '../../functions/site/build-runner.ts';
import { LiveSite } from '../../functions/site/live-site.ts';
import { loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
const dataDir = () => path.join(ctx.dataDir, 'layers');

function runner(site: LiveSite) {
  return new BuildRunner({
    dataDir: dataDir(),
    bundlesDir: path.join(ctx.dataDir, 'site', 'bundles'),
    site,
    logger: ctx.logger,
    loadContent: () => loadSiteContent(ctx.handle.db, ctx.env),
    siteUrl: ctx.env.siteUrl,
    maxLayers: 2,
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
});
