/**
 * The Importar screen in a real browser (issue 25): an administrator chooses a WordPress export
 * (the Polylang fixture), simulates it, maps the source categories in the dry-run report,
 * imports with that mapping, and follows the report to an imported article; the old address of
 * an imported post then answers 301 to its new page. Images are kept at their old addresses
 * here (the fixture's host does not exist; fetching is covered in tests/api/imports.test.ts).
 */
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { axeViolations, signedInAsAdmin } from './support.ts';

signedInAsAdmin();

const FIXTURE = path.resolve('tests/fixtures/import/polylang.xml');

/** The count shown beside a label in the report's summary. */
function count(scope: Locator, label: string) {
  return scope.locator('dl > div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
}

test('an administrator simulates a WordPress import, maps its categories, imports it and reads the report', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/importar');
  await expect(page.getByRole('heading', { name: 'Importar', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const fileField = page.locator('input[type="file"]').and(page.getByLabel(/^Arquivo/));
  // Simulating without a file is refused beside the field, before asking the server.
  await page.getByRole('button', { name: 'Simular importação' }).click();
  await expect(page.getByText('Escolha o arquivo de exportação.')).toBeVisible();
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');

  await fileField.setInputFiles(FIXTURE);
  await page.getByLabel('Imagens').selectOption('keep');
  await page.getByRole('button', { name: 'Simular importação' }).click();

  const current = page.getByRole('region', { name: /^Andamento: polylang\.xml \(simulação\)/ });
  await expect(current.getByRole('status')).toHaveText(/^Concluída · 10 de 10 itens$/, { timeout: 30_000 });
  await expect(current.getByText('Simulação concluída: nada foi gravado.')).toBeVisible();
  await expect(count(current, 'Seriam criados')).toHaveText('6');
  await expect(count(current, 'Ignorados')).toHaveText('4');
  await expect(count(current, 'Grupos de tradução')).toHaveText('1');
  // The source's authors: names kept on the articles, no accounts made.
  await expect(current.getByText('Marta Quintal (3 posts)')).toBeVisible();
  // Without a mapping every article is reported as needing a category.
  await expect(current.getByText(/sem categoria correspondente/).first()).toBeVisible();

  // The source's categories, each with its post count and a choice of this site's category.
  const categories = current.getByRole('table', { name: 'Categorias de origem' });
  await expect(categories.getByRole('row').filter({ hasText: 'Finanças' })).toContainText('2');
  await expect(categories.getByRole('row').filter({ hasText: 'Sleep' })).toContainText('1');
  await categories.getByRole('combobox', { name: 'Categoria aqui: Finanças' }).selectOption('dinheiro');
  await categories.getByRole('combobox', { name: 'Categoria aqui: Sleep' }).selectOption('saude');
  expect(await axeViolations(page)).toEqual([]);

  // The posts in neither category need the default.
  await page.getByLabel('Categoria para o que não tiver correspondência').selectOption('desenvolvimento');
  await current.getByRole('button', { name: 'Importar com este mapeamento' }).click();

  const run = page.getByRole('region', { name: /^Andamento: polylang\.xml$/ });
  await expect(run.getByRole('status')).toHaveText(/^Concluída · 10 de 10 itens$/, { timeout: 60_000 });
  await expect(count(run, 'Artigos criados')).toHaveText('6');
  await expect(count(run, 'Com falha')).toHaveText('0');
  await expect(run.getByText('Simulação concluída: nada foi gravado.')).toHaveCount(0);
  // Skipped items are listed with their reason in words.
  await expect(run.getByText(/idioma que este site não tem/)).toBeVisible();

  // Each imported article links to its editor.
  const imported = run.getByRole('link', { name: 'Orçamento de março 💸 sem culpa' });
  await expect(imported).toHaveAttribute('href', /^\/admin\/editar-artigo\//);
  expect(await axeViolations(page)).toEqual([]);

  // The list of recent imports names both runs.
  const recent = page.getByRole('table', { name: 'Importações recentes' });
  await expect(recent.getByRole('row').filter({ hasText: 'polylang.xml' })).toHaveCount(2);

  // An old address of an imported post leads to its new page in one hop.
  const answer = await page.request.get('/pt/2024/03/orcamento-de-marco/', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/pt/artigos/orcamento-de-marco');

  await imported.click();
  await expect(page).toHaveURL(/\/admin\/editar-artigo\//);
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Orçamento de março 💸 sem culpa');
});
