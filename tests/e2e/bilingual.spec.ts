/**
 * Bilingual content in the browser (issue 9): the language switcher on an article goes to its
 * translation or to the other locale's list, each locale lists its own language first, and an
 * article in the other language carries a badge, `lang` and `hreflang` and its real URL.
 */
import { expect, test, type Page } from '@playwright/test';
import { EN_ONLY_ARTICLE, islandsHydrated, listedCount, PT_ONLY_ARTICLE, axeViolations, wholeSitemap } from './support.ts';

const switcher = (page: Page) => page.locator('[data-language-switcher]');
const cards = (page: Page) => page.getByRole('main').locator('article');

async function loadEverything(page: Page, loadMoreName: string) {
  await islandsHydrated(page);
  const loadMore = page.getByRole('button', { name: loadMoreName });
  while (await loadMore.count()) {
    const before = await cards(page).count();
    await loadMore.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
}

test.describe('language switcher on an article', () => {
  test('an untranslated article: the other language leads to that locale’s articles list', async ({ page }) => {
    await page.goto(`/artigos/${EN_ONLY_ARTICLE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', `/artigos/${EN_ONLY_ARTICLE}`);
    await switcher(page).getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/pt\/artigos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await page.goto(`/pt/artigos/${PT_ONLY_ARTICLE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/artigos');
  });

  test('a translated article: each language leads to the other version', async ({ page, request, baseURL }) => {
    const sitemap = await wholeSitemap(request);
    // An English article whose sitemap entry names a Portuguese alternate.
    const entry = sitemap
      .split('</url>')
      .find((url) => new RegExp(`<loc>${baseURL}/artigos/[^<]+</loc>`).test(url) && /hreflang="pt"/.test(url));
    // The sample content ships 17 translation pairs (functions/seed/sample-translations.ts).
    expect(entry, 'an English article with a Portuguese alternate in the sitemap').toBeTruthy();
    const english = new URL(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!).pathname;
    const portuguese = new URL(/hreflang="pt" href="([^"]+)"/.exec(entry!)![1]!).pathname;

    await page.goto(english);
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', `${baseURL}${portuguese}`);
    await switcher(page).getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(`${baseURL}${portuguese}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
    await expect(switcher(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', english);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an article’s URL in the other locale answers 301 to where it lives', async ({ request }) => {
    const moved = await request.get(`/pt/artigos/${EN_ONLY_ARTICLE}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/artigos/${EN_ONLY_ARTICLE}`);
    const legacy = await request.get(`/artigo/${PT_ONLY_ARTICLE}`, { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toBe(`/pt/artigos/${PT_ONLY_ARTICLE}`);
  });
});

test.describe('lists in each locale', () => {
  test('/pt/artigos shows Portuguese cards first, then English ones with a badge, lang and hreflang', async ({ page, request }) => {
    await page.goto('/pt/artigos');
    await expect(page.locator('[data-article-count]')).toHaveText(`${await listedCount(request, 'pt')} artigos`);
    const first = cards(page).first();
    await expect(first.locator('[data-language-badge]')).toHaveCount(0);
    await expect(first.getByRole('link')).toHaveAttribute('href', /^\/pt\/artigos\//);
    await expect(first.getByRole('link')).not.toHaveAttribute('lang', /.+/);

    await loadEverything(page, 'Carregar mais artigos');
    const badges = await cards(page).evaluateAll((list) => list.map((card) => card.querySelector('[data-language-badge]') !== null));
    expect(badges.indexOf(true)).toBeGreaterThan(0);
    expect(badges.slice(badges.indexOf(true))).not.toContain(false);

    const englishCard = cards(page).filter({ has: page.locator(`a[href="/artigos/${EN_ONLY_ARTICLE}"]`) });
    await expect(englishCard.locator('[data-language-badge="en"]')).toHaveText('Em inglês');
    await expect(englishCard.getByRole('link')).toHaveAttribute('lang', 'en');
    await expect(englishCard.getByRole('link')).toHaveAttribute('hreflang', 'en');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/artigos badges the Portuguese-only articles, linking to their Portuguese URL', async ({ page }) => {
    await page.goto('/artigos');
    await loadEverything(page, 'Load more articles');
    const portugueseCard = cards(page).filter({ has: page.locator(`a[href="/pt/artigos/${PT_ONLY_ARTICLE}"]`) });
    await expect(portugueseCard.locator('[data-language-badge="pt"]')).toHaveText('In Portuguese');
    await expect(portugueseCard.getByRole('link')).toHaveAttribute('lang', 'pt-BR');
    await expect(portugueseCard.getByRole('link')).toHaveAttribute('hreflang', 'pt');
  });

  test('the home page counts what its locale lists, and the other language’s cards are badged there too', async ({ page, request }) => {
    await page.goto('/pt');
    const stats = page.getByRole('region', { name: 'Bem Viver em números' });
    await expect(stats.getByRole('definition').first()).toHaveText(String(await listedCount(request, 'pt')));
    const articleCards = page.getByRole('main').locator('article:has(a[href*="/artigos/"])');
    expect(await articleCards.count()).toBeGreaterThan(0);
    for (const card of await articleCards.all()) {
      const href = await card.locator('a[href*="/artigos/"]').first().getAttribute('href');
      if (href?.startsWith('/pt/')) await expect(card.locator('[data-language-badge]')).toHaveCount(0);
      else await expect(card.locator('[data-language-badge="en"]')).toHaveText('Em inglês');
    }
  });

  test('each locale’s head links its own RSS feed', async ({ page, request }) => {
    await page.goto('/pt/sobre');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/pt/rss.xml');
    await page.goto('/sobre');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
    const feed = await request.get('/pt/rss.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<language>pt-BR</language>');
  });
});
