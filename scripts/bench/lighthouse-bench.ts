/**
 * Lighthouse (mobile, its default simulated throttling) on pages of the real server started
 * as `npm start` does, with the sample content, in the system Chromium. The sample images are
 * shipped files (one size); `UPLOADED_IMAGE_ARTICLE` is an article published here through the
 * API with an uploaded photo, so its page shows the resized copies (docs/decisions/026).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/chromium.ts';
import { freePort } from '../lib/free-port.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { commandNodeFlags } from '../lib/command-node-flags.ts';

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

/** The page of the article this bench publishes with an uploaded featured image. */
export const UPLOADED_IMAGE_ARTICLE = '/artigos/a-morning-walk-with-an-uploaded-photo';
const ADMIN = { email: 'bench@example.com', password: 'bench-admin-password' };

/** Signs in, uploads a 2400x1260 photo-like JPEG, publishes an article with it, and waits until its page is live. */
async function publishWithUploadedImage(url: string): Promise<void> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status}`);
  const headers = {
    Cookie: signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
    Origin: url,
  };
  const photo = await sharp({
    create: { width: 2400, height: 1260, channels: 3, background: '#7a9a6a', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
  const uploaded = await fetch(`${url}/api/admin/uploads/images`, { method: 'POST', headers, body: new Uint8Array(photo) });
  if (uploaded.status !== 201) throw new Error(`bench upload failed: ${uploaded.status}`);
  const { media } = (await uploaded.json()) as { media: { publicUrl: string } };
  const created = await fetch(`${url}/api/admin/articles`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      titulo: 'A morning walk with an uploaded photo',
      categoria: 'saude',
      meta_descricao: 'An article whose featured image was uploaded, to measure the responsive copies.',
      conteudo_html: `<p>${'A short walk before breakfast wakes the body and clears the head. '.repeat(30)}</p>`,
      idioma: 'en',
      status: 'publicado',
      imagem_destaque_url: media.publicUrl,
    }),
  });
  if (created.status !== 201) throw new Error(`bench article failed: ${created.status} ${await created.text()}`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${url}${UPLOADED_IMAGE_ARTICLE}`)).ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the article with the uploaded image did not go live');
}

/** Keeps a page's whole Lighthouse report (opportunities, LCP element, timings) for reading afterwards. */
function saveReport(dir: string, page: string, report: string | string[]): void {
  mkdirSync(dir, { recursive: true });
  const name = page.replace(/^\/+/, '').replace(/[^a-z0-9-]+/gi, '_') || 'home';
  writeFileSync(path.join(dir, `${name}.json`), Array.isArray(report) ? report.join('\n') : report);
}

export async function benchLighthouse(pages: string[]): Promise<LighthouseRow[]> {
  const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  const dataDir = mkdtempSync(path.join(scratchRoot(), 'bench-lh-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...commandNodeFlags('start'), 'functions/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(url, 180_000);
    if (pages.includes(UPLOADED_IMAGE_ARTICLE)) await publishWithUploadedImage(url);
    chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const run = () =>
        lighthouse(`${url}${page}`, {
          port: chrome!.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
      let result = await run();
      // Its trace is sometimes lost on a loaded machine (NO_NAVSTART): one more try, then the error is shown.
      if (result?.lhr.runtimeError) result = await run();
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) console.error(`Lighthouse could not measure ${page}: ${runtimeError.code} ${runtimeError.message}`);
      if (reportsDir) saveReport(reportsDir, page, result.report);
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
