/**
 * The back office in English (issue 30): an English browser gets the sign-in screen in English,
 * signs in, and every screen of src/admin/routes.ts shows no Portuguese interface text (a
 * heuristic: common Portuguese interface words and endings in headings, labels, buttons,
 * navigation, placeholders and accessible names, content such as article titles aside) and no
 * serious axe violation. The switch on the sign-in screen and the choice in My account keep
 * their language.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '../../src/admin/routes.ts';
import { E2E_ADMIN, axeViolations, createMember } from './support.ts';

test.use({ locale: 'en-GB' });

/** Words an English interface never shows; matched whole, case-insensitively. */
const PORTUGUESE =
  /\b(salvar|excluir|carregando|novo|nova|editar|buscar|todos|todas|nenhum|nenhuma|voltar|cancelar|adicionar|configurações|artigos|artigo|idioma|título|conteúdo|enviar|remover|tentar|erro|sair|painel|ações|situação|tarefas|equipe|mensagens|ativo|ativa|rascunho|publicado|agendado|desativar|verificação|senha|código|você|não|são|está|para|com|sem|de|da|do|das|dos|em|uma|um|ou|é)\b|[ãõçâêôà]/iu;

/** The interface's texts on the page, with quoted content (“a title”) and free text content left out. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    // The titles of listed items (articles, reviews, ebooks) are content, wherever they are repeated.
    const titles = Array.from(document.querySelectorAll<HTMLElement>('li h2, li h3'))
      .map((heading) => heading.innerText.trim())
      .filter((title) => title.length > 3);
    // Quoted content, addresses and paths (https://…, /media/…) are no interface words.
    const strip = (text: string) =>
      titles
        .reduce((rest, title) => rest.split(title).join(' '), text)
        .replace(/“[^”]*”/g, '')
        .replace(/\S*(:\/\/|\/)\S*/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const selectors = 'h1, h2, label, legend, th, button, nav a, [role="tab"], [role="status"], [role="alert"]';
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selectors))) {
      // Article content (titles, excerpts, previews) is written in its own language.
      // A heading inside a list item is an item's own title (an article, a review, an ebook).
      if (element.closest('[lang]:not(html)') || element.closest('.prose, article, option') || element.matches('li h2, li h3')) continue;
      // Content marked with its own language inside a control (a reader's message in a list button) is not interface.
      if (element.querySelector('[lang]')) {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const marked of Array.from(copy.querySelectorAll('[lang]'))) marked.remove();
        texts.push(strip(copy.textContent || ''));
        continue;
      }
      texts.push(strip(element.innerText || ''));
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]'))) {
      if (element.closest('[lang]:not(html)')) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(strip(value));
      }
    }
    texts.push(strip(document.title.split('·')[0] ?? ''));
    return texts.filter(Boolean);
  });
}

async function expectNoPortuguese(page: Page, where: string): Promise<void> {
  // A language is named in itself where one is chosen ('Português' beside 'English').
  // Domain names are names (amazon.com.br, amazon.de), not words: 'com' and 'de' in them are no Portuguese.
  const withoutDomains = (text: string) => text.replace(/\b[\w-]+(?:\.[\w-]+)+\b/g, '');
  const found = (await interfaceTexts(page)).filter((text) => text !== 'Português' && PORTUGUESE.test(withoutDomains(text)));
  expect(found, where).toEqual([]);
}

test('an English browser signs in and walks every screen in English, with no serious axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expectNoPortuguese(page, 'sign-in');
  expect(await axeViolations(page), 'sign-in').toEqual([]);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const articles = await page.request.get('/api/admin/articles');
  const [first] = ((await articles.json()) as { articles: { id: string }[] }).articles;
  const paths = Object.entries(ADMIN_PATHS)
    .filter(([name]) => name !== 'invitation')
    .map(([, path]) => (path.includes(':id') ? path.replace(':id', first!.id) : path));
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/Loading|Carregando/)).toHaveCount(0);
    await expectNoPortuguese(page, path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the sign-in switch changes the language before sign-in, and My account keeps the member’s choice', async ({ page, baseURL }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login Admin' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Login Admin' })).toBeVisible();

  // A member of their own, so the shared administrator's language stays as the other tests expect it.
  const member = await createMember(page.request, String(baseURL), 'editor', 'language');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Senha').fill(member.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(ADMIN_PATHS.account);
  // A click, not check(): the whole screen re-renders in English, so the radio Playwright clicked is replaced.
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The screen turns English at once; the account's copy is saved by a request that may still be on its way.
  await expect
    .poll(async () => ((await (await page.request.get('/api/admin/me')).json()) as { idioma_interface: string }).idioma_interface)
    .toBe('en');

  // Another browser, in Portuguese: after sign-in the account's choice applies.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByRole('group', { name: 'Interface language' }).getByRole('button', { name: 'Português' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Senha').fill(member.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'New article' })).toBeVisible();
});
