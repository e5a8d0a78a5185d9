/**
 * The life-coach landing, the coach chat and the personal assessment, against the real server
 * (no AI model: the coach and the analysis answer from their offline guides).
 *
 * The server allows 3 messages per address and every test here comes from 127.0.0.1, so only
 * ONE test sends real messages (and checks first that all three are left); the others answer
 * the chat endpoint themselves with page.route, each as a visitor of its own.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations, watchCspViolations, wholeSitemap } from './support.ts';

const WELCOME_SEEN_KEY = 'bemviver.chat.welcomeSeen';
const HISTORY_KEY = 'life_coach_chat_messages';
const COACH = '**/api/functions/life-coach-chat';
const ASSESSMENT = '**/api/functions/personal-assessment';
const LIMIT_REACHED = 'You have used all your messages for now. Your limit resets within 24 hours of your first message.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), WELCOME_SEEN_KEY);
});

interface CoachBody {
  action?: string;
  message?: string;
  history?: { role: string; content: string }[];
  language?: string;
}

/** Answers the coach endpoint as the server would for a visitor of this test alone. */
async function ownVisitor(page: Page, { remaining = 3, delayMs = 0 } = {}) {
  const bodies: CoachBody[] = [];
  let left = remaining;
  const usage = () => ({ success: true, messageCount: 3 - left, remainingMessages: left, maxMessages: 3 });
  await page.route(COACH, async (route) => {
    const body = route.request().postDataJSON() as CoachBody;
    if (body.action === 'check_limits') return route.fulfill({ json: usage() });
    bodies.push(body);
    if (left === 0) return route.fulfill({ status: 429, json: { error: { code: 'limit_reached', message: LIMIT_REACHED } } });
    left -= 1;
    await wait(delayMs);
    return route.fulfill({ json: { ...usage(), reply: `Reply to “${body.message}”.\n\nWhat would help most?`, source: 'model' } });
  });
  return bodies;
}

function chat(page: Page, locale: 'en' | 'pt' = 'en') {
  return {
    input: page.getByRole('textbox', { name: locale === 'en' ? 'Your message to Coach Ana' : 'Sua mensagem para a Coach Ana' }),
    send: page.getByRole('button', { name: locale === 'en' ? 'Send' : 'Enviar', exact: true }),
    usage: page.locator('[data-coach-usage]'),
    userMessages: page.locator('[data-coach-message=user]'),
    coachMessages: page.locator('[data-coach-message=coach]'),
    warning: page.locator('[data-coach-warning]'),
    locked: page.locator('[data-coach-locked]'),
  };
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('landing', () => {
  test('presents the coach, the limit and links to the chat, with no framework script', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/life-coach');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next step, one honest conversation at a time');
    for (const feature of ['Personalized conversations', 'Instant motivation', 'Continuous growth']) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '3 messages every 24 hours' })).toBeVisible();
    const ctas = page.getByRole('main').getByRole('link', { name: 'Start a conversation' });
    await expect(ctas).toHaveCount(2);
    await expect(ctas.first()).toHaveAttribute('href', '/life-coach/chat');
    await expect(page.getByRole('main').getByRole('link', { name: 'Take the assessment' }).first()).toHaveAttribute(
      'href',
      '/life-coach/chat#assessment',
    );

    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island')).toHaveCount(0);
    for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toMatch(/react-dom|hydrateRoot|createRoot/);
    expect(violations).toEqual([]);

    await ctas.first().click();
    await expect(page).toHaveURL(/\/life-coach\/chat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk with Coach Ana');
  });

  test('in Portuguese, links stay under /pt', async ({ page }) => {
    await page.goto('/pt/life-coach');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { name: '3 mensagens a cada 24 horas' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Começar uma conversa' }).first().click();
    await expect(page).toHaveURL(/\/pt\/life-coach\/chat$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Converse com a Coach Ana');
  });

  test('the sitemap lists the landing and the chat in both locales', async ({ request }) => {
    const sitemap = await wholeSitemap(request);
    for (const path of ['/life-coach', '/life-coach/chat']) {
      expect(sitemap).toContain(`${path}</loc>`);
      expect(sitemap).toContain(`/pt${path}</loc>`);
    }
  });

  test('the home page and the navigation lead here', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Meet the life coach' })).toHaveAttribute('href', '/life-coach');
    await page.goto('/life-coach');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Life Coach' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('chat', () => {
  test('three real messages: 3 → 2 → 1 left, the warning at 1, the lock at 0; the history survives a reload and can be cleared', async ({
    page,
    request,
  }) => {
    const before = await (await request.post('/api/functions/life-coach-chat', { data: { action: 'check_limits' } })).json();
    expect(before, 'this is the only test that spends the address’s real messages').toMatchObject({ remainingMessages: 3, maxMessages: 3 });

    // The real server answers; the pause only makes the typing indicator observable.
    await page.route(COACH, async (route) => {
      if ((route.request().postDataJSON() as CoachBody).message) await wait(700);
      await route.continue();
    });
    await page.goto('/life-coach/chat');
    const { input, send, usage, userMessages, coachMessages, warning, locked } = chat(page);
    await expect(usage).toHaveText('3 of 3 messages left');
    await expect(warning).toHaveCount(0);

    const texts = ['Work is taking all my energy.', 'My boss changes priorities every week.', 'Thank you, I will try that.'];
    const expectedUsage = ['2 of 3 messages left', '1 of 3 messages left', '0 of 3 messages left'];
    for (const [index, text] of texts.entries()) {
      await input.fill(text);
      await input.press('Enter');
      await expect(userMessages.nth(index).locator('[data-coach-text]')).toHaveText(text);
      await expect(input).toHaveValue('');
      await expect(page.getByText('Coach Ana is typing…')).toBeVisible();
      await expect(coachMessages.nth(index)).toContainText('Offline coach: this reply follows a written guide');
      await expect(page.getByText('Coach Ana is typing…')).toHaveCount(0);
      await expect(usage).toHaveText(expectedUsage[index]!);
      if (index === 1) await expect(warning).toContainText('This is your last message for now.');
      else await expect(warning).toHaveCount(0);
    }

    // The reply keeps its line breaks, says discreetly where it came from, and has its time.
    const firstReply = coachMessages.first();
    expect(await firstReply.locator('[data-coach-text]').evaluate((element) => (element as HTMLElement).innerText)).toMatch(
      /”\.\n\n.+\?\n\n/,
    );
    await expect(firstReply.getByText('From the coach’s written guide')).toBeVisible();
    await expect(firstReply.locator('time')).toHaveText(/^\d{1,2}:\d{2}\s?(AM|PM)$/);

    await expect(locked.locator('[data-coach-lock-icon]')).toBeVisible();
    await expect(locked).toContainText('You have used all 3 messages for now.');
    await expect(locked).toContainText(/You can write again (today|tomorrow) from \d{1,2}:\d{2}/);
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(locked).toBeFocused();

    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), HISTORY_KEY);
    expect(stored).toHaveLength(6);
    expect(stored.map((entry: { isUser: boolean }) => entry.isUser)).toEqual([true, false, true, false, true, false]);
    expect(stored[0]).toEqual({
      id: expect.any(String),
      message: texts[0],
      isUser: true,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(stored[1]).toMatchObject({ isUser: false, message: expect.stringContaining('Offline coach'), source: 'offline' });

    await page.reload();
    await expect(userMessages).toHaveCount(3);
    await expect(coachMessages).toHaveCount(3);
    await expect(usage).toHaveText('0 of 3 messages left');
    await expect(input).toBeDisabled();
    await expect(locked).not.toBeFocused();

    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByText('Delete this conversation from this device?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect(userMessages).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Clear history' })).toBeFocused();

    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(userMessages).toHaveCount(0);
    await expect(coachMessages).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
    await expect(page.getByRole('button', { name: 'Clear history' })).toHaveCount(0);
    // Clearing the history does not give messages back.
    await expect(usage).toHaveText('0 of 3 messages left');
    await expect(locked).toContainText('Your messages renew 24 hours after each one was sent.');
  });

  test('Enter sends, Shift+Enter adds a line, blank is not sent; the history goes with the next message', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const bodies = await ownVisitor(page, { delayMs: 400 });
    await page.goto('/life-coach/chat');
    const { input, send, usage, userMessages, coachMessages } = chat(page);
    await expect(usage).toHaveText('3 of 3 messages left');
    // The page is a chat: the site assistant's launcher stays off it.
    await expect(page.locator('[data-chat-launcher]')).toHaveCount(0);

    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(userMessages).toHaveCount(0);
    await expect(input).toHaveValue('   ');

    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    await expect(input).toHaveValue('first line\nsecond line');
    expect(bodies).toEqual([]);
    await input.press('Enter');
    await expect(coachMessages).toHaveCount(1);
    expect(
      await userMessages
        .first()
        .locator('[data-coach-text]')
        .evaluate((element) => (element as HTMLElement).innerText),
    ).toBe('first line\nsecond line');
    await expect(userMessages.first()).toContainText('You: first line');
    // A reply from the model carries no "written guide" badge.
    await expect(coachMessages.first().locator('[data-coach-offline]')).toHaveCount(0);
    await expect(input).toBeFocused();

    await input.fill('And then?');
    await send.click();
    await expect(coachMessages).toHaveCount(2);
    expect(bodies).toEqual([
      { message: 'first line\nsecond line', history: [], language: 'en' },
      {
        message: 'And then?',
        history: [
          { role: 'user', content: 'first line\nsecond line' },
          { role: 'assistant', content: 'Reply to “first line\nsecond line”.\n\nWhat would help most?' },
        ],
        language: 'en',
      },
    ]);
    expect(violations).toEqual([]);
  });

  test('a message over 500 characters cannot be typed, nor sent', async ({ page }) => {
    const bodies = await ownVisitor(page);
    await page.goto('/life-coach/chat');
    const { input, send, usage, userMessages } = chat(page);
    const counter = page.locator('[data-coach-counter]');
    await expect(usage).toHaveText('3 of 3 messages left');
    await expect(input).toHaveAttribute('maxlength', '500');

    await input.fill('a'.repeat(600));
    await expect(input).toHaveValue('a'.repeat(500));
    await expect(counter).toHaveText('500/500');
    await expect(send).toBeEnabled();

    // Even if the browser's own limit is bypassed, the page does not send.
    await input.evaluate((element) => element.removeAttribute('maxlength'));
    await input.fill('b'.repeat(501));
    await expect(counter).toHaveText('501/500');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Messages can be up to 500 characters.')).toBeVisible();
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(userMessages).toHaveCount(0);
    expect(bodies).toEqual([]);
  });

  test('a failed send keeps the message, shows “HTTP error! status: 500” and still spends a message', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.route(COACH, async (route: Route) => {
      const body = route.request().postDataJSON() as CoachBody;
      if (body.action) return route.fulfill({ json: { success: true, messageCount: 0, remainingMessages: 3, maxMessages: 3 } });
      return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } });
    });
    await page.goto('/life-coach/chat');
    const { input, usage, userMessages, coachMessages } = chat(page);
    await expect(usage).toHaveText('3 of 3 messages left');
    await input.fill('Hello coach');
    await input.press('Enter');

    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Your message could not be sent');
    await expect(toast).toContainText('HTTP error! status: 500');
    await expect(userMessages.locator('[data-coach-text]')).toHaveText(['Hello coach']);
    await expect(coachMessages).toHaveCount(0);
    await expect(usage).toHaveText('2 of 3 messages left');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), HISTORY_KEY);
    expect(stored).toMatchObject([{ message: 'Hello coach', isUser: true }]);
    expect(violations).toEqual([]);
  });

  test('a refused message (429) shows the server’s message and locks the input', async ({ page }) => {
    await ownVisitor(page, { remaining: 0 });
    // The page believes one message is left; the server knows better.
    await page.route(COACH, async (route) => {
      const body = route.request().postDataJSON() as CoachBody;
      if (body.action) return route.fulfill({ json: { success: true, messageCount: 2, remainingMessages: 1, maxMessages: 3 } });
      return route.fallback();
    });
    await page.goto('/life-coach/chat');
    const { input, usage, warning, locked } = chat(page);
    await expect(usage).toHaveText('1 of 3 messages left');
    await expect(warning).toBeVisible();
    await input.fill('One more?');
    await input.press('Enter');
    await expect(page.locator('[data-sonner-toast]')).toContainText(LIMIT_REACHED);
    await expect(usage).toHaveText('0 of 3 messages left');
    await expect(locked.locator('[data-coach-lock-icon]')).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(warning).toHaveCount(0);
  });

  test('an invalid limits answer falls back to 3 of 3 with “Invalid server response”, in both languages', async ({ page }) => {
    await page.route(COACH, (route) => route.fulfill({ json: {} }));
    await page.goto('/life-coach/chat');
    await expect(page.locator('[data-sonner-toast]')).toContainText('Invalid server response');
    await expect(chat(page).usage).toHaveText('3 of 3 messages left');
    await expect(chat(page).input).toBeEnabled();

    await page.goto('/pt/life-coach/chat');
    await expect(page.locator('[data-sonner-toast]')).toContainText('Resposta inválida do servidor');
    await expect(chat(page, 'pt').usage).toHaveText('3 de 3 mensagens restantes');
  });

  test('in Portuguese: the usage, the warning and the typing indicator', async ({ page }) => {
    const bodies = await ownVisitor(page, { remaining: 2, delayMs: 500 });
    await page.goto('/pt/life-coach/chat');
    const { input, usage, warning } = chat(page, 'pt');
    await expect(usage).toHaveText('2 de 3 mensagens restantes');
    await input.fill('Quero uma rotina melhor.');
    await input.press('Enter');
    await expect(page.getByText('A Coach Ana está digitando…')).toBeVisible();
    await expect(usage).toHaveText('1 de 3 mensagens restantes');
    await expect(warning).toContainText('Esta é a sua última mensagem por enquanto.');
    expect(bodies[0]?.language).toBe('pt');
  });

  test('with messages, the warning and the lock, the page has no serious accessibility violation', async ({ page }) => {
    await ownVisitor(page, { remaining: 2 });
    await page.goto('/life-coach/chat');
    const { input, usage, coachMessages, warning, locked } = chat(page);
    // The island is ready (hydrated, limits checked) once it shows the usage.
    await expect(usage).toHaveText('2 of 3 messages left');
    await input.fill('Hello');
    await input.press('Enter');
    await expect(warning).toBeVisible();
    await expect(coachMessages).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('Again');
    await input.press('Enter');
    await expect(locked).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('personal assessment', () => {
  const question = (page: Page) => page.locator('[data-assessment-question]');
  const progress = (page: Page) => page.locator('[data-assessment-progress]');

  async function answerAll(page: Page, label: string, finish = 'Finish') {
    for (let index = 1; index <= 10; index++) {
      await expect(progress(page)).toHaveText(new RegExp(` ${index} (of|de) 10$`));
      await page.getByRole('radio', { name: label }).check();
      await page.getByRole('button', { name: index === 10 ? finish : /^(Next|Próxima)/ }).click();
    }
  }

  test('the top answer everywhere: 100%, excellent, the offline analysis; “Talk to the coach” brings the chat', async ({ page }) => {
    await ownVisitor(page);
    await page.goto('/life-coach/chat');
    await expect(progress(page)).toHaveText('Question 1 of 10');
    await expect(question(page)).toHaveText('Most days, I have enough energy for what matters to me.');
    await expect(
      page.getByRole('radiogroup', { name: 'Most days, I have enough energy for what matters to me.' }).getByRole('radio'),
    ).toHaveCount(5);
    await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute('value', '1');

    await answerAll(page, 'Almost always');
    const level = page.locator('[data-assessment-level]');
    await expect(level).toHaveText('Excellent');
    await expect(level).toBeFocused();
    await expect(page.locator('[data-assessment-level-icon=excellent]')).toBeVisible();
    await expect(page.locator('[data-assessment-percent]')).toHaveText('100% developed');
    const paragraphs = page.locator('[data-assessment-analysis] p');
    await expect(paragraphs.first()).toHaveText('Your overall score is 100%: excellent.');
    await expect(paragraphs).toContainText([
      'Your answers are even across all areas; pick the one that matters most to you this month and start there.',
    ]);
    await expect(paragraphs.last()).toHaveText('(Offline analysis: computed from your answers, not written by an AI model.)');
    await expect(paragraphs).toHaveCount(4);

    await page.getByRole('button', { name: 'Talk to the coach' }).click();
    const input = chat(page).input;
    await expect(input).toBeFocused();
    await expect(input).toBeInViewport();
  });

  test('next waits for an answer, the keyboard answers, and previous keeps the answer', async ({ page }) => {
    await page.goto('/life-coach/chat');
    const next = page.getByRole('button', { name: /^Next/ });
    const previous = page.getByRole('button', { name: /Previous/ });
    await expect(next).toBeDisabled();
    await expect(previous).toBeDisabled();
    await expect(page.getByText('Choose an answer to continue.')).toBeVisible();

    await page.getByRole('radio', { name: 'Not at all' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Not at all' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Rarely' })).toBeChecked();
    await expect(next).toBeEnabled();

    await next.click();
    await expect(progress(page)).toHaveText('Question 2 of 10');
    await expect(question(page)).toBeFocused();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(next).toBeDisabled();

    await previous.click();
    await expect(progress(page)).toHaveText('Question 1 of 10');
    await expect(page.getByRole('radio', { name: 'Rarely' })).toBeChecked();
    await expect(next).toBeEnabled();
  });

  test('retake starts over with no answers', async ({ page }) => {
    await page.route(ASSESSMENT, (route) => route.fulfill({ json: { assessment: 'Line one.\nLine two.', source: 'model' } }));
    await page.goto('/pt/life-coach/chat');
    await answerAll(page, 'Às vezes', 'Concluir');
    await expect(page.locator('[data-assessment-level]')).toHaveText('Bom');
    await expect(page.locator('[data-assessment-percent]')).toHaveText('60% desenvolvido');
    await expect(page.locator('[data-assessment-analysis] p')).toHaveText(['Line one.', 'Line two.']);

    await page.getByRole('button', { name: 'Refazer a avaliação' }).click();
    await expect(progress(page)).toHaveText('Pergunta 1 de 10');
    await expect(question(page)).toBeFocused();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Próxima/ })).toBeDisabled();
    await page.getByRole('radio', { name: 'Raramente' }).check();
    await page.getByRole('button', { name: /^Próxima/ }).click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('a failed analysis shows the error view and a toast; retry keeps the answers', async ({ page }) => {
    const sent: unknown[] = [];
    let calls = 0;
    await page.route(ASSESSMENT, async (route) => {
      sent.push(route.request().postDataJSON());
      calls += 1;
      if (calls === 1) return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
      return route.continue();
    });
    await page.goto('/life-coach/chat');
    await answerAll(page, 'Often');
    const heading = page.getByRole('heading', { name: 'Your answers could not be analyzed' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.locator('[data-sonner-toast]')).toContainText('The analysis failed');
    await expect(page.locator('[data-sonner-toast]')).toContainText('HTTP error! status: 500');

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-assessment-level]')).toHaveText('Excellent');
    await expect(page.locator('[data-assessment-percent]')).toHaveText('80% developed');
    expect(sent).toEqual([
      { answers: Array(10).fill(4), language: 'en' },
      { answers: Array(10).fill(4), language: 'en' },
    ]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the options stack full width, and nothing overflows', async ({ page }) => {
    await ownVisitor(page);
    await page.goto('/life-coach/chat');
    const group = page.getByRole('radiogroup');
    const groupBox = (await group.boundingBox())!;
    const boxes = await Promise.all(
      (await page.locator('[data-assessment-option]').all()).map(async (option) => (await option.boundingBox())!),
    );
    expect(boxes).toHaveLength(5);
    for (const [index, box] of boxes.entries()) {
      expect(Math.abs(box.width - groupBox.width)).toBeLessThan(1);
      if (index > 0) expect(box.y).toBeGreaterThan(boxes[index - 1]!.y + boxes[index - 1]!.height - 1);
    }
    await noHorizontalScroll(page);
    await page.goto('/pt/life-coach');
    await noHorizontalScroll(page);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the options sit in one row, and nothing overflows', async ({ page }) => {
    await ownVisitor(page);
    await page.goto('/life-coach/chat');
    const boxes = await Promise.all(
      (await page.locator('[data-assessment-option]').all()).map(async (option) => (await option.boundingBox())!),
    );
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    await noHorizontalScroll(page);
  });
});
