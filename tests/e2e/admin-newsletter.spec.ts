/**
 * The Newsletter screen in a real browser: a CSV import with a bad row listed, the imported
 * subscribers in the list and in the counts, a search, and a removal after confirming.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, signedInAsAdmin } from './support.ts';

signedInAsAdmin();

test('the Newsletter screen imports a CSV, lists, searches and removes subscribers', async ({ page }) => {
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');

  const importForm = page.locator('section', { has: page.getByRole('heading', { name: 'Importar CSV' }) });
  await importForm.getByLabel('Arquivo CSV').setInputFiles({
    name: 'leitores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('email\nana.e2e@example.com\nnot-an-address\nbruno.e2e@example.com\n'),
  });
  await importForm.getByLabel('Newsletter', { exact: true }).selectOption('pt');
  await importForm.getByRole('checkbox').check();
  await importForm.getByRole('button', { name: 'Importar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '2 importados' })).toBeVisible();
  await expect(importForm.getByText('linha 3')).toBeVisible();

  const list = page.locator('section', { has: page.getByRole('heading', { name: 'Inscritos' }) });
  await expect(list.getByRole('row').filter({ hasText: 'ana.e2e@example.com' })).toContainText('Ativos');
  await list.getByLabel('Buscar por e-mail').fill('bruno');
  await expect(list.getByRole('row')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  await list.getByRole('button', { name: 'Remover bruno.e2e@example.com e todo o seu histórico' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Inscrito removido.' })).toBeVisible();
  await expect(list.getByText('Nenhum inscrito encontrado.')).toBeVisible();
  await list.getByLabel('Buscar por e-mail').fill('');
  await page.screenshot({ path: 'test-results/admin-newsletter.png', fullPage: true });
});
