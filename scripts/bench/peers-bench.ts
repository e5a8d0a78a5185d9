/**
 * BENCH=peers (issue 27): a full build's time per page against Hugo and Eleventy rendering the
 * same articles with the same markup. Generates the articles (generate-articles.ts), runs our full
 * build (the server's build runner, as a deploy does), then exports the published articles with
 * front matter to a Hugo site and an Eleventy site (scripts/bench/peers/) whose article template
 * is made from our own built article page (peers-markup.ts), and times `hugo` and `eleventy`.
 *
 * Hugo is used when on PATH (Debian: apt-get install -y hugo); Eleventy is installed into
 * scripts/bench/peers/eleventy/ (its own package.json, never the project's) when missing.
 * Not in the default parts: it installs things and takes minutes.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { offlineProvider } from '../../functions/ai/index.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { FULL_BUILD_LEVELS, PUBLISH_LEVELS, type CompressionLevels } from '../../functions/site/precompress.ts';
import { loadSiteContent } from '../../functions/site/renderer/site-content.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { insertSyntheticArticles } from './generate-articles.ts';
import { articleData, markupTemplate, type PeerArticle } from './peers-markup.ts';

const run = promisify(execFile);
const PEERS = path.join(import.meta.dirname, 'peers');

export interface PeerRow {
  builder: string;
  version: string;
  /** Pages this builder wrote. */
  pages: number;
  /** Article pages among them (the set every builder renders). */
  articlePages: number;
  seconds: number;
  msPerPage: number;
  /** Mean size of an article page, to show the markup is the same weight. */
  meanArticleKb: number;
  /** Whether the reference article's page is byte for byte ours. */
  sameAsOurs: boolean | null;
  note: string;
}

function htmlFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(full, base, out);
    else if (entry.name.endsWith('.html')) out.push(path.relative(base, full));
  }
  return out;
}

async function meanKb(root: string, files: string[]): Promise<number> {
  const sample = files.filter((_, i) => i % Math.max(1, Math.floor(files.length / 200)) === 0);
  let bytes = 0;
  for (const file of sample) bytes += (await readFile(path.join(root, file))).length;
  return bytes / Math.max(1, sample.length) / 1024;
}

const isArticlePage = (relative: string) => /^(pt\/)?artigos\/[^/]+\.html$/.test(relative.split(path.sep).join('/'));

/** Installs Eleventy into scripts/bench/peers/eleventy when missing; its entry script. */
async function eleventyBin(): Promise<string> {
  const dir = path.join(PEERS, 'eleventy');
  const bin = path.join(dir, 'node_modules/@11ty/eleventy/cmd.cjs');
  if (!existsSync(bin)) {
    process.stdout.write('  installing @11ty/eleventy into scripts/bench/peers/eleventy… ');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await run(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], { cwd: dir });
    console.log('done');
  }
  return bin;
}

function hugoVersion(): string | null {
  const probe = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return probe.status === 0 ? (probe.stdout.split(' ')[1] ?? 'hugo') : null;
}

/** Front matter both Hugo and Eleventy read: JSON, which is YAML too. */
const withFrontMatter = (data: Record<string, unknown>, body: string) => `---\n${JSON.stringify(data)}\n---\n${body}`;

export async function benchPeers(articles: number): Promise<{ rows: PeerRow[]; generateSeconds: number }> {
  const work = mkdtempSync(path.join(scratchRoot(), `bench-peers-${articles}-`));
  const handle = await openDatabase({ memory: true });
  const rows: PeerRow[] = [];
  try {
    await migrate(handle);
    const generated = performance.now();
    await insertSyntheticArticles(handle.db, articles);
    const generateSeconds = (performance.now() - generated) / 1000;
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider, build: {} });

    // Ours: a new deploy's full build (astro build of the bundle included, as a deploy does).
    let ourRoot = '';
    try {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const threadBefore = process.threadCpuUsage();
      await deps.runner!.requestBuild('bench: peers');
      const ms = performance.now() - started;
      // CPU time, which a loaded machine disturbs less than wall time: every thread of this
      // process (the main one renders; the page writer, PGlite and libuv's pool) and the main one alone.
      const cpu = process.cpuUsage(cpuBefore);
      const thread = process.threadCpuUsage(threadBefore);
      const files = deps.site.current;
      if (!files) throw new Error(`the build failed: ${deps.site.status().build.lastError}`);
      ourRoot = files.root;
      const phases = deps.runner!.lastOutcome?.phases;
      const ours = htmlFiles(ourRoot);
      const ourArticles = ours.filter(isArticlePage);
      const row = (builder: string, seconds: number, note: string): PeerRow => ({
        builder,
        version: 'this project',
        pages: ours.length,
        articlePages: ourArticles.length,
        seconds,
        msPerPage: (seconds * 1000) / ours.length,
        meanArticleKb: 0,
        sameAsOurs: null,
        note,
      });
      const cpuNote = (pages: number) =>
        `; CPU ${((cpu.user + cpu.system) / 1000 / pages).toFixed(2)} ms/page, main thread ${((thread.user + thread.system) / 1000 / pages).toFixed(2)} (this process; astro build is a child process)`;
      const whole = row(
        'ours (full build)',
        ms / 1000,
        `astro build of the bundle, content read, plan, render, write with .br/.gz copies${cpuNote(ours.length)}`,
      );
      whole.meanArticleKb = await meanKb(ourRoot, ourArticles);
      rows.push(whole);
      if (phases) {
        const renderOnly = row(
          'ours (without the bundle)',
          (ms - phases.bundle) / 1000,
          'the same build less its astro build: content read, plan, render, write with .br/.gz copies',
        );
        renderOnly.meanArticleKb = whole.meanArticleKb;
        rows.push(renderOnly);
      }
      // The same full build again (the bundle built, the renderer warm), at a full build's
      // compression levels and at a publish's, alternating, so the two are compared side by side
      // in one run (docs/decisions/101). BENCH_PEERS_LEVEL_PAIRS pairs (default 1, 0 for none).
      const pairs = Number.parseInt(process.env.BENCH_PEERS_LEVEL_PAIRS ?? '1', 10);
      const levelRuns: Array<[string, CompressionLevels]> = [
        [`brotli ${FULL_BUILD_LEVELS.brotliQuality} / gzip ${FULL_BUILD_LEVELS.gzipLevel} (a full build's)`, FULL_BUILD_LEVELS],
        [`brotli ${PUBLISH_LEVELS.brotliQuality} / gzip ${PUBLISH_LEVELS.gzipLevel} (a publish's)`, PUBLISH_LEVELS],
      ];
      for (let pair = 0; pair < pairs; pair++) {
        for (const [name, levels] of pair % 2 ? [...levelRuns].reverse() : levelRuns) {
          deps.runner!.fullBuildLevels = levels;
          const started = performance.now();
          const cpuBefore = process.cpuUsage();
          const threadBefore = process.threadCpuUsage();
          await deps.runner!.requestBuild('bench: peers, compression levels', { full: true });
          const seconds = (performance.now() - started) / 1000;
          const cpu = process.cpuUsage(cpuBefore);
          const thread = process.threadCpuUsage(threadBefore);
          if (deps.site.status().build.lastError) throw new Error(`the build failed: ${deps.site.status().build.lastError}`);
          // Per HTML page, as the rows above (the build renders its few XML files too).
          const pages = ours.length;
          rows.push({
            builder: `ours (forced full build, ${name})`,
            version: 'this project',
            pages,
            articlePages: ourArticles.length,
            seconds,
            msPerPage: (seconds * 1000) / pages,
            meanArticleKb: whole.meanArticleKb,
            sameAsOurs: null,
            note: `run ${pair + 1}, load ${(os.loadavg()[0] ?? NaN).toFixed(1)}; CPU ${((cpu.user + cpu.system) / 1000 / pages).toFixed(2)} ms/page, main thread ${((thread.user + thread.system) / 1000 / pages).toFixed(2)}`,
          });
        }
      }
      deps.runner!.fullBuildLevels = FULL_BUILD_LEVELS;
      ourRoot = deps.site.current!.root;
    } finally {
      await deps.runner?.stop();
    }

    // The peers' input: every published article, with the data its page shows.
    const content = await loadSiteContent(handle.db, env);
    const data = content.articles.map((article) => articleData(content, article, env.siteUrl));
    const reference = { en: data.find((a) => a.lang === 'en' && a.translation)!, pt: data.find((a) => a.lang === 'pt' && a.translation)! };
    const markup = {
      en: markupTemplate(await readFile(path.join(ourRoot, `${reference.en.path.slice(1)}.html`), 'utf8'), reference.en),
      pt: markupTemplate(await readFile(path.join(ourRoot, `${reference.pt.path.slice(1)}.html`), 'utf8'), reference.pt),
    };
    const ourReference = await readFile(path.join(ourRoot, `${reference.en.path.slice(1)}.html`), 'utf8');

    const peerRow = async (builder: string, version: string, root: string, seconds: number, note: string): Promise<PeerRow> => {
      const written = htmlFiles(root);
      const articlePages = written.filter(isArticlePage);
      const referencePage = path.join(root, `${reference.en.path.slice(1)}.html`);
      return {
        builder,
        version,
        pages: written.length,
        articlePages: articlePages.length,
        seconds,
        msPerPage: (seconds * 1000) / written.length,
        meanArticleKb: await meanKb(root, articlePages),
        sameAsOurs: existsSync(referencePage) ? (await readFile(referencePage, 'utf8')) === ourReference : false,
        note,
      };
    };

    const hugo = hugoVersion();
    if (!hugo) {
      console.log('  hugo is not installed: its row is skipped (Debian: apt-get update && apt-get install -y hugo)');
    } else {
      const site = path.join(work, 'hugo');
      await cp(path.join(PEERS, 'hugo'), site, { recursive: true });
      await mkdir(path.join(site, 'layouts/_default'), { recursive: true });
      await writeFile(path.join(site, 'layouts/_default/article-en.plainhtml.html'), markup.en.hugo);
      await writeFile(path.join(site, 'layouts/_default/article-pt.plainhtml.html'), markup.pt.hugo);
      await exportArticles(path.join(site, 'content'), data, (a) => ({ layout: `article-${a.lang}` }));
      const started = performance.now();
      await run('hugo', ['--quiet', '--destination', path.join(site, 'public')], { cwd: site, maxBuffer: 64 * 2 ** 20 });
      const seconds = (performance.now() - started) / 1000;
      rows.push(await peerRow('Hugo', hugo, path.join(site, 'public'), seconds, 'hugo, one process, every core (Go)'));
    }

    const bin = await eleventyBin();
    const site = path.join(work, 'eleventy');
    await cp(path.join(PEERS, 'eleventy'), site, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}node_modules`),
    });
    await mkdir(path.join(site, '_includes'), { recursive: true });
    await writeFile(path.join(site, '_includes/article-en.11ty.js'), markup.en.eleventy);
    await writeFile(path.join(site, '_includes/article-pt.11ty.js'), markup.pt.eleventy);
    await exportArticles(path.join(site, 'content'), data, (a) => ({ layout: `article-${a.lang}.11ty.js`, permalink: `${a.path}.html` }));
    const version = JSON.parse(await readFile(path.join(PEERS, 'eleventy/node_modules/@11ty/eleventy/package.json'), 'utf8')).version;
    const started = performance.now();
    await run(process.execPath, [bin, '--quiet', '--input=content', '--output=_site'], {
      cwd: site,
      maxBuffer: 64 * 2 ** 20,
      env: { ...process.env, NODE_PATH: path.join(PEERS, 'eleventy/node_modules') },
    });
    const seconds = (performance.now() - started) / 1000;
    rows.push(await peerRow('Eleventy', version, path.join(site, '_site'), seconds, 'eleventy, one Node process'));
    return { rows, generateSeconds };
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** One HTML file with front matter per article, at its URL path (the body as it is: both peers pass HTML through). */
async function exportArticles(dir: string, data: PeerArticle[], extra: (a: PeerArticle) => Record<string, unknown>): Promise<void> {
  const made = new Set<string>();
  for (const article of data) {
    const file = path.join(dir, `${article.path.slice(1)}.html`);
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    const { body, ...front } = article;
    await writeFile(file, withFrontMatter({ ...front, ...extra(article), url: `${article.path}.html` }, body));
  }
}
