/**
 * Valid HTML on every page (issue 23): html-validate, with the project's .htmlvalidate.json
 * (its standard preset), over every HTML file of a real build of the sample site, and over the
 * pages only the server answers: the notice shown before the first build and a draft's secret
 * preview.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate, type ConfigData, type Report } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTranslations } from '../../functions/seed/sample-translations.ts';
import { seedSampleContent } from '../../functions/seed/seed.ts';
import { createdPreviewAnswerSchema } from '../../src/lib/contracts/article-preview.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

const PROJECT = path.resolve(import.meta.dirname, '../..');
let ctx: TestContext;
let validator: HtmlValidate;
let beforeFirstBuild: { en: string; pt: string };

beforeAll(async () => {
  const config = JSON.parse(await readFile(path.join(PROJECT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  validator = new HtmlValidate(config);
  // Its own `astro build`, not the bundle the test files share: 'the build' below reads Astro's output.
  ctx = await createTestContext({ deps: { build: {} }, ownBundle: true });
  await seedSampleContent(ctx.handle.db, new Date(), sampleTranslations);
  const notice = async (language: string) => {
    const response = await ctx.app.request('/', { headers: { 'Accept-Language': language } });
    expect(response.status).toBe(503);
    return response.text();
  };
  beforeFirstBuild = { en: await notice('en'), pt: await notice('pt-BR') };
  await ctx.deps.runner!.requestBuild('valid html check');
  expect(ctx.site.status().build.lastError).toBeNull();
}, 240_000);

afterAll(() => ctx.close());

/** Every .html file under `dir`, relative to it. */
async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Each message as one line a failing test can print: page, line:column, rule, text. */
function problems(report: Report): string[] {
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}

describe('the build', () => {
  it('prints no error when it succeeds (no image service the adapter lacks: "sharp")', () => {
    const lines = ctx.logger.entries.filter((entry) => entry.msg === 'astro').map((entry) => String(entry.line));
    expect(lines.some((line) => line.includes('Complete!'))).toBe(true);
    expect(lines.filter((line) => /\[ERROR\]|\[WARN\]/.test(line))).toEqual([]);
  });
});

describe('html-validate finds nothing', () => {
  it('on any page of the built sample site, both languages and the back office’s shell', async () => {
    const root = ctx.site.current!.root;
    const files = await htmlFilesUnder(root);
    // Home, lists, categories, every sample article in both languages, 404s and /admin.
    expect(files.length).toBeGreaterThan(70);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'pt.html', 'admin.html', 'products.html', 'pt/products.html', '404.html']));
    const found: string[] = [];
    for (const file of files) found.push(...problems(await validator.validateString(await readFile(path.join(root, file), 'utf8'), file)));
    expect(found).toEqual([]);
  });

  it('on the notice shown before the first build, in both languages', async () => {
    const found = [
      ...problems(await validator.validateString(beforeFirstBuild.en, 'building (en)')),
      ...problems(await validator.validateString(beforeFirstBuild.pt, 'building (pt)')),
    ];
    expect(found).toEqual([]);
  });

  it('on a draft’s secret preview, with its banner and an uploaded video', async () => {
    const admin = (await signIn(ctx)).headers;
    const send = (method: string, url: string, body?: unknown) =>
      ctx.app.request(url, {
        method,
        headers: { ...admin, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const created = await send('POST', '/api/admin/articles', {
      titulo: 'A Draft Worth Checking',
      categoria: 'saude',
      meta_descricao: 'A draft rendered only for its secret link.',
      conteudo_html: '<h2>Before</h2><p>Words with <a href="https://example.com/">a link</a>.</p><ul><li>One</li></ul>',
      status: 'rascunho',
      idioma: 'en',
      video_url: '/media/uploads/2026/01/clip.mp4',
      products: [{ name: 'Quiet Pillow', description: 'Soft.', price: 19.9, affiliate_link: 'https://shop.example.com/pillow' }],
    });
    expect(created.status).toBe(201);
    const { article } = await json(created);
    const preview = await send('POST', `/api/admin/articles/${article.id}/previas`);
    expect(preview.status).toBe(201);
    const link = createdPreviewAnswerSchema.parse(await json(preview)).link;
    const page = await ctx.app.request(new URL(link).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-preview-banner');
    expect(problems(await validator.validateString(html, 'preview'))).toEqual([]);
  });
});
