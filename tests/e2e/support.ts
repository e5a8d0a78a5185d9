/** Shared helpers for the browser tests. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Collects Content-Security-Policy violations the page reports (call before navigating). */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types: string[] = [];
  for (const block of blocks) {
    const data = JSON.parse(block) as unknown;
    const items = Array.isArray(data) ? data : ((data as { '@graph'?: unknown[] })['@graph'] ?? [data]);
    for (const item of items as Array<{ '@type'?: string }>) if (item['@type']) types.push(item['@type']);
  }
  return types;
}

export const ARTICLE = 'how-to-start-an-emergency-fund-on-a-tight-budget';
export const VIDEO_ARTICLE = 'how-to-write-a-resume-that-gets-read';
/** Sample articles written in one language with no translation: each exists at one URL only. */
export const EN_ONLY_ARTICLE = 'side-income-ideas-that-respect-your-time';
export const PT_ONLY_ARTICLE = 'como-comparar-precos-online-sem-cair-em-armadilhas';

/** Waits until every island of the page has hydrated (Astro drops `ssr` from its element then). */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
}

/**
 * How many articles a locale's list shows (its own language and the other's untranslated
 * ones, docs/decisions/013), as the public API counts them: the number the page must show.
 */
export async function listedCount(request: APIRequestContext, locale: 'en' | 'pt', query = ''): Promise<number> {
  const response = await request.get(`/api/articles?locale=${locale}&limit=1${query}`);
  return ((await response.json()) as { total: number }).total;
}

export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-test-password' };

/**
 * Every test of the spec file that calls this (at its top) starts signed in as the
 * administrator: one sign-in before the file's tests, kept in a session file of its own.
 * `options` are the file's other `test.use` settings (a time zone, say).
 */
export function signedInAsAdmin(options: Parameters<typeof test.use>[0] = {}): void {
  const stateFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'admin-session-')), 'state.json');
  test.use({ ...options, storageState: stateFile });
  test.beforeAll(async ({ browser }, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    const context = await browser.newContext({ baseURL, storageState: undefined });
    const response = await context.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { Origin: baseURL } });
    expect(response.status()).toBe(200);
    await context.storageState({ path: stateFile });
    await context.close();
  });
}

/**
 * A new team member for a browser test, made the way a person would be: the administrator
 * invites them through the API and they accept the link. Answers their sign-in.
 */
export async function createMember(
  request: APIRequestContext,
  baseURL: string,
  role: 'admin' | 'editor' | 'author',
  prefix: string,
): Promise<{ email: string; password: string }> {
  const origin = { Origin: baseURL };
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'a strong password 42';
  const signIn = await request.post('/api/auth/sign-in/email', { headers: origin, data: E2E_ADMIN });
  if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()}`);
  const invited = await request.post('/api/admin/team/invitations', { headers: origin, data: { email, role } });
  if (invited.status() !== 201) throw new Error(`invitation failed: ${invited.status()} ${await invited.text()}`);
  const token = ((await invited.json()) as { link: string }).link.split('#')[1]!;
  await request.post('/api/auth/sign-out', { headers: origin });
  const accepted = await request.post(`/api/auth/invitations/${token}`, { headers: origin, data: { name: prefix, password } });
  if (accepted.status() !== 201) throw new Error(`accepting failed: ${accepted.status()} ${await accepted.text()}`);
  return { email, password };
}

/**
 * The page's axe violations of any impact, minor and moderate included: WCAG 2.1 A and AA and
 * axe's best practices (landmark-unique, region, heading-order...). Each is named with its rule,
 * impact, help text and first three elements, so a failing assertion says what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Signs in through the back office's login form, as a person would (the answer is the caller's to check). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * The whole sitemap as one text: `/sitemap.xml` is an index of parts (docs/decisions/051); this
 * reads the index and every part it names, checking the index itself is one.
 */
export async function wholeSitemap(request: APIRequestContext): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(parts.length).toBeGreaterThan(1);
  const texts = await Promise.all(parts.map(async (part) => (await request.get(part)).text()));
  return texts.join('\n');
}
