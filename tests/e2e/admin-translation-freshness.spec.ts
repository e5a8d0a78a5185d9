/**
 * An out-of-date translation in a real browser against the real server (no AI model: the
 * offline provider), issue 30: an edit of the original's body marks its translation out of
 * date in the list (badge and filter) and in the translations panel of both articles, which
 * shows the original's changes; "Update translation" offline lists the waiting parts; "Mark up
 * to date" clears it; the readers' notice of a published translation shows on its public
 * page. axe on each screen this adds to.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support.ts';

test.describe.configure({ mode: 'serial' });

signedInAsAdmin();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const origin = () => new URL(String(test.info().project.use.baseURL)).origin;
const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const body = (idioma: 'en' | 'pt', extra = '') =>
  idioma === 'en'
    ? `<h2>Start small</h2><p>Save a little every week.</p>${extra}`
    : '<h2>Comece pequeno</h2><p>Guarde um pouco toda semana.</p>';

async function write(page: Page, method: 'post' | 'put', path: string, data: unknown) {
  const response = await page.request[method](path, { headers: { Origin: origin() }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { article: { id: string; slug: string } };
}

function article(titulo: string, idioma: 'en' | 'pt', extra = '') {
  return {
    titulo,
    idioma,
    categoria: 'dinheiro',
    meta_descricao:
      idioma === 'en' ? 'How to build an emergency fund, step by step.' : 'Como montar uma reserva de emergência, passo a passo.',
    conteudo_html: body(idioma, extra),
    status: 'publicado',
  };
}

async function expectNoSeriousAxeViolation(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

test('an edited original puts its translation out of date; the panel shows the change, lists waiting parts offline, and marks it up to date', async ({
  page,
}) => {
  const id = token();
  const en = (await write(page, 'post', '/api/admin/articles', article(`Emergency fund ${id}`, 'en'))).article;
  const pt = (await write(page, 'post', '/api/admin/articles', article(`Reserva de emergência ${id}`, 'pt'))).article;
  await write(page, 'put', `/api/admin/articles/${en.id}/traducao`, { article_id: pt.id });
  await write(page, 'put', `/api/admin/articles/${pt.id}/traducao/aviso`, { aviso: true });
  await write(page, 'put', `/api/admin/articles/${en.id}`, article(`Emergency fund ${id}`, 'en', '<p>Keep it in a separate account.</p>'));

  await page.goto('/admin/artigos?traducao=desatualizada');
  const card = page.getByRole('listitem').filter({ hasText: `Reserva de emergência ${id}` });
  await expect(card.getByText('Tradução desatualizada')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Emergency fund ${id}` })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Tradução' })).toHaveValue('desatualizada');
  await expectNoSeriousAxeViolation(page, 'article list, out-of-date filter');

  // The original's panel tells the same.
  await page.goto(`/admin/editar-artigo/${en.id}`);
  await expect(page.getByRole('region', { name: 'Tradução desatualizada' })).toContainText('Este artigo mudou');

  await page.goto(`/admin/editar-artigo/${pt.id}`);
  const notice = page.getByRole('region', { name: 'Tradução desatualizada' });
  await expect(notice).toContainText('O original mudou');
  await notice.getByText('O que mudou no original').click();
  await expect(notice.getByRole('insertion')).toContainText('Keep it in a separate account.');
  await expectNoSeriousAxeViolation(page, 'translation panel with the out-of-date notice');

  await notice.getByRole('button', { name: 'Atualizar tradução' }).click();
  await expect(notice.getByText('Aguardando tradução')).toBeVisible();
  await expect(notice.getByRole('listitem')).toContainText(['Keep it in a separate account.']);

  // The published translation tells readers, linking to the newer original.
  const live = await page.context().newPage();
  await expect(async () => {
    await live.goto(`/pt/artigos/${pt.slug}`);
    await expect(live.locator('[data-newer-original]')).toContainText('o original foi atualizado', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(live.locator('[data-newer-original] a')).toHaveAttribute('href', `/artigos/${en.slug}`);
  await live.close();

  await notice.getByRole('button', { name: 'Marcar como em dia' }).click();
  await expect(toast(page, 'Tradução marcada como em dia.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tradução desatualizada' })).toHaveCount(0);
  await page.goto('/admin/artigos?traducao=desatualizada');
  await expect(page.getByRole('listitem').filter({ hasText: `Reserva de emergência ${id}` })).toHaveCount(0);
});
