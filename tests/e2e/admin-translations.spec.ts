/**
 * Articles in two languages in the back office, in a real browser against the real server
 * (no AI model: the offline provider): the editor's language field, the translations panel,
 * "Criar tradução" giving a draft labelled as awaiting translation (never publishable as it
 * is), linking and unlinking from the panel, and the list's language and translation badges
 * and filters. One sign-in for the whole file (sign-ins are rate limited).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support.ts';

test.describe.configure({ mode: 'serial' });

signedInAsAdmin();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const origin = () => new URL(String(test.info().project.use.baseURL)).origin;
const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A draft made through the API, to start each test from a known article. */
async function draft(page: Page, titulo: string, idioma: 'en' | 'pt'): Promise<string> {
  const response = await page.request.post('/api/admin/articles', {
    headers: { Origin: origin() },
    data: {
      titulo,
      idioma,
      categoria: 'dinheiro',
      meta_descricao:
        idioma === 'en' ? 'How to build an emergency fund, step by step.' : 'Como montar uma reserva de emergência, passo a passo.',
      conteudo_html:
        idioma === 'en'
          ? '<h2>Start small</h2><p>Save a little every week.</p>'
          : '<h2>Comece pequeno</h2><p>Guarde um pouco toda semana.</p>',
      status: 'rascunho',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { article: { id: string } }).article.id;
}

async function expectNoSeriousAxeViolation(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, label).toEqual([]);
}

test('a new article is written in Portuguese unless English is chosen, and offers translations after its first save', async ({ page }) => {
  await page.goto('/admin/novo-artigo');
  const language = page.getByRole('combobox', { name: 'Idioma do artigo' });
  await expect(language).toHaveValue('pt');
  await expect(language.locator('option')).toHaveText(['Português', 'English']);
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Emergency fund basics');
  await expect(page.getByText('Endereço no site: /pt/artigos/emergency-fund-basics')).toBeVisible();
  await language.selectOption('en');
  await expect(page.getByText('Endereço no site: /artigos/emergency-fund-basics')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Traduções' })).toContainText(
    'Salve o artigo para criar ou vincular a versão no outro idioma.',
  );
});

test('Criar tradução offline gives a linked draft labelled as awaiting translation, publishable only once marked reviewed', async ({
  page,
}) => {
  const title = `Emergency fund ${token()}`;
  const id = await draft(page, title, 'en');
  await page.goto(`/admin/editar-artigo/${id}`);
  await expect(page.getByRole('combobox', { name: 'Idioma do artigo' })).toHaveValue('en');
  const panel = page.getByRole('region', { name: 'Traduções' });
  await expect(panel).toContainText('Versão em português');
  await expect(panel).toContainText('Este artigo ainda não tem versão em português.');
  await expectNoSeriousAxeViolation(page, 'editor without a translation');

  await panel.getByRole('button', { name: 'Criar tradução' }).click();
  await expect(toast(page, 'Rascunho criado, aguardando tradução')).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(new RegExp(`/admin/editar-artigo/${id}$`));
  await expect(page).toHaveURL(/\/admin\/editar-artigo\/[0-9a-f-]{36}$/);

  // The draft holds the original text, says so in both languages, and is in Portuguese, linked.
  const notice = page.getByRole('region', { name: 'Aguardando tradução: o texto abaixo ainda está no idioma original' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Awaiting translation: the text below is still in the original language')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);
  const language = page.getByRole('combobox', { name: 'Idioma do artigo' });
  await expect(language).toHaveValue('pt');
  await expect(language).toBeDisabled();
  await expect(page.getByText('O idioma não muda enquanto houver uma tradução vinculada: desvincule-a para mudar.')).toBeVisible();
  const translationPanel = page.getByRole('region', { name: 'Traduções' });
  await expect(translationPanel).toContainText('Versão em inglês');
  await expect(translationPanel.getByRole('link', { name: `Abrir a tradução “${title}”` })).toHaveAttribute(
    'href',
    `/admin/editar-artigo/${id}`,
  );
  await expect(translationPanel.getByText('Rascunho', { exact: true })).toBeVisible();

  const publish = page.getByRole('button', { name: 'Atualizar e Publicar' });
  await expect(publish).toBeDisabled();
  await expect(page.getByText('Marque a tradução como revisada para publicar.')).toBeVisible();
  await expectNoSeriousAxeViolation(page, 'translation draft awaiting translation');

  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`Reserva de emergência ${title.split(' ').at(-1)}`);
  await notice.getByRole('checkbox', { name: 'Marcar como traduzida e revisada' }).check();
  await expect(notice.getByText('Marcada como revisada: salve para confirmar.', { exact: false })).toBeVisible();
  await expect(publish).toBeEnabled();
  const draftUrl = page.url();
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(toast(page, 'Artigo salvo como rascunho!')).toBeVisible({ timeout: 20_000 });

  const saved = (await (await page.request.get(`/api/admin/articles/${draftUrl.split('/').at(-1)}`)).json()) as {
    article: { estado_traducao: string | null; idioma: string; traducao: { id: string } };
  };
  expect(saved.article).toMatchObject({ estado_traducao: null, idioma: 'pt', traducao: { id } });
});

test('a failing AI translation says so in Portuguese, saves nothing, and offers Criar sem IA', async ({ page }) => {
  const title = `Grocery budget ${token()}`;
  const id = await draft(page, title, 'en');
  // The browser server runs offline; a failing model is simulated on the wire, as the server answers it.
  await page.route(`**/api/admin/articles/${id}/traducao`, async (route) => {
    if (route.request().method() === 'POST' && route.request().postDataJSON()?.traducao_automatica !== false) {
      await route.fulfill({
        status: 502,
        json: {
          error: {
            code: 'ai_unavailable',
            message: 'A IA não conseguiu traduzir o artigo agora. Nada foi salvo: tente novamente em instantes ou crie a tradução sem IA.',
          },
        },
      });
      return;
    }
    await route.continue();
  });
  await page.goto(`/admin/editar-artigo/${id}`);
  await page.getByRole('region', { name: 'Traduções' }).getByRole('button', { name: 'Criar tradução' }).click();
  const failure = toast(page, 'Erro ao criar tradução');
  await expect(failure).toContainText('A IA não conseguiu traduzir o artigo agora. Nada foi salvo');
  await expect(page).toHaveURL(new RegExp(`/admin/editar-artigo/${id}$`));
  await failure.getByRole('button', { name: 'Criar sem IA' }).click();
  await expect(toast(page, 'Rascunho criado, aguardando tradução')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Aguardando tradução: o texto abaixo ainda está no idioma original' })).toBeVisible();
});

test('the list shows each article’s language and translation, and filters by both', async ({ page }) => {
  const mark = token();
  const en = await draft(page, `Budget basics ${mark}`, 'en');
  await draft(page, `Orçamento ${mark}`, 'pt');
  const created = await page.request.post(`/api/admin/articles/${en}/traducao`, { headers: { Origin: origin() }, data: {} });
  expect(created.status()).toBe(201);
  const pt = ((await created.json()) as { article: { id: string } }).article.id;

  await page.goto('/admin/artigos');
  await page.getByLabel('Buscar por título').fill(mark);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // The translation holds the original's title: tell the cards apart by the article their heading opens.
  const card = (id: string) => cards.filter({ has: page.locator(`h2 a[href="/admin/editar-artigo/${id}"]`) });
  await expect(card(en)).toContainText('English');
  await expect(card(en).getByRole('link', { name: 'Tradução: Português · Aguardando tradução' })).toHaveAttribute(
    'href',
    `/admin/editar-artigo/${pt}`,
  );
  await expect(card(pt)).toContainText('Português');
  await expect(card(pt).getByText('Aguardando tradução', { exact: true })).toBeVisible();
  await expect(card(pt).getByRole('link', { name: 'Tradução: English' })).toHaveAttribute('href', `/admin/editar-artigo/${en}`);
  await expect(cards.filter({ hasText: `Orçamento ${mark}` })).toContainText('Sem tradução');

  await page.getByRole('combobox', { name: 'Idioma', exact: true }).selectOption('en');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Budget basics ${mark}`);
  await page.getByRole('combobox', { name: 'Tradução', exact: true }).selectOption('sem');
  await expect(page.getByText('Nenhum artigo encontrado')).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma', exact: true }).selectOption('pt');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Orçamento ${mark}`);
  await page.getByRole('combobox', { name: 'Tradução', exact: true }).selectOption('com');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Aguardando tradução');
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('publicado');
  await expect(page.getByText('Nenhum artigo encontrado')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('todos');
  await expectNoSeriousAxeViolation(page, 'list with filters');
});

test('links an existing article from the panel, and unlinks it with confirmation', async ({ page }) => {
  const mark = token();
  const en = await draft(page, `Savings plan ${mark}`, 'en');
  const ptTitle = `Plano de poupança ${mark}`;
  await draft(page, ptTitle, 'pt');

  await page.goto(`/admin/editar-artigo/${en}`);
  const panel = page.getByRole('region', { name: 'Traduções' });
  await panel.getByRole('combobox', { name: 'Artigo em português sem tradução' }).selectOption({ label: ptTitle });
  await panel.getByRole('button', { name: 'Vincular' }).click();
  await expect(toast(page, 'Tradução vinculada')).toBeVisible();
  await expect(panel.getByRole('link', { name: `Abrir a tradução “${ptTitle}”` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma do artigo' })).toBeDisabled();
  await expectNoSeriousAxeViolation(page, 'editor with a linked translation');

  await panel.getByRole('button', { name: 'Desvincular' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Desvincular tradução?' });
  await expect(dialog).toContainText(`“${ptTitle}” continua existindo`);
  await dialog.getByRole('button', { name: 'Desvincular' }).click();
  await expect(toast(page, 'Tradução desvinculada')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Criar tradução' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma do artigo' })).toBeEnabled();
});
