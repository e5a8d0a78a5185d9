/**
 * Lighthouse (mobile, its default simulated throttling) on pages of the real server started
 * as `npm start` does, with the sample content, in the system Chromium.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/chromium.ts';
import { freePort } from '../lib/free-port.ts';
import { scratchRoot } from '../lib/scratch.ts';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server at ${url} did not become healthy`);
}

export async function benchLighthouse(pages: string[]): Promise<LighthouseRow[]> {
  const dataDir = mkdtempSync(path.join(scratchRoot(), 'bench-lh-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'functions/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(url, 180_000);
    chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      });
    }
    return rows;
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
