import { expect, test, type Page } from '@playwright/test';
import { PT_ONLY_ARTICLE, islandsHydrated, listedCount, watchCspViolations } from './support.ts';

const AUDIO_ARTICLE = 'how-to-build-a-sleep-routine-that-actually-sticks';

type AnalyticsBody = Record<string, unknown> & { type: string };

/** Records the bodies of the analytics events the page sends (beacons included). */
async function recordAnalytics(page: Page): Promise<AnalyticsBody[]> {
  const events: AnalyticsBody[] = [];
  await page.route('**/api/analytics', async (route) => {
    const body = route.request().postData();
    if (body) events.push(JSON.parse(body) as AnalyticsBody);
    await route.continue();
  });
  return events;
}

const cards = (page: Page) => page.getByRole('main').locator('article');
const count = (page: Page) => page.locator('[data-article-count]');

test.describe('articles list', () => {
  test('searching updates the results, the address and sends one search event', async ({ page, request }) => {
    const events = await recordAnalytics(page);
    await page.goto('/artigos');
    await expect(count(page)).toHaveText(`${await listedCount(request, 'en')} articles`);
    await expect(cards(page)).toHaveCount(9);

    // One input event: typed key by key, a pause longer than the debounce on a loaded machine
    // made a search for the half-typed word too (a second event, rightly sent; CI saw it once).
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('emergency');
    await expect(count(page)).toHaveText('1 article');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Emergency Fund');
    await expect(page).toHaveURL(/\/artigos\?search=emergency$/);

    await expect
      .poll(() => events.filter((event) => event.type === 'search'))
      .toEqual([{ type: 'search', search_term: 'emergency', results_count: 1, path: '/artigos', locale: 'en' }]);
  });

  test('search ignores accents and matches the description too', async ({ page }) => {
    await page.goto('/pt/artigos');
    await page.getByRole('searchbox', { name: 'Buscar artigos' }).fill('orcamento');
    await expect(count(page)).toHaveText('1 artigo');
    await expect(cards(page).first()).toContainText('Orçamento Familiar');
  });

  test('the category dropdown filters and keeps ?categoria= in sync', async ({ page, request }) => {
    const published = await listedCount(request, 'en');
    await page.goto('/artigos');
    const select = page.getByRole('combobox', { name: 'Category' });
    await expect(select.locator('option')).toHaveText([
      'All categories',
      'Health & Weight Loss',
      'Money & Extra Income',
      'Relationships',
      'Technology & Tools',
      'Personal Development',
      'Consumer & E-commerce',
      'Education & Career',
      'Cooking',
    ]);
    expect(await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).not.toContain('');

    await select.selectOption('dinheiro');
    await expect(page).toHaveURL(/\/artigos\?categoria=dinheiro$/);
    await expect(count(page)).toHaveText('3 articles');
    for (const card of await cards(page).all()) await expect(card).toContainText('Money & Extra Income');

    await select.selectOption('todas');
    await expect(page).toHaveURL(/\/artigos$/);
    await expect(count(page)).toHaveText(`${published} articles`);
  });

  test('a ?categoria=culinaria link lands with the filter applied, in both languages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cooking' }).click();
    await expect(page).toHaveURL(/\/artigos\?categoria=culinaria$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('culinaria');
    await expect(count(page)).toHaveText('3 articles');
    for (const card of await cards(page).all()) await expect(card).toContainText('Cooking');

    await page.goto('/pt/artigos?categoria=culinaria&search=p%C3%A3o');
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveValue('culinaria');
    await expect(page.getByRole('searchbox', { name: 'Buscar artigos' })).toHaveValue('pão');
    await expect(count(page)).toHaveText('1 artigo');
    await expect(cards(page).first()).toContainText('Culinária');
  });

  test('load more shows 9 more each time and disappears at the end', async ({ page, request }) => {
    const published = await listedCount(request, 'en');
    await page.goto('/artigos');
    await islandsHydrated(page);
    const loadMore = page.getByRole('button', { name: 'Load more articles' });
    await expect(cards(page)).toHaveCount(9);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(18);
    // Reading continues at the first new card.
    await expect(cards(page).nth(9).getByRole('link')).toBeFocused();
    await loadMore.click();
    await expect(cards(page)).toHaveCount(published);
    await expect(loadMore).toHaveCount(0);
  });

  test('no results show an empty state whose button clears every filter', async ({ page, request }) => {
    const published = await listedCount(request, 'en');
    await page.goto('/artigos?categoria=tecnologia');
    await expect(count(page)).toHaveText('3 articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzz nothing matches');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page).toHaveURL(/categoria=tecnologia&search=zzz\+nothing\+matches$/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/artigos$/);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('todas');
    await expect(count(page)).toHaveText(`${published} articles`);
    await expect(cards(page)).toHaveCount(9);
  });

  test('a failing API is retried twice, then explained with a retry button', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/articles?*', async (route) => {
      calls++;
      await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'The service is restarting.' } } });
    });
    await page.goto('/artigos');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('sleep');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The articles could not be loaded', { timeout: 10_000 });
    await expect(alert).toContainText('The service is restarting.');
    expect(calls).toBe(3);

    await page.unroute('**/api/articles?*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(count(page)).toHaveText('1 article');
  });

  test('without JavaScript the page still lists the newest articles and a working form', async ({ browser, request }) => {
    const published = await listedCount(request, 'pt');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pt/artigos');
    await expect(cards(page)).toHaveCount(9);
    await expect(count(page)).toHaveText(`${published} artigos`);
    const form = page.getByRole('search');
    await expect(form).toHaveAttribute('action', '/pt/artigos');
    await expect(form).toHaveAttribute('method', 'get');
    await context.close();
  });
});

test.describe('category pages', () => {
  test('link to the filtered list only when they hold more than they show', async ({ page }) => {
    await page.goto('/categoria/saude');
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('link', { name: /See all .* articles/ })).toHaveCount(0);
  });
});

test.describe('home: category carousel', () => {
  test('loops both ways with its buttons and links to the filtered list', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Browse by category' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', '');
    const first = carousel.getByRole('group', { name: '1 of 8' });
    const last = carousel.getByRole('group', { name: '8 of 8' });
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await expect(last).not.toBeInViewport({ ratio: 0.5 });

    await carousel.getByRole('button', { name: 'Previous categories' }).click();
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Next categories' }).click();
    await carousel.getByRole('button', { name: 'Next categories' }).click();
    await expect(last).not.toBeInViewport({ ratio: 0.5 });
    await expect(carousel.getByRole('group', { name: '2 of 8' })).toBeInViewport({ ratio: 0.9 });

    await expect(last.getByRole('link')).toHaveAttribute('href', '/artigos?categoria=culinaria');
    await expect(carousel.getByRole('group')).toHaveCount(8);
  });

  test('is usable from the keyboard, in Portuguese too', async ({ page }) => {
    await page.goto('/pt');
    const carousel = page.getByRole('region', { name: 'Navegue por categoria' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', '');
    const firstLink = carousel.getByRole('group', { name: '1 de 8' }).getByRole('link');
    const lastLink = carousel.getByRole('group', { name: '8 de 8' }).getByRole('link');
    await firstLink.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(lastLink).toBeFocused();
    await expect(lastLink).toBeInViewport({ ratio: 0.9 });
    await expect(lastLink).toHaveAttribute('href', '/pt/artigos?categoria=culinaria');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pt\/artigos\?categoria=culinaria$/);
    await expect(count(page)).toHaveText('3 artigos');
  });
});

test.describe('home: horoscope', () => {
  const card = (page: Page) => page.locator('[data-horoscope-card]');
  const field = (page: Page, name: string) => page.locator(`[data-horoscope-field="${name}"]`);

  test('starts on leo, changes sign and caches each reading for the day', async ({ page }) => {
    const signs: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/functions/get-horoscope')) signs.push((request.postDataJSON() as { sign: string }).sign);
    });
    await page.goto('/');
    const select = page.getByRole('combobox', { name: 'Your sign' });
    await expect(select).toHaveValue('leo');
    await select.scrollIntoViewIfNeeded();
    await expect(card(page)).toHaveAttribute('aria-busy', 'false');
    await expect(card(page).getByRole('heading')).toHaveText('Leo');
    for (const name of ['description', 'color', 'lucky_number', 'lucky_time', 'compatibility', 'mood', 'date_range']) {
      await expect(field(page, name)).not.toHaveText(/^(…)?$/);
    }
    await expect(field(page, 'date_range')).toHaveText('July 23 – August 22');

    await select.selectOption('aries');
    await expect(card(page).getByRole('heading')).toHaveText('Aries');
    await expect(field(page, 'date_range')).toHaveText('March 21 – April 19');
    const keys = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('horoscope:'))
        .sort(),
    );
    expect(keys).toEqual([expect.stringMatching(/^horoscope:en:aries:\d{4}-\d{2}-\d{2}$/), expect.stringMatching(/^horoscope:en:leo:/)]);
    expect(signs).toEqual(['leo', 'aries']);

    // Both readings come from the cache now.
    await page.reload();
    await page.getByRole('combobox', { name: 'Your sign' }).scrollIntoViewIfNeeded();
    await expect(field(page, 'date_range')).toHaveText('July 23 – August 22');
    await page.getByRole('combobox', { name: 'Your sign' }).selectOption('aries');
    await expect(card(page).getByRole('heading')).toHaveText('Aries');
    expect(signs).toEqual(['leo', 'aries']);
  });

  test('falls back silently to the fixed reading when the service fails', async ({ page }) => {
    await page.route('**/api/functions/get-horoscope', (route) => route.abort());
    await page.goto('/pt');
    await page.getByRole('combobox', { name: 'Seu signo' }).scrollIntoViewIfNeeded();
    await expect(card(page)).toHaveAttribute('aria-busy', 'false');
    await expect(field(page, 'color')).toHaveText('Azul');
    await expect(field(page, 'lucky_number')).toHaveText('7');
    await expect(field(page, 'lucky_time')).toHaveText('10h');
    await expect(field(page, 'compatibility')).toHaveText('Gêmeos');
    await expect(field(page, 'mood')).toHaveText('Otimista');
    const today = await page.evaluate(() => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' }).format(new Date()));
    await expect(field(page, 'date_range')).toHaveText(today);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A fallback is not kept: the next visit asks again.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('horoscope:')))).toEqual([]);
  });

  test('falls back on an empty answer too', async ({ page }) => {
    await page.route('**/api/functions/get-horoscope', (route) => route.fulfill({ json: {} }));
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Your sign' }).scrollIntoViewIfNeeded();
    await expect(field(page, 'color')).toHaveText('Blue');
    await expect(field(page, 'lucky_time')).toHaveText('10 AM');
    await expect(field(page, 'compatibility')).toHaveText('Gemini');
    await expect(field(page, 'mood')).toHaveText('Optimistic');
  });
});

test.describe('home: testimonials and reviews', () => {
  const tracks = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testimonials-track]')].map((track) =>
        track.getAnimations().map((animation) => animation.playState),
      ),
    );

  test('sixteen testimonials scroll in four columns, each with a star rating', async ({ page }) => {
    await page.goto('/');
    const wall = page.getByRole('region', { name: 'What readers say' });
    await expect(wall.getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toHaveCount(16);
    await expect(wall.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeAttached();
    expect(await tracks(page)).toEqual([['running'], ['running'], ['running'], ['running']]);

    await wall.getByText('Pause the scrolling').click();
    expect(await tracks(page)).toEqual([['paused'], ['paused'], ['paused'], ['paused']]);
  });

  test('stand still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pt');
    const wall = page.getByRole('region', { name: 'O que dizem os leitores' });
    await expect(wall.getByRole('img', { name: /de 5 estrelas$/ })).toHaveCount(16);
    expect(await tracks(page)).toEqual([[], [], [], []]);
    await expect(wall.getByText('Pausar a rolagem')).toBeHidden();
  });

  test('the three active English reviews show their video and a sponsored link to the product', async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto('/');
    const reviews = page.getByRole('region', { name: 'Product reviews' });
    await expect(reviews.getByRole('article')).toHaveCount(3);
    await expect(reviews.getByRole('heading', { level: 3 }).first()).toHaveText(/Electric Gooseneck Kettle/);
    await expect(reviews.getByRole('heading', { name: /Portable SSD/ })).toHaveCount(0);
    await expect(reviews.getByRole('heading', { name: /Panela de Pressão/ })).toHaveCount(0);
    // Each video is a play button until pressed; then the provider's player, started.
    await expect(reviews.locator('iframe')).toHaveCount(0);
    const playButtons = reviews.getByRole('button', { name: /^Play video: Video review: / });
    await expect(playButtons).toHaveCount(3);
    await playButtons.first().click();
    const frame = reviews.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', /^Video review: Electric Gooseneck Kettle/);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
    await expect(playButtons).toHaveCount(2);
    const links = reviews.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.first()).toHaveAttribute('rel', 'sponsored noopener');
    await expect(links.first()).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}\?l=en$/);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.nth(1)).toContainText('Check price');

    // The default button text is shown in the page's language.
    await expect(links.first()).toContainText('View product');
    page.context().on('page', (popup) => void popup.close());
    await links.first().click();
    await expect
      .poll(() => events.find((event) => event.type === 'affiliate_click'))
      .toMatchObject({
        product_name: 'Electric Gooseneck Kettle: Precise Pours for Tea and Coffee',
        affiliate_url: expect.stringMatching(/^https:\/\/www\.amazon\.com\//),
      });
  });
});

test.describe('article page', () => {
  test('the audio button toggles play and pause and resets at the end', async ({ page }) => {
    await page.goto(`/artigos/${AUDIO_ARTICLE}`);
    const button = page.getByRole('button', { name: 'Play the audio' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Pause the audio' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause the audio' }).click();
    await expect(page.getByRole('button', { name: 'Play the audio' })).toBeVisible();

    await page.getByRole('button', { name: 'Play the audio' }).click();
    await expect(page.getByRole('button', { name: 'Pause the audio' })).toBeVisible();
    // The sample lasts 10 s; played fast, it ends within the test (seeking needs Range support).
    await page.evaluate(() => {
      document.querySelector('audio')!.playbackRate = 8;
    });
    await expect(page.getByRole('button', { name: 'Play the audio' })).toBeVisible({ timeout: 5_000 });
    expect(await page.evaluate(() => document.querySelector('audio')!.currentTime)).toBe(0);
  });

  test('a sample hero image offers its 480 and 960 copies and the original; a phone loads the copy that fits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/artigos/how-to-start-an-emergency-fund-on-a-tight-budget');
    const hero = page.getByRole('main').locator('article img').first();
    const base = (await hero.getAttribute('src'))!.replace(/\.webp$/, '');
    expect(base).toMatch(/^\/sample\/articles\//);
    await expect(hero).toHaveAttribute('srcset', `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}.webp 1200w`);
    await expect(hero).toHaveAttribute('sizes', /calc\(100vw - 2rem\)/);
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '630');
    // 358 CSS pixels at a device pixel ratio of 1: the browser picks (and decodes) the 480 copy.
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc))
      .toMatch(new RegExp(`${base}-480\\.webp$`));
  });

  test('sends article_view once, and affiliate_click for related products', async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto(`/artigos/${AUDIO_ARTICLE}`);
    await expect.poll(() => events.map((event) => event.type).sort()).toEqual(['article_view', 'page_view']);
    expect(events.find((event) => event.type === 'article_view')).toEqual({
      type: 'article_view',
      path: `/artigos/${AUDIO_ARTICLE}`,
      locale: 'en',
      article_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      article_title: 'How to Build a Sleep Routine That Actually Sticks',
      article_category: 'saude',
    });

    page.context().on('page', (popup) => void popup.close());
    await page.getByRole('link', { name: /Sunrise Alarm Clock/ }).click();
    await expect
      .poll(() => events.find((event) => event.type === 'affiliate_click'))
      .toMatchObject({
        type: 'affiliate_click',
        locale: 'en',
        product_name: 'Sunrise Alarm Clock',
        affiliate_url: expect.stringMatching(/^https:\/\//),
      });
  });

  test('related products link through /go/{id}, which redirects to the shop', async ({ page }) => {
    await page.goto(`/artigos/${AUDIO_ARTICLE}`);
    const link = page.getByRole('link', { name: /Sunrise Alarm Clock/ });
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/go\/[0-9a-f-]{36}\?l=en$/);
    // Its price carries its date, with the disclosure beside it.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Sunrise Alarm Clock/ }) });
    await expect(card.locator('time')).toHaveText(/^Price as of \w+ \d{1,2}, \d{4}$/);
    await expect(card).toContainText('we may earn a commission');
    const response = await page.request.get(href!, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(await link.getAttribute('data-affiliate-url'));
    expect(response.headers()['location']).toMatch(/^https:\/\//);
    const missing = await page.request.get('/go/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<html');
  });
});

test.describe('analytics', () => {
  test('every public page sends one page_view, accepted by the server', async ({ page }) => {
    const response = page.waitForResponse('**/api/analytics');
    const events = await recordAnalytics(page);
    await page.goto('/sobre');
    expect((await response).status()).toBe(204);
    expect(events).toEqual([{ type: 'page_view', path: '/sobre', locale: 'en' }]);
  });
});

test.describe('security policy', () => {
  for (const path of ['/artigos?categoria=culinaria', `/pt/artigos/${PT_ONLY_ARTICLE}`, '/pt/categoria/saude']) {
    test(`${path} satisfies its Content-Security-Policy`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
