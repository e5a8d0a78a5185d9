/**
 * A second build runner beside a test server's, on the same database and site bundle, building
 * into its own folder `name` under the test's data folder (a full render to compare with, a disk
 * that fills, the page-writer's levels, …).
 */
import path from 'node:path';
import { BuildRunner } from '../../functions/site/build-runner.ts';
import type { LiveSite } from '../../functions/site/live-site.ts';
import { loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import type { TestContext } from './test-app.ts';

export function runnerBeside(
  ctx: TestContext,
  name: string,
  site: LiveSite,
  options: Partial<ConstructorParameters<typeof BuildRunner>[0]> = {},
): BuildRunner {
  return new BuildRunner({
    dataDir: path.join(ctx.dataDir, name),
    bundlesDir: path.join(ctx.dataDir, 'site', 'bundles'),
    site,
    logger: ctx.logger,
    loadContent: () => loadSiteContent(ctx.handle.db, ctx.env),
    siteUrl: ctx.env.siteUrl,
    ...options,
  });
}
