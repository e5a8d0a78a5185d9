/**
 * Scheduling in a real browser: the editor picks a date and time in their own time zone
 * (the browser's is set to São Paulo here), the article is saved as scheduled for that
 * instant, the list shows it with its time under the Agendado filter, and the editor reads
 * the time back. Axe finds no serious violation in the actions card with its picker.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAsAdmin } from './support.ts';

test.describe.configure({ mode: 'serial' });

signedInAsAdmin({ timezoneId: 'America/Sao_Paulo' });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('an article scheduled in the editor’s time zone is listed with its time and reads back', async ({ page }) => {
  const title = 'Feira de domingo agendada';
  await page.goto('/admin/novo-artigo');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Categoria', exact: true }).selectOption('culinaria');
  await page
    .getByRole('textbox', { name: 'Meta descrição', exact: true })
    .fill('O que comprar na feira de domingo, da abóbora ao cheiro-verde, e como guardar tudo para a semana.');
  await page.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.type('Chegue cedo e leve sacolas.');

  const schedule = page.getByRole('button', { name: 'Agendar', exact: true });
  await expect(schedule).toBeDisabled();
  const picker = page.getByLabel('Publicar em');
  await expect(page.getByText('Horário de America/Sao_Paulo.')).toBeVisible();
  await picker.fill('2031-03-02T09:30');
  await schedule.click();
  await expect(toast(page, 'Publicação agendada!')).toContainText('02/03/2031, 09:30');

  const stored = (await (await page.request.get('/api/admin/articles?status=agendado')).json()) as {
    articles: Array<{ titulo: string; data_publicacao: string; id: string }>;
  };
  const article = stored.articles.find((row) => row.titulo === title)!;
  // 09:30 in São Paulo (UTC−3) is 12:30 UTC.
  expect(new Date(article.data_publicacao).toISOString()).toBe('2031-03-02T12:30:00.000Z');

  await page.goto('/admin/artigos');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('agendado');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Agendado para 02/03/2031, 09:30');

  await page.goto(`/admin/editar-artigo/${article.id}`);
  await expect(page.getByLabel('Publicar em')).toHaveValue('2031-03-02T09:30');
  await expect(page.getByText('Agendado para 02/03/2031, 09:30')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="actions-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Saving as a draft cancels the schedule.
  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(page).toHaveURL(/\/admin\/artigos$/);
  const after = (await (await page.request.get(`/api/admin/articles/${article.id}`)).json()) as {
    article: { status: string; data_publicacao: string | null };
  };
  expect(after.article).toMatchObject({ status: 'rascunho', data_publicacao: null });
});
