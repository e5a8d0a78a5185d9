/**
 * A check over the whole built sample site (a real `astro build` through the build runner):
 * no article page declares a language its text is not written in, alternates and the sitemap
 * join only pages that exist, and each locale's RSS feed is well formed (read by a feed
 * parser) and lists only its own language's articles.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../functions/boot.ts';
import { sampleTranslations } from '../../functions/seed/sample-translations.ts';
import { seedSampleContent } from '../../functions/seed/seed.ts';
import { HTML_LANG, OG_LOCALE } from '../../src/i18n/locales.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';
import { readSitemap } from '../support/sitemap.ts';

let ctx: TestContext;
let close: () => Promise<void>;
let root = '';
let origin = '';
const published = new Map<string, { idioma: 'en' | 'pt'; grupo: string | null }>();

beforeAll(async () => {
  // Limits other than the defaults, to see the pages state the server's own settings.
  ctx = await createTestContext({
    env: { COACH_MESSAGE_LIMIT: '5', COACH_WINDOW_HOURS: '12' },
    deps: { build: {} },
  });
  // The shipped sample content, with its translations.
  await seedSampleContent(ctx.handle.db, new Date(), sampleTranslations);
  const listening = await listen(ctx.app.fetch, '127.0.0.1', 0);
  close = () => new Promise<void>((resolve) => listening.server.close(() => resolve()));
  await ctx.deps.runner!.requestBuild('site language check');
  root = ctx.site.current!.root;
  origin = ctx.env.siteUrl.replace(/\/$/, '');
  const rows = await ctx.handle.db
    .selectFrom('articles')
    .select(['slug', 'idioma', 'grupo_traducao'])
    .where('status', '=', 'publicado')
    .execute();
  for (const row of rows) published.set(`${row.idioma}/${row.slug}`, { idioma: row.idioma, grupo: row.grupo_traducao });
}, 240_000);

afterAll(async () => {
  await close();
  await ctx.close();
});

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => `${dir}/${entry.name}`);
}

/** The file a site URL is served from (build.format 'file'), or undefined. */
function fileOf(url: string) {
  return ctx.site.current!.lookup(decodeURIComponent(new URL(url).pathname));
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('every article page tells the truth about its language', () => {
  it('each published article has one page, at its language’s URL', async () => {
    const pages = [...(await htmlFiles('artigos')), ...(await htmlFiles('pt/artigos'))];
    const built = pages.map((file) => `${file.startsWith('pt/') ? 'pt' : 'en'}/${decodeURIComponent(path.basename(file, '.html'))}`);
    expect(built.sort()).toEqual([...published.keys()].sort());
  });

  it('html lang, og:locale and JSON-LD inLanguage are the article’s language; hreflang only to real translations', async () => {
    const pages = [...(await htmlFiles('artigos')), ...(await htmlFiles('pt/artigos'))];
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const html = await readFile(path.join(root, file), 'utf8');
      const key = `${file.startsWith('pt/') ? 'pt' : 'en'}/${decodeURIComponent(path.basename(file, '.html'))}`;
      const article = published.get(key)!;
      expect(attr(html, /<html lang="([^"]+)"/), file).toBe(HTML_LANG[article.idioma]);
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/), file).toBe(OG_LOCALE[article.idioma]);
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
      const articleLd = ld.find((data) => data['@type'] === 'Article');
      expect(articleLd.inLanguage, file).toBe(HTML_LANG[article.idioma]);

      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
      const translated = article.grupo !== null && [...published.values()].filter((other) => other.grupo === article.grupo).length === 2;
      expect(alternates.length, `${file} alternates`).toBe(translated ? 3 : 0);
      for (const [, hreflang, href] of alternates) {
        const target = fileOf(href!);
        expect(target, `${file} → ${href}`).toBeDefined();
        if (hreflang !== 'x-default')
          expect(await readFile(target!.absPath, 'utf8')).toContain(`<html lang="${HTML_LANG[hreflang as 'en' | 'pt']}"`);
      }
      const link = translated ? (articleLd.workTranslation ?? articleLd.translationOfWork) : undefined;
      if (translated) expect(fileOf(link['@id']), `${file} JSON-LD translation`).toBeDefined();
      else expect(articleLd.workTranslation ?? articleLd.translationOfWork).toBeUndefined();
    }
  });

  it('JSON-LD: the translation alone names translationOfWork, its original alone workTranslation (same dates or not)', async () => {
    const articleLdOf = async (idioma: 'en' | 'pt', slug: string) => {
      const html = await readFile(path.join(root, `${idioma === 'pt' ? 'pt/' : ''}artigos/${slug}.html`), 'utf8');
      const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
      return ld.find((data) => data['@type'] === 'Article');
    };
    const pairs = sampleTranslations.filter((sample) => sample.status === 'publicado');
    expect(pairs.length).toBeGreaterThan(10);
    for (const sample of pairs) {
      const originalLanguage = sample.idioma === 'en' ? 'pt' : 'en';
      const translation = await articleLdOf(sample.idioma, sample.slug);
      const original = await articleLdOf(originalLanguage, sample.traducao_de);
      expect(translation.translationOfWork?.['@id'], sample.slug).toBe(original['@id']);
      expect(translation, sample.slug).not.toHaveProperty('workTranslation');
      expect(original.workTranslation?.['@id'], sample.traducao_de).toBe(translation['@id']);
      expect(original, sample.traducao_de).not.toHaveProperty('translationOfWork');
    }
  });

  it('the language switcher never leads to a page that does not exist', async () => {
    const pages = [...(await htmlFiles('artigos')), ...(await htmlFiles('pt/artigos'))];
    for (const file of pages) {
      const html = await readFile(path.join(root, file), 'utf8');
      const switcher = /data-language-switcher[^>]*>(.*?)<\/div>/s.exec(html)![1]!;
      for (const [, href] of switcher.matchAll(/href="([^"]+)"/g)) expect(fileOf(`${origin}${href}`), `${file} → ${href}`).toBeDefined();
    }
  });

  it('the sitemap lists only built pages, each alternate existing', async () => {
    const { parts, text: sitemap } = await readSitemap((urlPath) => readFile(fileOf(`${origin}${urlPath}`)!.absPath, 'utf8'));
    expect(parts.size).toBeGreaterThanOrEqual(2);
    const urls = [...sitemap.matchAll(/<(?:loc>|xhtml:link [^>]*href=")([^<"]+)/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(urls.length).toBeGreaterThan(50);
    for (const url of new Set(urls)) expect(fileOf(url), url).toBeDefined();
  });
});

describe('RSS feeds per language', () => {
  const parser = new Parser();

  for (const locale of ['en', 'pt'] as const) {
    const feedPath = locale === 'en' ? '/rss.xml' : '/pt/rss.xml';

    it(`${feedPath}: well formed, the latest ${locale} articles only, each linking to its page`, async () => {
      const xml = await readFile(ctx.site.current!.lookup(feedPath)!.absPath, 'utf8');
      const feed = await parser.parseString(xml);
      expect(feed.title).toBeTruthy();
      expect(feed.items.length).toBe(Math.min(20, [...published.values()].filter((a) => a.idioma === locale).length));
      expect(xml).toContain(`<language>${HTML_LANG[locale]}</language>`);
      const dates = feed.items.map((item) => Date.parse(item.pubDate!));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of feed.items) {
        const file = fileOf(item.link!);
        expect(file, item.link).toBeDefined();
        expect(await readFile(file!.absPath, 'utf8')).toContain(`<html lang="${HTML_LANG[locale]}"`);
      }
    });

    it(`every ${locale} page links ${feedPath} from its head`, async () => {
      const pages =
        locale === 'en'
          ? ['index.html', 'artigos.html', 'sobre.html', 'categoria/saude.html']
          : ['pt.html', 'pt/artigos.html', 'pt/sobre.html'];
      const articles = await htmlFiles(locale === 'en' ? 'artigos' : 'pt/artigos');
      for (const file of [...pages, ...articles]) {
        const html = await readFile(path.join(root, file), 'utf8');
        expect(html, file).toMatch(
          new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${feedPath.replace(/\//g, '\\/')}"`),
        );
      }
    });
  }
});

describe('pages state the limits the server keeps', () => {
  it('the coach pages say 5 messages every 12 hours when COACH_MESSAGE_LIMIT=5 and COACH_WINDOW_HOURS=12', async () => {
    const read = (file: string) => readFile(path.join(root, file), 'utf8');
    expect(await read('life-coach.html')).toContain('5 messages every 12 hours');
    expect(await read('pt/life-coach.html')).toContain('5 mensagens a cada 12 horas');
    expect(await read('life-coach/chat.html')).toContain('You have 5 messages every 12 hours');
    expect(await read('pt/life-coach/chat.html')).toContain('Você tem 5 mensagens a cada 12 horas');
    expect(JSON.parse(await read('build-settings.json'))).toEqual({ coach: { maxMessages: 5, windowHours: 12 } });
  });
});
