/**
 * The static bundle deploys (issue 22, point 3): `npm run build` with PUBLIC_API_URL pointing
 * at a running server, the output served from another origin by a plain static server
 * (tests/support/static-server.ts), and a reader uses search, products, contact, chat and the
 * coach there; the media are in the bundle and clean URLs answer. With the API gone, the
 * islands say the service is not answering, in the page's language.
 *
 * It starts its own server (its own data folder and coach allowance): the server's first start
 * builds the site bundle, which `npm run build` then reuses (PUBLIC_API_URL is not part of the
 * bundle's fingerprint), so the whole spec makes one Astro build.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startStaticServer, type StaticServer } from '../support/static-server.ts';
import { watchCspViolations } from './support.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRATCH = path.join(ROOT, 'data', 'scratch', `static-bundle-${process.env.E2E_PORT ?? 4399}`);
const OUT = path.join(SCRATCH, 'out');

let api: ServerProcess;
let bundle: StaticServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await rm(SCRATCH, { recursive: true, force: true });
  await mkdir(SCRATCH, { recursive: true });
  bundle = await startStaticServer(OUT);
  const settings = {
    DATA_DIR: path.join(SCRATCH, 'data'),
    // The bundle's public address: canonical links, and the origin allowed to call the API.
    SITE_URL: bundle.url,
    CORS_ORIGINS: bundle.url,
    AFFILIATE_LINK_CHECKS: 'off',
  };
  api = await startServerProcess(settings, 480_000);
  // The first build is live once /api/health says so; the bundle it made is the one reused.
  await expect
    .poll(async () => ((await (await fetch(`${api.url}/api/health`)).json()) as { status: string }).status, {
      timeout: 480_000,
      intervals: [1000],
    })
    .toBe('ok');
  await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...settings,
      CONTENT_API_URL: api.url,
      PUBLIC_API_URL: api.url,
      SITE_OUT_DIR: OUT,
      LOG_LEVEL: 'warn',
    },
    timeout: 300_000,
  });
});

test.afterAll(async () => {
  await bundle?.close();
  await api?.stop('SIGTERM');
});

const at = (urlPath: string) => `${bundle.url}${urlPath}`;

test('a bad PUBLIC_API_URL stops the build, saying so', async () => {
  const failed = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PUBLIC_API_URL: '/api', SITE_OUT_DIR: path.join(SCRATCH, 'never') },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/PUBLIC_API_URL.*absolute http:\/\/ or https:\/\//s) });
});

test('clean URLs, the media and host rules are in the bundle', async ({ request }) => {
  for (const urlPath of ['/', '/artigos', '/pt/artigos', '/products', '/pt/contato', '/life-coach/chat']) {
    expect((await request.get(at(urlPath))).status(), urlPath).toBe(200);
  }
  expect((await request.get(at('/no-such-page'))).status()).toBe(404);
  const home = await (await request.get(at('/'))).text();
  expect(home).toContain(`<meta name="site-api" content="${api.url}">`);
  // Every uploaded file the pages show is served by the static host itself.
  const article = await (await request.get(at('/artigos/how-to-start-an-emergency-fund-on-a-tight-budget'))).text();
  const media = [...new Set([...article.matchAll(/\/media\/[\w./-]+/g)].map((match) => match[0]))];
  expect(media.length).toBeGreaterThan(0);
  for (const file of media) expect((await request.get(at(file))).status(), file).toBe(200);
  const redirects = await readFile(path.join(OUT, '_redirects'), 'utf8');
  expect(redirects).toContain(`/go/* ${api.url}/go/:splat 302`);
});

async function openChat(page: Page) {
  await page.getByRole('button', { name: /Open the chat|Abrir o chat/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('search, products, contact, chat and the coach work from the bundle’s origin', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });

  await page.goto(at('/artigos'));
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('emergency');
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /Emergency Fund/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/artigos\?search=emergency$/);

  await page.goto(at('/pt/products'));
  await expect(page.locator('section[aria-labelledby=all-products-title]').getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('[data-product-skeleton]')).toHaveCount(0);

  await page.goto(at('/contato'));
  await page.getByLabel('Name', { exact: true }).fill('Static Reader');
  await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('From the static bundle');
  await page.getByLabel('Message', { exact: true }).fill('Sent from a page on another origin.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('[data-sonner-toast][data-type=success]')).toContainText('Message sent!');

  const dialog = await openChat(page);
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('emergency fund');
  await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(
    dialog
      .locator('[data-chat-message=assistant]')
      .nth(1)
      .getByRole('link', { name: /Emergency Fund/ }),
  ).toBeVisible();

  await page.goto(at('/life-coach/chat'));
  const input = page.getByRole('textbox', { name: 'Your message to Coach Ana' });
  await input.fill('Work is taking all my energy.');
  await input.press('Enter');
  // The coach answers after a build-free but busy server turn: CI's two cores run two browsers.
  await expect(page.locator('[data-coach-message=coach]').first()).toContainText('Offline coach', { timeout: 20_000 });

  // Every call went to the API's origin, none to the static host; the page's CSP allowed them.
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((url) => !url.startsWith(`${api.url}/`))).toEqual([]);
  expect(violations).toEqual([]);
});

test('with the API not answering, each island says so in the page’s language', async ({ page }) => {
  await page.route(`${api.url}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(at('/pt/products'));
  await expect(page.getByRole('main')).toContainText('O serviço não está respondendo agora');

  await page.goto(at('/contato'));
  await page.getByLabel('Name', { exact: true }).fill('Static Reader');
  await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Nobody home');
  await page.getByLabel('Message', { exact: true }).fill('Is anyone there?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('[data-sonner-toast][data-type=error]')).toContainText('The service is not answering right now.');

  const dialog = await openChat(page);
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('emergency fund');
  await dialog.getByRole('textbox', { name: 'Your message' }).press('Enter');
  // The chat keeps the specification's apology: the trouble is on the site's side, right now.
  await expect(dialog.locator('[data-chat-message=assistant]').nth(1)).toContainText(
    "I apologize, but I'm having trouble processing your request right now.",
  );

  await page.goto(at('/pt/life-coach/chat'));
  const input = page.getByRole('textbox', { name: 'Sua mensagem para a Coach Ana' });
  await input.fill('Estou sem energia.');
  await input.press('Enter');
  // Both calls fail (the allowance check on opening, then the message): each toast says why.
  const toasts = page.locator('[data-sonner-toast][data-type=error]');
  await expect(toasts).toHaveCount(2);
  for (const toast of await toasts.all()) await expect(toast).toContainText('O serviço não está respondendo agora');

  await page.goto(at('/pt/artigos'));
  await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('orcamento');
  await expect(page.getByRole('main')).toContainText('O serviço não está respondendo agora');
  await expect(page.getByRole('main')).not.toContainText(/conexão|internet/);
});
