/**
 * The site chat, the contact form, the products page and the interactive ebooks, against the
 * real server and the sample content (no AI model: the assistant answers offline from a real
 * full-text search). page.route only delays or breaks calls, to show the waiting and failure states.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { ARTICLE, PT_ONLY_ARTICLE, axeViolations, watchCspViolations, wholeSitemap } from './support.ts';

const WELCOME_SEEN_KEY = 'bemviver.chat.welcomeSeen';
const ASSISTANT = '**/api/functions/chatbot-assistant';
const CONTACT = '**/api/functions/send-contact-email';
const PRODUCTS = '**/api/products*';
const EN_APOLOGY = "I apologize, but I'm having trouble processing your request right now. Please try again in a moment.";
const PT_APOLOGY = 'Peço desculpas, mas estou com dificuldade para processar sua solicitação agora. Tente novamente em instantes.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets a call through after a pause, so that its waiting state can be seen. */
function delayed(ms: number) {
  return async (route: Route) => {
    await wait(ms);
    await route.continue().catch(() => {
      // The page may have moved on.
    });
  };
}

/** Pages of this file open with the welcome toast already seen, except where it is the subject. */
async function skipWelcome(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), WELCOME_SEEN_KEY);
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: /Open the chat|Abrir o chat/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Serious or critical axe-core findings on the page as it is now. */
/** Bodies of the scripts the page has loaded so far. */
async function loadedScripts(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test.describe('site chat: launcher and welcome toast', () => {
  test('the welcome toast appears after 3 s on the first view, stays 7 s, and not on the next page', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto('/sobre');
    const toast = page.getByText('Hi, I’m Cindy!');
    await page.clock.runFor(2800);
    await expect(toast).toBeHidden();
    await page.clock.runFor(400);
    await expect(toast).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Hi, I’m Cindy!' })).toBeVisible();
    await page.clock.runFor(6500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1000);
    await expect(toast).toBeHidden();

    await page.goto('/artigos');
    await page.clock.runFor(10_000);
    await expect(page.getByText('Hi, I’m Cindy!')).toHaveCount(0);
  });

  test('the welcome toast can be dismissed, and its button opens the chat', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto('/pt/sobre');
    await page.clock.runFor(3100);
    const toast = page.locator('[data-chat-welcome-toast]');
    await expect(toast).toContainText('Oi, eu sou a Cindy!');
    await toast.getByRole('button', { name: 'Dispensar' }).click();
    await page.clock.runFor(300);
    await expect(toast).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), WELCOME_SEEN_KEY)).toBe('1');

    await page.evaluate((key) => localStorage.removeItem(key), WELCOME_SEEN_KEY);
    await page.reload();
    await page.clock.runFor(3100);
    await page.getByRole('button', { name: 'Começar a conversa' }).click();
    await expect(page.getByRole('dialog', { name: 'Converse com a Cindy' })).toBeVisible();
  });

  test('the launcher has a name and a tooltip on hover and focus', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open the chat with Cindy, our assistant' });
    const tooltip = page.getByRole('tooltip');
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(launcher).toHaveAccessibleDescription('Questions? Ask Cindy');
    await expect(tooltip).toHaveCSS('opacity', '0');
    await launcher.hover();
    await expect(tooltip).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCSS('opacity', '0');
    await launcher.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(launcher).toBeFocused();
    await expect(tooltip).toHaveCSS('opacity', '1');
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCSS('opacity', '0');
  });

  test('an article page loads no React until the chat is opened', async ({ page }) => {
    await skipWelcome(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/artigos/${ARTICLE}`);
    await page.waitForLoadState('networkidle');
    for (const body of await loadedScripts(page, scripts)) expect(body).not.toMatch(/react-dom|hydrateRoot|createRoot/);

    const before = scripts.length;
    await openChat(page);
    const after = await loadedScripts(page, scripts.slice(before));
    expect(after.some((body) => /createRoot/.test(body))).toBe(true);
  });
});

test.describe('site chat: the conversation', () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

  test('is a labelled modal dialog with a welcome message, 600 px high on a desktop', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/sobre');
    const dialog = await openChat(page);
    await expect(dialog).toHaveAccessibleName('Chat with Cindy');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('button', { name: /Open the chat/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('log')).toContainText('I’m Cindy, the Bem Viver assistant');
    await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
    expect((await dialog.boundingBox())?.height).toBe(600);
    expect(violations).toEqual([]);
  });

  test('Enter sends, Shift+Enter adds a line, blank is refused, and the reply suggests articles', async ({ page }) => {
    const bodies: unknown[] = [];
    const languages: (string | undefined)[] = [];
    await page.route(ASSISTANT, async (route) => {
      bodies.push(route.request().postDataJSON());
      languages.push(
        await route
          .request()
          .headerValue('accept-language')
          .then((value) => value ?? undefined),
      );
      await delayed(1200)(route);
    });
    await page.goto('/sobre');
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Your message' });

    await input.fill('   ');
    await input.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(dialog.locator('[data-chat-message=user]')).toHaveCount(0);

    await input.fill('emergency');
    await input.press('Shift+Enter');
    await input.pressSequentially('fund');
    await expect(input).toHaveValue('emergency\nfund');
    await input.press('Enter');

    await expect(dialog.locator('[data-chat-message=user]')).toHaveText(/emergency\s+fund/);
    await expect(dialog.getByText('Cindy is typing...')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('');

    const reply = dialog.locator('[data-chat-message=assistant]').nth(1);
    await expect(reply).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText('Cindy is typing...')).toBeHidden();
    await expect(reply.getByRole('link', { name: /Emergency Fund/ })).toHaveAttribute('href', `/artigos/${ARTICLE}`);
    await expect(reply).toContainText('From our articles · no AI model');
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();

    expect(bodies).toEqual([{ message: 'emergency\nfund', conversationHistory: [], language: 'en' }]);
    expect(languages).toEqual(['en']);
  });

  test('the history goes with the next message, and survives a page change', async ({ page }) => {
    const bodies: Array<{ conversationHistory: unknown[] }> = [];
    await page.route(ASSISTANT, async (route) => {
      bodies.push(route.request().postDataJSON() as { conversationHistory: unknown[] });
      await route.continue();
    });
    await page.goto('/sobre');
    let dialog = await openChat(page);
    await dialog.getByRole('textbox').fill('emergency fund');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.locator('[data-chat-message=assistant]')).toHaveCount(2);

    await page.goto('/artigos');
    dialog = await openChat(page);
    await expect(dialog.locator('[data-chat-message=user]')).toHaveText('You: emergency fund');
    await dialog.getByRole('textbox').fill('bread');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.locator('[data-chat-message=assistant]')).toHaveCount(3);
    expect(bodies[1]?.conversationHistory).toEqual([
      { role: 'user', content: 'emergency fund' },
      { role: 'assistant', content: expect.stringContaining('Emergency Fund') },
    ]);
  });

  test('a failed call adds the apology as Cindy’s message', async ({ page }) => {
    await page.route(ASSISTANT, (route) => route.abort());
    await page.goto('/');
    const dialog = await openChat(page);
    await dialog.getByRole('textbox').fill('Hello?');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.locator('[data-chat-message=assistant]').nth(1)).toHaveText(`Cindy: ${EN_APOLOGY}`);
    await expect(dialog.getByRole('textbox')).toBeEnabled();
  });

  test('over the per-address limit (429), Cindy asks kindly for a pause, in the page’s language', async ({ page }) => {
    // The server's limit is set high for browser tests; tests/api/request-limits.test.ts proves it answers 429.
    await page.route(ASSISTANT, (route) =>
      route.fulfill({
        status: 429,
        json: { error: { code: 'rate_limited', message: 'limited' }, resetsAt: null },
        headers: { 'Retry-After': '60' },
      }),
    );
    for (const [path, text] of [
      [
        '/',
        'Cindy: We’ve talked a lot in the last few minutes, so I need a short pause. Please write again in a little while, and I’ll be right here.',
      ],
      [
        '/pt',
        'Cindy: Conversamos bastante nos últimos minutos, então preciso de uma pequena pausa. Escreva de novo daqui a pouco, que eu estarei aqui.',
      ],
    ] as const) {
      await page.goto(path);
      const dialog = await openChat(page);
      await dialog.getByRole('textbox').fill('Hello?');
      await dialog.getByRole('textbox').press('Enter');
      await expect(dialog.locator('[data-chat-message=assistant]').last()).toHaveText(text);
      await expect(dialog.getByRole('textbox')).toBeEnabled();
    }
  });

  test('in Portuguese: texts, typing indicator, article links under /pt and the apology', async ({ page }) => {
    let fail = false;
    const languages: (string | null)[] = [];
    await page.route(ASSISTANT, async (route) => {
      languages.push(await route.request().headerValue('accept-language'));
      if (fail) return route.abort();
      return delayed(800)(route);
    });
    await page.goto('/pt/sobre');
    const dialog = await openChat(page);
    await expect(dialog).toHaveAccessibleName('Converse com a Cindy');
    await dialog.getByRole('textbox', { name: 'Sua mensagem' }).fill('comparar preços online');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.getByText('Cindy está digitando...')).toBeVisible();
    const reply = dialog.locator('[data-chat-message=assistant]').nth(1);
    await expect(reply.getByRole('link', { name: /Comparar Preços Online/ })).toHaveAttribute('href', `/pt/artigos/${PT_ONLY_ARTICLE}`);
    await expect(reply).toContainText('Encontrei');

    fail = true;
    await dialog.getByRole('textbox').fill('Olá?');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.locator('[data-chat-message=assistant]').nth(2)).toHaveText(`Cindy: ${PT_APOLOGY}`);
    expect(languages).toEqual(['pt-BR', 'pt-BR']);
  });

  test('Escape and the close button close it, and focus returns to the launcher', async ({ page }) => {
    await page.goto('/sobre');
    const launcher = page.getByRole('button', { name: /Open the chat/ });
    let dialog = await openChat(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');

    dialog = await openChat(page);
    await expect(dialog.locator('[data-chat-message]')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close the chat' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});

test.describe('site chat on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dialog takes the whole screen', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/');
    const dialog = await openChat(page);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });
});

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

  async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }, pt = false) {
    await page.getByLabel(pt ? 'Nome' : 'Name', { exact: true }).fill(values.name);
    await page.getByLabel(pt ? 'E-mail' : 'Email', { exact: true }).fill(values.email);
    await page.getByLabel(pt ? 'Assunto' : 'Subject', { exact: true }).fill(values.subject);
    await page.getByLabel(pt ? 'Mensagem' : 'Message', { exact: true }).fill(values.message);
  }

  test('shows the details, the reply promise and three questions', async ({ page }) => {
    await page.goto('/contato');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s talk');
    await expect(page.getByRole('main')).toContainText('We reply within 24 hours on business days.');
    await expect(page.getByRole('main')).toContainText('Monday to Friday, 9am to 6pm');
    const questions = page.locator('details');
    await expect(questions).toHaveCount(3);
    await questions.first().locator('summary').click();
    await expect(questions.first()).toHaveAttribute('open', '');
  });

  test('checks every field in the page language and focuses the first invalid one', async ({ page }) => {
    await page.goto('/contato');
    const submit = page.getByRole('button', { name: 'Send message' });
    await expect(submit).toBeEnabled();
    await submit.click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter a subject.')).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();

    await name.fill('Ana');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Email', { exact: true }).fill('ana@');
    await page.getByLabel('Subject', { exact: true }).fill('x'.repeat(151));
    await submit.click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(page.getByText('Please keep it to 150 characters (it has 151).')).toBeVisible();

    await page.goto('/pt/contato');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await expect(page.getByText('Escreva sua mensagem.')).toBeVisible();
  });

  test('sends, says so in a toast without breaking the CSP, and clears the form', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.route(CONTACT, delayed(800));
    await page.goto('/contato');
    await fill(page, { name: 'Ana Souza', email: 'ana@example.com', subject: 'A suggestion', message: 'Could you test air fryers?' });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/functions/send-contact-email'));
    await page.getByRole('button', { name: 'Send message' }).click();
    const busy = page.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();

    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, id: expect.any(String) });
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText('Thank you for writing. We reply within 24 hours on business days.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();

    // The toast library's runtime stylesheet was allowed: its toaster is positioned.
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed');
    expect(violations).toEqual([]);
  });

  test('a server error gives a destructive toast with its message and keeps what was typed', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.route(CONTACT, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something went wrong on our side. Try again in a moment.' } },
      }),
    );
    await page.goto('/contato');
    const values = { name: 'Ana Souza', email: 'ana@example.com', subject: 'Hello', message: 'Line one\nLine two' };
    await fill(page, values);
    await page.getByRole('button', { name: 'Send message' }).click();
    const toast = page.locator('[data-sonner-toast][data-type=error]');
    await expect(toast).toContainText('Error sending message');
    await expect(toast).toContainText('Something went wrong on our side. Try again in a moment.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(values.email);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('in Portuguese, a network failure says the service is not answering', async ({ page }) => {
    await page.route(CONTACT, (route) => route.abort());
    await page.goto('/pt/contato');
    await fill(page, { name: 'Ana', email: 'ana@example.com', subject: 'Olá', message: 'Uma pergunta.' }, true);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const toast = page.locator('[data-sonner-toast][data-type=error]');
    await expect(toast).toContainText('Erro ao enviar mensagem');
    await expect(toast).toContainText('O serviço não está respondendo agora. Tente novamente em instantes.');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana');
  });
});

test.describe('products', () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

  const grid = (page: Page) => page.locator('section[aria-labelledby=all-products-title]');

  test('lists the feed as cards linking out in a new tab, and reports affiliate clicks', async ({ page, context }) => {
    await context.route('https://www.amazon.com/**', (route) => route.fulfill({ body: 'store', contentType: 'text/html' }));
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Every purchase helps twice' })).toBeVisible();
    const cards = grid(page).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    await expect(grid(page)).toContainText('20 products');
    const link = cards.first().getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.amazon\.com\//);

    const beacon = page.waitForRequest(
      (request) => request.url().endsWith('/api/analytics') && (request.postData() ?? '').includes('affiliate_click'),
    );
    const popup = page.waitForEvent('popup');
    await link.click();
    await popup;
    const event = JSON.parse((await beacon).postData() ?? '{}') as Record<string, unknown>;
    expect(event).toMatchObject({
      type: 'affiliate_click',
      product_name: 'Electric Pressure Cooker, 6 Quart',
      path: '/products',
      locale: 'en',
    });
  });

  test('search ignores case and accents, keeps the URL in step, and has its own empty state', async ({ page }) => {
    await page.goto('/products');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    const cards = grid(page).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    await search.fill('PRESSURE');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Electric Pressure Cooker, 6 Quart');
    await expect(grid(page)).toContainText('1 product matches “PRESSURE”');
    await expect(page).toHaveURL(/\?search=PRESSURE$/);

    // Each locale lists its own products: the Portuguese names are not in the English list.
    await search.fill('panela');
    await expect(page.getByText('No products match “panela”')).toBeVisible();

    await search.fill('zzzz');
    await expect(page.getByText('No products match “zzzz”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(cards).toHaveCount(20);
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/products$/);

    await page.goto('/pt/products?search=panela');
    await expect(page.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('panela');
    await expect(grid(page).getByRole('listitem')).toHaveCount(1);
    // Case and accents are ignored.
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('PRESSAO');
    await expect(grid(page).getByRole('listitem').first()).toContainText('Panela de Pressão Elétrica 6 L');
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('termica');
    await expect(grid(page).getByRole('listitem').first()).toContainText('Garrafa Térmica');
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('');
    await expect(grid(page).getByRole('listitem')).toHaveCount(20);
    await expect(page.locator('[data-product-carousel]')).not.toContainText('Half Sheet Pans');
  });

  test('shows 8 skeletons in the grid and 4 in the carousel while the feed loads', async ({ page }) => {
    await page.route(PRODUCTS, delayed(2000));
    await page.goto('/products');
    await expect(grid(page).locator('[data-product-skeleton]')).toHaveCount(8);
    await expect(page.locator('[data-product-carousel] [data-product-skeleton]')).toHaveCount(4);
    await expect(
      grid(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') }),
    ).toHaveCount(20, { timeout: 10_000 });
    await expect(page.locator('[data-product-skeleton]')).toHaveCount(0);
  });

  test('a failed feed shows the server’s message and a retry', async ({ page }) => {
    let fail = true;
    await page.route(PRODUCTS, (route) =>
      fail
        ? route.fulfill({ status: 502, json: { error: { code: 'products_unavailable', message: 'Failed to fetch products' } } })
        : route.continue(),
    );
    await page.goto('/products');
    await expect(page.getByRole('alert')).toContainText('Error loading products: Failed to fetch products');
    await expect(page.locator('[data-product-carousel]')).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(grid(page).getByRole('listitem')).toHaveCount(20);
    await expect(page.locator('[data-product-carousel]')).toBeVisible();
  });

  test('an empty feed says so, in Portuguese too', async ({ page }) => {
    const languages: (string | null)[] = [];
    await page.route(PRODUCTS, async (route) => {
      languages.push(await route.request().headerValue('accept-language'));
      await route.fulfill({ json: { products: [] } });
    });
    await page.goto('/products');
    await expect(page.getByText('No products available')).toBeVisible();
    await page.goto('/pt/products');
    await expect(page.getByText('Nenhum produto disponível')).toBeVisible();
    expect(languages).toEqual(['en', 'pt-BR']);
  });

  test('a broken product image falls back to the placeholder', async ({ page }) => {
    await page.route('**/sample/products/pressure-cooker.webp', (route) => route.fulfill({ status: 404 }));
    await page.goto('/products');
    const image = grid(page).getByRole('listitem').first().locator('img');
    await expect(image).toHaveAttribute('src', '/sample/placeholder-product.webp');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the featured carousel shows 4 per view on a desktop and loops both ways', async ({ page }) => {
    await page.goto('/products');
    const carousel = page.locator('[data-product-carousel]');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(8);
    await expect(slides.first()).toHaveAccessibleName('1 of 8');
    const viewport = (await carousel.boundingBox())!;
    const slide = (await slides.first().boundingBox())!;
    expect(Math.round(viewport.width / slide.width)).toBe(4);

    // Where a slide sits in the carousel's window: 0 is the first place, 3 the last visible one.
    const place = async (index: number) => {
      const box = (await slides.nth(index).boundingBox())!;
      return Math.floor((box.x + box.width / 2 - viewport.x) / slide.width);
    };
    expect(await place(0)).toBe(0);
    expect(await place(7)).not.toBe(0);
    await carousel.getByRole('button', { name: 'Previous products' }).click();
    await expect.poll(() => place(7)).toBe(0);
    await expect.poll(() => place(0)).toBe(1);
    await carousel.getByRole('button', { name: 'Next products' }).click();
    await expect.poll(() => place(0)).toBe(0);
    for (let i = 0; i < 5; i++) await carousel.getByRole('button', { name: 'Next products' }).click();
    await expect.poll(() => place(7)).toBe(2);
    await expect.poll(() => place(0)).toBe(3);
  });
});

test.describe('pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the carousel shows 2 per view and the grid 2 columns', async ({ page }) => {
    await skipWelcome(page);
    await page.goto('/products');
    const carousel = page.locator('[data-product-carousel]');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(8);
    const viewport = (await carousel.boundingBox())!;
    const slide = (await slides.first().boundingBox())!;
    expect(Math.round(viewport.width / slide.width)).toBe(2);
  });

  for (const path of ['/products', '/pt/contato', '/interactive-ebooks']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await skipWelcome(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  }
});

test.describe('interactive ebooks', () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

  test('lists each locale’s active ebooks in order, opening in a new tab', async ({ page }) => {
    await page.goto('/interactive-ebooks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive ebooks');
    const titles = page.locator('[data-ebooks] h3');
    await expect(titles).toHaveText([
      'The 30-Day Home Cooking Reset',
      'Money Map: Your First Budget in a Weekend',
      'Calm Tech: Take Back Your Attention',
    ]);
    await expect(page.getByText('Conversas que Aproximam')).toHaveCount(0);
    const open = page.getByRole('link', { name: 'Open ebook “The 30-Day Home Cooking Reset” (opens in a new tab)' });
    await expect(open).toHaveAttribute('href', 'https://ebooks.example.com/the-30-day-home-cooking-reset');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('img', { name: 'Cover of “Money Map: Your First Budget in a Weekend”' })).toBeVisible();

    await page.goto('/pt/interactive-ebooks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ebooks interativos');
    await expect(titles).toHaveText(['Guia Prático do Sono Reparador', 'Finanças em Família: o Primeiro Mês']);
    await expect(page.getByRole('link', { name: /^Abrir ebook/ })).toHaveCount(2);
  });
});

test.describe('accessibility of the interactive states', () => {
  test.beforeEach(async ({ page }) => skipWelcome(page));

  test('the open chat with a reply', async ({ page }) => {
    await page.goto('/pt/sobre');
    const dialog = await openChat(page);
    await dialog.getByRole('textbox').fill('pão caseiro');
    await dialog.getByRole('textbox').press('Enter');
    await expect(dialog.locator('[data-chat-message=assistant]')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the contact form with errors, and an error toast', async ({ page }) => {
    await page.route(CONTACT, (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Broken.' } } }));
    await page.goto('/contato');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Hi');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Contrast is measured once the toast has faded in.
    await expect(page.locator('[data-sonner-toast]')).toHaveCSS('opacity', '1');
    await expect(page.locator('[data-sonner-toast] [data-content]')).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the welcome toast and the products error state', async ({ page }) => {
    await page.route(PRODUCTS, (route) =>
      route.fulfill({ status: 502, json: { error: { code: 'products_unavailable', message: 'Failed to fetch products' } } }),
    );
    await page.addInitScript((key) => localStorage.removeItem(key), WELCOME_SEEN_KEY);
    await page.goto('/products');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.locator('[data-chat-welcome-toast]')).toBeVisible({ timeout: 5000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('security policy and sitemap', () => {
  for (const path of ['/contato', '/pt/contato', '/products', '/pt/products', '/interactive-ebooks']) {
    test(`${path} satisfies its Content-Security-Policy`, async ({ page }) => {
      await skipWelcome(page);
      const violations = await watchCspViolations(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the sitemap lists the contact, products and ebooks pages in both locales', async ({ request }) => {
    const sitemap = await wholeSitemap(request);
    for (const path of ['/contato', '/products', '/interactive-ebooks']) {
      expect(sitemap).toContain(`${path}</loc>`);
      expect(sitemap).toContain(`/pt${path}</loc>`);
    }
  });
});
