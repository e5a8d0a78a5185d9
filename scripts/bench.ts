/**
 * `npm run bench`: measurements printed as tables (not tests: absolute times vary from
 * machine to machine; compare rows measured side by side in one run).
 *   BENCH=build,search,publish,cluster,uploads,jobs,lighthouse,signin,backup,import,geo,static,newsletter   which parts to run (default: all)
 *   BENCH_STATIC_SECONDS=5          seconds of load per round of BENCH=static; BENCH_STATIC_ROUNDS=3 alternating rounds per row
 *   BENCH_SIZES=1000,5000           site sizes (articles) for the build benchmark
 *   BENCH_SEARCH_SIZE=10000         site size for the search latency benchmark
 *   BENCH_PUBLISH_SIZES=1000,10000  site sizes for publish-to-live; BENCH_PUBLISHES=5 samples each
 *   BENCH_PUBLISH_SECTIONS=4        sections of body per generated article for BENCH=publish (1 makes 100,000 faster to generate)
 *   BENCH=pglite                    per-statement cost of PGlite on its worker thread against this thread; BENCH_PGLITE_STATEMENTS=2000 (not in the default set)
 *   BENCH=plan                      the page plan of one retitle, whole against incremental, at BENCH_PUBLISH_SIZES (not in the default set)
 *   BENCH_CLUSTER_ARTICLES=1000     site size for publish-to-live on three instances against one (PostgreSQL)
 *   BENCH_JOBS=3000                 jobs per throughput run of the job queue benchmark
 *   BENCH_LIGHTHOUSE_REPORTS=dir    also write each page's whole Lighthouse report (JSON) there
 *   BENCH_SIGNIN_SECONDS=15         how long 40 clients send wrong passwords in the sign-in flood
 *   BENCH_BACKUP_ARTICLES=2000      site size for BENCH=backup; BENCH_BACKUP_MEDIA_MB=100 its media;
 *   BENCH_BACKUP_LIVE_ARTICLES=200  articles of the site the running-server part backs up (same media)
 *   BENCH_IMPORT_SIZES=1000,10000   posts of the generated WordPress exports for BENCH=import
 *   BENCH_IMPORT_MEDIA=keep         the import keeps the images' addresses (default fetch)
 *   BENCH_IMPORT_ENGINE=postgres    the import's server on a PostgreSQL started for it (default: the embedded database)
 *   BENCH_IMPORT_TRACE=<prefix>     the import server's memory by kind every second in <prefix>.<posts>.jsonl
 *   BENCH_IMPORT_PIPELINES=serial,overlap   each size imported with each IMPORT_PIPELINE, one after the other (docs/decisions/099)
 *   BENCH_IMPORT_MALLOC_ARENAS=16,2         each size imported with the server at each MALLOC_ARENA_MAX, one after the other (decision 106)
 *   IMPORT_BENCH_NODE_ARGS="--liftoff-only"   flags for the import's server node (docs/decisions/093)
 *   BENCH_NEWSLETTER_SIZES=10000    subscribers per newsletter send (BENCH=newsletter); BENCH_NEWSLETTER_RATE=1000;
 *                                   BENCH_NEWSLETTER_PROBE=0: no home-page requests during the send (CPU per message alone);
 *                                   =inline: the requests from the server's own process (before decision 094; default: a child process)
 *   BENCH=peers                     our full build against Hugo and Eleventy on the same articles, BENCH_PEERS_ARTICLES=10000 (not in the default set: installs Eleventy under scripts/bench/peers/, needs hugo on PATH)
 *   BENCH=admin                     the back office's article list, search and dashboard at BENCH_ADMIN_SIZES=1000,100000 (not in the default set: 100,000 articles take minutes to generate)
 */
import { loadavg } from 'node:os';
import { benchAdmin } from './bench/admin-bench.ts';
import { benchBackup } from './bench/backup-bench.ts';
import { benchBuild } from './bench/build-bench.ts';
import { benchImport } from './bench/import-bench.ts';
import { benchLighthouse, UPLOADED_IMAGE_ARTICLE } from './bench/lighthouse-bench.ts';
import { benchPeers } from './bench/peers-bench.ts';
import { benchPgliteThread } from './bench/pglite-thread-bench.ts';
import { benchPlan } from './bench/plan-bench.ts';
import { benchPublish, PUBLISH_BURST } from './bench/publish-bench.ts';
import { benchCluster } from './bench/cluster-bench.ts';
import { benchGeo } from './bench/geo-bench.ts';
import { benchJobs } from './bench/jobs-bench.ts';
import { benchNewsletter } from './bench/newsletter-bench.ts';
import type { BuildOutcome } from '../functions/site/build-runner.ts';
import { benchSearch } from './bench/search-bench.ts';
import { benchSignInFlood } from './bench/signin-bench.ts';
import { benchUploads } from './bench/upload-bench.ts';
import { benchStatic } from './bench/static-bench.ts';

const parts = new Set(
  (process.env.BENCH ?? 'build,search,publish,cluster,uploads,jobs,lighthouse,signin,backup,import,geo,static,newsletter')
    .split(',')
    .map((s) => s.trim()),
);
const sizes = (process.env.BENCH_SIZES ?? '1000,5000')
  .split(',')
  .map((s) => Number.parseInt(s.trim(), 10))
  .filter((n) => n > 0);
const searchSize = Number.parseInt(process.env.BENCH_SEARCH_SIZE ?? '10000', 10);
const publishSizes = (process.env.BENCH_PUBLISH_SIZES ?? '1000,10000')
  .split(',')
  .map((s) => Number.parseInt(s.trim(), 10))
  .filter((n) => n > 0);
const publishes = Number.parseInt(process.env.BENCH_PUBLISHES ?? '5', 10);
const publishSections = Number.parseInt(process.env.BENCH_PUBLISH_SECTIONS ?? '4', 10);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

if (parts.has('build')) {
  console.log(`## Full build of a new deploy (astro build of the bundle, then every page rendered): ${sizes.join(', ')} articles\n`);
  const results = [];
  for (const size of sizes) {
    process.stdout.write(`  building ${size} articles… `);
    const result = await benchBuild(size);
    console.log(`${result.seconds.toFixed(1)} s`);
    results.push(result);
  }
  console.log('');
  console.log(
    table(
      ['articles', 'pages', 'build time', 'ms per page', 'peak memory'],
      results.map((r) => [r.articles, r.pages, `${r.seconds.toFixed(1)} s`, r.msPerPage.toFixed(2), `${r.peakRssMb.toFixed(0)} MB`]),
    ),
  );
  if (results.length > 1) {
    const first = results[0]!;
    const last = results.at(-1)!;
    console.log(
      `\nms per page at ${last.articles} / at ${first.articles}: ${(last.msPerPage / first.msPerPage).toFixed(2)}× (1.00× = does not grow with size)`,
    );
  }
  const first = results[0];
  if (first) {
    console.log(`\nPage weight by page type (gzip), in the ${first.articles}-article build (images are lazy and not counted):\n`);
    console.log(
      table(
        ['page', 'HTML', 'CSS', 'JavaScript on load', 'total', 'JS files', 'framework JS'],
        first.weights.map(({ page, weight: w }) => [
          page,
          kb(w.htmlGzip),
          kb(w.cssGzip),
          kb(w.jsGzip),
          kb(w.htmlGzip + w.cssGzip + w.jsGzip),
          w.jsFiles,
          w.framework ? 'yes' : 'no',
        ]),
      ),
    );
  }
  console.log('');
}

if (parts.has('search')) {
  console.log(`## Search latency at ${searchSize} articles (HTTP on loopback, sequential)\n`);
  const rows = await benchSearch(searchSize);
  console.log(
    table(
      ['call', 'requests', 'p50', 'p95', 'max'],
      rows.map((r) => [r.call, r.requests, ms(r.p50), ms(r.p95), ms(r.max)]),
    ),
  );
  console.log('');
}

if (parts.has('admin')) {
  const adminSizes = (process.env.BENCH_ADMIN_SIZES ?? '1000,100000')
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => n > 0);
  console.log(`## The back office at ${adminSizes.join(' and ')} articles (HTTP on loopback, an administrator's session, sequential)\n`);
  const results: Array<Awaited<ReturnType<typeof benchAdmin>>> = [];
  for (const size of adminSizes) {
    process.stdout.write(`  ${size} articles… `);
    const result = await benchAdmin(size);
    console.log(`generated in ${result.generateSeconds.toFixed(0)} s, measured`);
    results.push(result);
  }
  const first = results[0]!;
  console.log('');
  console.log(
    table(
      [
        'call',
        ...results.flatMap((r) => [`p50 @${r.articles}`, `p95 @${r.articles}`]),
        ...results.slice(1).map((r) => `p95 ${r.articles} / ${first.articles}`),
      ],
      first.rows.map((row, i) => [
        row.call,
        ...results.flatMap((r) => [ms(r.rows[i]!.p50), ms(r.rows[i]!.p95)]),
        ...results.slice(1).map((r) => `${(r.rows[i]!.p95 / row.p95).toFixed(2)}×`),
      ]),
    ),
  );
  console.log('');
}

if (parts.has('publish')) {
  const publishEngine = process.env.BENCH_PUBLISH_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  console.log(
    `## Publish to live (publish request → page served at its language's URL), ${publishes} publishes per size, on ${publishEngine === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  const rows = [];
  const phaseRows = [];
  const p95s: Array<{ size: number; p95: number }> = [];
  const requestRows = [];
  const requestP95s: number[] = [];
  for (const size of publishSizes) {
    process.stdout.write(`  ${size} articles… `);
    const result = await benchPublish(size, publishes, { sections: publishSections, engine: publishEngine });
    console.log(`done (generated in ${result.generateSeconds.toFixed(0)} s)`);
    const pageIdle = percentile(result.pageIdleMs, 99);
    const pageDuring = percentile(result.pageDuringMs, 99);
    requestP95s.push(percentile(result.requestMs, 95));
    requestRows.push([
      size,
      ms(percentile(result.requestMs, 50)),
      ms(percentile(result.requestMs, 95)),
      ms(percentile(result.burstRequestMs, 50)),
      ms(percentile(result.burstRequestMs, 95)),
      ms(pageIdle),
      `${ms(pageDuring)} (${result.pageDuringMs.length} requests in ${(result.burstWindowMs / 1000).toFixed(1)} s)`,
      `${(pageDuring / pageIdle).toFixed(2)}×`,
      `${result.rssIdleMb} MB`,
      `${result.rssPublishMb} MB`,
    ]);
    const phase = (name: keyof BuildOutcome['phases']) =>
      ms(
        percentile(
          result.outcomes.map((o) => o.phases[name]),
          50,
        ),
      );
    phaseRows.push([
      size,
      percentile(
        result.outcomes.map((o) => o.rendered),
        50,
      ),
      ms(percentile(result.requestMs, 50)),
      phase('bundle'),
      phase('content'),
      phase('plan'),
      phase('render'),
      phase('swap'),
      result.outcomes.every((o) => o.mode === 'incremental') ? 'yes' : 'no',
    ]);
    const p95 = percentile(result.samples, 95);
    p95s.push({ size, p95 });
    rows.push([
      size,
      result.pages,
      `${(percentile(result.samples, 50) / 1000).toFixed(2)} s`,
      `${(p95 / 1000).toFixed(2)} s`,
      `${(result.fullBuildMs / 1000).toFixed(1)} s`,
      `${(percentile(result.buildMs, 50) / result.pages).toFixed(2)} ms`,
    ]);
  }
  console.log('');
  console.log(
    table(['articles', 'pages', 'publish→live p50', 'publish→live p95', 'full build (new deploy)', 'build ms per page (p50)'], rows),
  );
  console.log('\nWhere a publish spends its time (p50 of the request, then of each phase of its build):\n');
  console.log(
    table(
      [
        'articles',
        'pages rendered',
        'publish request',
        'bundle check',
        'content read',
        'plan',
        'render + write',
        'swap',
        'all incremental',
      ],
      phaseRows,
    ),
  );
  console.log(
    `\nThe publish request, alone and in a burst of ${PUBLISH_BURST} back to back; a built page's p99 idle and during that burst (timed from a process of its own); the server process's memory:\n`,
  );
  console.log(
    table(
      [
        'articles',
        'request p50',
        'request p95',
        'burst request p50',
        'burst request p95',
        'page p99 idle',
        'page p99 during the burst',
        'during / idle',
        'RSS idle',
        'RSS publishing (max)',
      ],
      requestRows,
    ),
  );
  if (p95s.length > 1) {
    const first = p95s[0]!;
    const last = p95s.at(-1)!;
    console.log(
      `\npublish→live p95 at ${last.size} / at ${first.size}: ${(last.p95 / first.p95).toFixed(2)}× (aim: ≤ 1.5×, and p95 under 1 s)`,
    );
    console.log(`publish request p95 at ${last.size} / at ${first.size}: ${(requestP95s.at(-1)! / requestP95s[0]!).toFixed(2)}×`);
  }
  console.log('');
}

if (parts.has('pglite')) {
  const count = Number.parseInt(process.env.BENCH_PGLITE_STATEMENTS ?? '2000', 10);
  console.log('## PGlite statements through Kysely: on the server thread (before) against its worker thread (decision 071)\n');
  const rows = await benchPgliteThread(count);
  console.log(
    table(
      ['thread', 'statement', 'count', 'p50', 'p95', 'total', 'longest event-loop stall'],
      rows.map((r) => [
        r.thread,
        r.statement,
        r.count,
        `${r.p50Ms.toFixed(3)} ms`,
        `${r.p95Ms.toFixed(3)} ms`,
        ms(r.totalMs),
        ms(r.maxLoopStallMs),
      ]),
    ),
  );
  console.log('\n(the stall is what a page request waits behind; the worker adds the message round trip to each statement)\n');
}

if (parts.has('plan')) {
  console.log('## Page plan of one retitle (no rendering): every page keyed, against only the pages it reaches (decision 064)\n');
  const rows: Array<Array<string | number>> = [];
  for (const size of publishSizes) {
    const result = await benchPlan(size);
    rows.push([size, result.pages, ms(result.fullMs), ms(result.incrementalMs), result.changedPages]);
  }
  console.log(table(['articles', 'pages', 'whole plan (p50)', 'incremental plan (p50)', 'pages whose key changed'], rows));
  console.log('');
}

if (parts.has('cluster')) {
  const articles = Number.parseInt(process.env.BENCH_CLUSTER_ARTICLES ?? '1000', 10);
  console.log(`## Publish to live on a cluster (${articles} articles, PostgreSQL): until every instance serves the page\n`);
  const rows = await benchCluster(articles, publishes);
  if (!rows) console.log('skipped: no PostgreSQL server installed (Debian: apt-get install -y postgresql)');
  else {
    const one = rows.find((row) => row.instances === 1);
    console.log(
      table(
        ['instances', 'publish→live p50', 'publish→live p95', 'p95 / one instance'],
        rows.map((row) => [
          row.instances,
          `${(percentile(row.samples, 50) / 1000).toFixed(2)} s`,
          `${(percentile(row.samples, 95) / 1000).toFixed(2)} s`,
          one ? `${(percentile(row.samples, 95) / percentile(one.samples, 95)).toFixed(2)}×` : '—',
        ]),
      ),
    );
  }
  console.log('');
}

if (parts.has('geo')) {
  console.log(
    '## /go/{id}: the per-country choice (GeoIP, CDN header) beside the single-destination redirect (HTTP on loopback, 8 at a time)\n',
  );
  const result = await benchGeo();
  console.log(
    table(
      ['redirect', 'req/s (median of 3 × 2000)', 'p50', 'p95'],
      result.rows.map((r) => [r.call, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p95)]),
    ),
  );
  const base = result.rows[0]!;
  const geoip = result.rows[1]!;
  console.log(
    `\nGeoIP vs single destination: ${((geoip.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(0)}% of the requests per second (aim: at least 90%)`,
  );
  console.log(
    `GeoIP data (DB-IP Lite country, CC BY 4.0): loaded in ${result.loadMs.toFixed(0)} ms, ranges ${result.rangesMb.toFixed(1)} MB` +
      (result.heapMb === null
        ? ' (run with NODE_OPTIONS=--expose-gc for the heap figure)'
        : `, heap and buffers after loading +${result.heapMb.toFixed(1)} MB`),
  );
  console.log('');
}

if (parts.has('jobs')) {
  const count = Number.parseInt(process.env.BENCH_JOBS ?? '3000', 10);
  console.log(`## Job queue: ${count} jobs claimed and completed (8 at a time per instance, each writes one row)\n`);
  const result = await benchJobs(count);
  console.log(
    table(
      ['database', 'instances', 'jobs', 'time', 'jobs per second'],
      result.throughput.map((row) => [
        row.database,
        row.instances,
        row.jobs,
        `${row.seconds.toFixed(2)} s`,
        (row.jobs / row.seconds).toFixed(0),
      ]),
    ),
  );
  if (!result.kill) console.log('\nPostgreSQL rows skipped: no PostgreSQL server installed (Debian: apt-get install -y postgresql)');
  else {
    const kill = result.kill;
    console.log(
      `\nkill -9 of one of three worker processes during ${kill.jobs} jobs (PostgreSQL ${result.postgres}, lease ${kill.leaseSeconds} s):\n`,
    );
    console.log(
      table(
        ['jobs running in the killed process', 'kill → running again elsewhere', 'completed', 'started twice'],
        [
          [
            kill.orphans,
            kill.orphans ? `${(kill.resumedAfterMs / 1000).toFixed(2)} s` : '— (none was running)',
            `${kill.completed} / ${kill.jobs}`,
            kill.startedTwice,
          ],
        ],
      ),
    );
    console.log('\n(The time after a kill is bounded by the lease, JOBS_LEASE_SECONDS: 30 s by default.)');
  }
  console.log('');
}

if (parts.has('uploads')) {
  console.log('## Upload throughput: local folder against object store (s3rver on loopback), HTTP uploads signed in\n');
  const rows = await benchUploads();
  const mbs = (value: number) => `${value.toFixed(1)} MB/s`;
  console.log(
    table(
      ['files', 'uploads × parallel', 'local folder', 'object store', 'store / local', 'p95 local', 'p95 store'],
      rows.map(({ workload, local, objectStore }) => [
        workload.label,
        `${workload.count} × ${workload.concurrency}`,
        `${mbs(local.mbPerSecond)} (${local.uploadsPerSecond.toFixed(1)}/s)`,
        `${mbs(objectStore.mbPerSecond)} (${objectStore.uploadsPerSecond.toFixed(1)}/s)`,
        `${(objectStore.mbPerSecond / local.mbPerSecond).toFixed(2)}×`,
        ms(local.p95Ms),
        ms(objectStore.p95Ms),
      ]),
    ),
  );
  console.log('\n(1.00× = as fast as the local folder; s3rver writes to the same disk, a remote store adds its network.)\n');
}

if (parts.has('lighthouse')) {
  console.log('## Lighthouse (mobile, simulated throttling), sample site\n');
  const rows = await benchLighthouse([
    '/',
    '/artigos/how-to-start-an-emergency-fund-on-a-tight-budget',
    '/pt/artigos/how-to-write-a-resume-that-gets-read',
    '/pt/artigos/como-escrever-um-curriculo-que-seja-lido',
    '/artigos',
    UPLOADED_IMAGE_ARTICLE,
  ]);
  console.log(
    table(
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
      rows.map((r) => [r.page, r.performance, r.accessibility, r.bestPractices, r.seo, ms(r.lcpMs), r.cls.toFixed(3), ms(r.tbtMs)]),
    ),
  );
  console.log('');
}

if (parts.has('signin')) {
  const floodSeconds = Number.parseInt(process.env.BENCH_SIGNIN_SECONDS ?? '15', 10);
  console.log(
    `## Home page during a sign-in flood (40 clients, ${floodSeconds} s of wrong passwords, each from its own address; a visitor every 50 ms reads the uncompressed page)\n`,
  );
  const rows = await benchSignInFlood({ floodSeconds, idleSeconds: 10 });
  console.log(
    table(
      [
        'password hashes',
        'idle p50',
        'idle p95',
        'flood p50',
        'flood p95',
        'flood max',
        'p95 flood / idle',
        'pages not served (30 s timeout or reset)',
        'sign-ins',
        'answers',
        'slowest sign-in',
      ],
      rows.map((row) => [
        row.setting,
        ms(percentile(row.idle, 50)),
        ms(percentile(row.idle, 95)),
        row.flood.length ? ms(percentile(row.flood, 50)) : '—',
        row.flood.length ? ms(percentile(row.flood, 95)) : '—',
        row.flood.length ? ms(Math.max(...row.flood)) : '—',
        row.flood.length ? `${(percentile(row.flood, 95) / percentile(row.idle, 95)).toFixed(2)}×` : '—',
        `${row.pageTimeouts} of ${row.flood.length}`,
        row.signIns,
        Object.entries(row.statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', '),
        `${(row.slowestSignInMs / 1000).toFixed(1)} s`,
      ]),
    ),
  );
  console.log(
    '\n(aim: flood p95 within 2× of idle with the cap; 503s are sign-ins refused at once with Retry-After while the queue is full.)\n',
  );
}

if (parts.has('backup')) {
  const articles = Number.parseInt(process.env.BENCH_BACKUP_ARTICLES ?? '2000', 10);
  const mediaMb = Number.parseInt(process.env.BENCH_BACKUP_MEDIA_MB ?? '100', 10);
  const liveArticles = Number.parseInt(process.env.BENCH_BACKUP_LIVE_ARTICLES ?? '200', 10);
  console.log(
    `\n## Backup and restore: ${articles} articles and ${mediaMb} MB of media (embedded database), beside tar of the same media\n`,
  );
  const result = await benchBackup({ articles, mediaMb, liveArticles });
  console.log(
    table(
      ['operation', 'time', 'MB/s', 'peak memory', 'output'],
      result.rows.map((row) => [
        row.operation,
        `${row.seconds.toFixed(1)} s`,
        row.mbPerSecond.toFixed(1),
        row.peakRssMb === null ? '-' : `${row.peakRssMb.toFixed(0)} MB`,
        `${row.outputMb.toFixed(1)} MB`,
      ]),
    ),
  );
  const seconds = (operation: string) => result.rows.find((row) => row.operation === operation)?.seconds ?? NaN;
  console.log(
    `\nAgainst tar of the same media (aim: at least half its speed): backup (tar.gz) ${(seconds('tar -cz of the media files') / seconds('backup (tar.gz)')).toFixed(2)}× of tar -cz; ` +
      `backup (tar) ${(seconds('tar -c of the media files, then sync') / seconds('backup (tar)')).toFixed(2)}× of tar -c then sync, ` +
      `${(seconds('tar -c of the media files') / seconds('backup (tar)')).toFixed(2)}× of tar -c. Load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}.`,
  );
  console.log('\nThe embedded database held by a backup: a query like the article list every 50 ms, idle and during createBackup:\n');
  console.log(
    table(
      ['database part read in', 'backup', 'idle p95', 'p50 during', 'p95 during', 'max during', 'samples'],
      result.hold.map((row) => [
        row.dump,
        `${row.backupSeconds.toFixed(1)} s`,
        `${row.idleP95.toFixed(0)} ms`,
        `${row.duringP50.toFixed(0)} ms`,
        `${row.duringP95.toFixed(0)} ms`,
        `${row.duringMax.toFixed(0)} ms`,
        String(row.samples),
      ]),
    ),
  );
  const { live } = result;
  console.log(
    `\nThe same media backed up by the running server (Backups screen) of a site of ${result.liveArticles} articles ` +
      `(its first start ${live.startSeconds.toFixed(0)} s), ${live.backupSeconds.toFixed(1)} s, server RSS ${live.rssBeforeMb.toFixed(0)} MB just before it, peak ${live.peakRssMb.toFixed(0)} MB during it; ` +
      `idle then during in one run, load average ${live.loadIdle.toFixed(1)} then ${live.loadDuring.toFixed(1)}:\n`,
  );
  console.log(
    table(
      ['request (every 100 ms)', 'idle p95', 'p95 during the backup', 'during / idle', 'max during', 'samples during'],
      [live.page, live.api].map((row) => [
        row.path,
        `${row.idleP95.toFixed(0)} ms`,
        `${row.duringP95.toFixed(0)} ms`,
        `${(row.duringP95 / row.idleP95).toFixed(2)}×`,
        `${row.duringMax.toFixed(0)} ms`,
        String(row.samples),
      ]),
    ),
  );
  console.log('\n(aim: peak memory of the commands under 300 MB whatever the media size; p95 during a backup within 2× of idle.)\n');
}

if (parts.has('import')) {
  const importSizes = (process.env.BENCH_IMPORT_SIZES ?? '1000,10000')
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => n > 0);
  console.log(
    `\n## Import of generated WordPress exports (~10 KB a post, half translated, a fifth with a loopback image) into the real server: ${importSizes.join(', ')} posts\n`,
  );
  const pipelines = process.env.BENCH_IMPORT_PIPELINES?.split(',').map((name) => name.trim()) ?? [undefined];
  const arenas = process.env.BENCH_IMPORT_MALLOC_ARENAS?.split(',').map((value) => value.trim()) ?? [undefined];
  const rows = [];
  for (const posts of importSizes) {
    for (const pipeline of pipelines) {
      for (const mallocArenas of arenas) {
        const settings = [pipeline && `IMPORT_PIPELINE=${pipeline}`, mallocArenas && `MALLOC_ARENA_MAX=${mallocArenas}`].filter(Boolean);
        process.stdout.write(`  importing ${posts} posts${settings.length ? ` (${settings.join(', ')})` : ''}… `);
        const row = await benchImport(posts, pipeline, mallocArenas);
        console.log(`${row.seconds.toFixed(1)} s ${JSON.stringify(row)}`);
        rows.push(row);
      }
    }
  }
  console.log(
    table(
      [
        'posts',
        'pipeline',
        'malloc arenas',
        'load',
        'file',
        'upload to done',
        'items/s',
        'server RSS idle',
        'server peak RSS (import)',
        'server VmHWM',
        'page p95 idle',
        'page p95 during',
        'during / idle',
      ],
      rows.map((row) => [
        row.posts,
        row.pipeline ?? 'default',
        row.mallocArenas ?? 'default',
        `${row.loadAtStart.toFixed(1)} → ${row.loadAtEnd.toFixed(1)}`,
        `${row.fileMb.toFixed(1)} MB`,
        `${row.seconds.toFixed(1)} s`,
        row.itemsPerSecond.toFixed(1),
        `${row.idleRssMb.toFixed(0)} MB`,
        `${row.peakRssDuringMb.toFixed(0)} MB`,
        `${row.vmHwmMb.toFixed(0)} MB`,
        ms(row.idleP95),
        ms(row.duringP95),
        `${(row.duringP95 / row.idleP95).toFixed(1)}×`,
      ]),
    ),
  );
  console.log('\n(aim: 10,000 posts in under 2 minutes, peak RSS under 400 MB, page p95 during within 2× of idle.)\n');
}

if (parts.has('static')) {
  const seconds = Number.parseInt(process.env.BENCH_STATIC_SECONDS ?? '5', 10);
  console.log(
    `## Static files: requests per second, the app against a bare node:http server sending the same precompressed bytes (50 connections, ${seconds} s each)\n`,
  );
  const rounds = Number.parseInt(process.env.BENCH_STATIC_ROUNDS ?? '3', 10);
  const rows = await benchStatic(seconds, rounds);
  console.log(
    table(
      [
        'file',
        'encoding',
        'bytes sent',
        'app req/s',
        'bare node:http req/s',
        'app / bare',
        'app CPU µs/req',
        'bare CPU µs/req',
        'bare / app CPU',
        'app without fast path req/s',
        'its CPU µs/req',
      ],
      rows.map((row) => [
        row.file,
        row.encoding,
        kb(row.bytes),
        row.app.toFixed(0),
        row.bare.toFixed(0),
        `${(row.app / row.bare).toFixed(2)}×`,
        row.appCpuUs.toFixed(1),
        row.bareCpuUs.toFixed(1),
        `${(row.bareCpuUs / row.appCpuUs).toFixed(2)}×`,
        `${row.hono.toFixed(0)} (${(row.hono / row.bare).toFixed(2)}×)`,
        row.honoCpuUs.toFixed(1),
      ]),
    ),
  );
  console.log(
    `\n(aim: at least 0.90× for each row; medians of ${rounds} alternating rounds. The CPU columns are the serving process's CPU time per request, which a busy machine disturbs less than req/s. Load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')})\n`,
  );
}

if (parts.has('peers')) {
  const articles = Number.parseInt(process.env.BENCH_PEERS_ARTICLES ?? '10000', 10);
  console.log(`## A full build against Hugo and Eleventy: the same ${articles} articles, the same article markup\n`);
  const { rows, generateSeconds } = await benchPeers(articles);
  console.log(`\n(articles generated in ${generateSeconds.toFixed(0)} s)\n`);
  const hugo = rows.find((row) => row.builder === 'Hugo');
  const eleventy = rows.find((row) => row.builder === 'Eleventy');
  const ours = rows.filter((row) => row.version === 'this project');
  console.log(
    table(
      [
        'builder',
        'version',
        'pages',
        'article pages',
        'time',
        'ms per page',
        'article page (mean)',
        'reference page same bytes as ours',
        'what it does',
      ],
      rows.map((row) => [
        row.builder,
        row.version,
        row.pages,
        row.articlePages,
        `${row.seconds.toFixed(1)} s`,
        row.msPerPage.toFixed(3),
        `${row.meanArticleKb.toFixed(1)} KB`,
        row.sameAsOurs === null ? '—' : row.sameAsOurs ? 'yes' : 'no',
        row.note,
      ]),
    ),
  );
  console.log('');
  for (const row of ours) {
    const ratios = [
      hugo ? `${(row.msPerPage / hugo.msPerPage).toFixed(2)}× Hugo (aim ≤ 1.5×)` : null,
      eleventy ? `${(row.msPerPage / eleventy.msPerPage).toFixed(2)}× Eleventy (aim ≤ 1×)` : null,
    ].filter(Boolean);
    console.log(`${row.builder}, ms per page: ${ratios.join(', ')}`);
  }
  const peerArticles = rows.filter((row) => row.version !== 'this project').map((row) => `${row.builder} ${row.articlePages}`);
  const same = rows.every((row) => row.articlePages === rows[0]!.articlePages);
  console.log(
    `Article pages: ours ${rows[0]?.articlePages}, ${peerArticles.join(', ')}: ${same ? 'the same' : 'NOT the same'}. Load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}.\n`,
  );
}

/** Where the newsletter bench's page probe runs (BENCH_NEWSLETTER_PROBE: 0, inline, or a child process by default). */
function newsletterProbe(): 'process' | 'inline' | 'off' {
  const value = process.env.BENCH_NEWSLETTER_PROBE;
  return value === '0' ? 'off' : value === 'inline' ? 'inline' : 'process';
}

if (parts.has('newsletter')) {
  const newsletterSizes = (process.env.BENCH_NEWSLETTER_SIZES ?? '10000')
    .split(',')
    .map((s) => Number.parseInt(s.trim(), 10))
    .filter((n) => n > 0);
  const rate = Number(process.env.BENCH_NEWSLETTER_RATE ?? 1000);
  console.log(
    `\n## Newsletter send on publish into a local SMTP sink (NEWSLETTER_RATE=${rate}): ${newsletterSizes.join(', ')} subscribers\n`,
  );
  const rows = [];
  for (const size of newsletterSizes) {
    process.stdout.write(`  sending to ${size} subscribers… `);
    const r = await benchNewsletter(size, rate, newsletterProbe());
    console.log(`${(r.publishToLastMs / 1000).toFixed(1)} s (subscribers written in ${(r.generateMs / 1000).toFixed(1)} s)`);
    rows.push(r);
  }
  console.log('');
  console.log(
    table(
      [
        'subscribers',
        'messages/s',
        'CPU ms/message (main thread)',
        'publish → first',
        'publish → last',
        'RSS idle / build peak',
        'RSS send start → peak',
        'send RSS increment',
        'JS heap send start → end',
        'home p95 idle',
        'home p95 during',
      ],
      rows.map((r) => [
        r.subscribers,
        r.messagesPerSecond.toFixed(0),
        `${r.cpuMsPerMessage.toFixed(2)} (${r.mainThreadCpuMsPerMessage.toFixed(2)})`,
        ms(r.publishToFirstMs),
        `${(r.publishToLastMs / 1000).toFixed(1)} s`,
        `${r.baselineRssMb.toFixed(0)} / ${r.buildPeakRssMb.toFixed(0)} MB`,
        `${r.sendStartRssMb.toFixed(0)} → ${r.sendPeakRssMb.toFixed(0)} MB`,
        `+${r.sendIncrementMb.toFixed(0)} MB`,
        `${r.sendStartHeapMb.toFixed(0)} → ${r.sendEndHeapMb.toFixed(0)} MB`,
        ms(r.idleP95Ms),
        ms(r.duringP95Ms),
      ]),
    ),
  );
  console.log(
    '\n(aim: the send RSS increment about the same at every size; the build runs before the first message and is not part of it)\n',
  );
}
