import { expect, test } from '@playwright/test';
import { ARTICLE, PT_ONLY_ARTICLE, VIDEO_ARTICLE, jsonLdTypes, watchCspViolations, wholeSitemap } from './support.ts';

test.describe('both locales', () => {
  test('the home page renders in English and in Portuguese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Artigos' })).toBeVisible();
  });

  test('the active navigation link is marked', async ({ page }) => {
    await page.goto('/sobre');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Articles' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the footer links categories and has the discreet admin dot', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/artigos?categoria=culinaria"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/admin"]')).toHaveCount(1);
    await expect(footer).toContainText('2024');
  });
});

test.describe('language switcher', () => {
  test.use({ locale: 'en-US' });

  test('the choice survives a reload and brings the reader back to Portuguese', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Português' }).first().click();
    await expect(page).toHaveURL(/\/pt$/);
    await page.reload();
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('pt');

    // The remembered choice wins on the English home page too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/pt$/);

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('first visit with a Portuguese browser', () => {
  test.use({ locale: 'pt-BR' });

  test('is detected on the home page and remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pt$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('pt');
  });

  test('never redirects an article page (what crawlers see stays put)', async ({ page }) => {
    await page.goto(`/artigos/${ARTICLE}`);
    await expect(page).toHaveURL(new RegExp(`/artigos/${ARTICLE}$`));
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes behind a toggle with aria-expanded', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutLink).toBeHidden();
  });
});

test.describe('not found', () => {
  test('an unknown page answers 404 with the site’s page and a link home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('in Portuguese under /pt', async ({ page }) => {
    const response = await page.goto('/pt/nada-aqui');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Página não encontrada');
  });
});

test.describe('article page', () => {
  test('has its metadata and structured data', async ({ page }) => {
    await page.goto(`/artigos/${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Emergency Fund');
    await expect(page).toHaveTitle(/Emergency Fund.* \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/artigos/${ARTICLE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // A Portuguese alternate only when a Portuguese translation exists (the site-language tests check which).
    const pt = page.locator('link[rel="alternate"][hreflang="pt"]');
    if (await pt.count()) {
      await expect(pt).toHaveAttribute('href', /\/pt\/artigos\/[^/]+$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`/artigos/${ARTICLE}$`));
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Emergency Fund/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const types = await jsonLdTypes(page);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'Article', 'BreadcrumbList']));
    expect(types).not.toContain('VideoObject');
  });

  test('adds VideoObject and a player that loads, started, when play is pressed', async ({ page }) => {
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|vimeo|ytimg/.test(new URL(request.url()).hostname)) providerRequests.push(request.url());
    });
    await page.goto(`/artigos/${VIDEO_ARTICLE}`);
    expect(await jsonLdTypes(page)).toContain('VideoObject');
    const play = page.getByRole('button', { name: /^Play video: Video: / });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(providerRequests).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /\?autoplay=1$/);
    await expect(player).toHaveAttribute('title', /^Video: /);
    await expect(player).toHaveAttribute('allow', /autoplay/);
    await expect(player).toBeFocused();
    await expect(play).toHaveCount(0);
  });

  test('without JavaScript the video block is the player itself', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/pt/artigos/${VIDEO_ARTICLE}`);
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('title', /^Vídeo: /);
    await expect(player).toBeVisible();
    await context.close();
  });

  test('/artigo/{slug} redirects permanently to the canonical /artigos/{slug}', async ({ request }) => {
    const response = await request.get(`/artigo/${ARTICLE}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/artigos/${ARTICLE}`);
  });
});

test.describe('security policy', () => {
  for (const path of ['/', '/pt', '/artigos', `/artigos/${VIDEO_ARTICLE}`, '/sobre', '/pt/categoria/culinaria', '/admin', '/nope']) {
    test(`${path} satisfies its Content-Security-Policy`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});

test.describe('static pages without islands', () => {
  for (const path of ['/', `/artigos/${ARTICLE}`, '/sobre']) {
    test(`${path} loads no framework JavaScript`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('astro-island')).toHaveCount(0);
      for (const url of scripts) {
        const body = await (await page.request.get(url)).text();
        expect(body, url).not.toMatch(/react-dom|hydrateRoot|createRoot/);
      }
    });
  }
});

test('sitemap.xml lists both locales with their alternates, and robots.txt points at it', async ({ request, baseURL }) => {
  const sitemap = await wholeSitemap(request);
  expect(sitemap).toContain(`/artigos/${ARTICLE}</loc>`);
  expect(sitemap).toContain(`/pt/artigos/${PT_ONLY_ARTICLE}</loc>`);
  // Each article once, at its language's URL.
  expect(sitemap).not.toContain(`<loc>${baseURL}/pt/artigos/${ARTICLE}</loc>`);
  expect(sitemap).not.toContain(`<loc>${baseURL}/artigos/${PT_ONLY_ARTICLE}</loc>`);
  expect(sitemap).toMatch(/hreflang="x-default"/);
  expect(sitemap).not.toContain('smart-home-basics-for-renters');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect(robots).toMatch(/Disallow: \/admin/);
});
