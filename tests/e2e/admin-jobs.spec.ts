/**
 * The Tarefas screen in a real browser: an administrator sees the background jobs the server
 * ran since it started (scheduled publishing, price expiry, audit retention…), filters them,
 * meets the empty state, and the screen passes axe and fits a 390 px phone; an editor has no
 * such screen.
 */
import { expect, test } from '@playwright/test';
import { createMember, E2E_ADMIN, axeViolations, signInThroughForm, watchCspViolations } from './support.ts';

test('lists the background jobs with their state, filtered by status and type', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Tarefas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarefas' })).toBeVisible();

  // The server enqueued each recurring task's first occurrence when it started.
  const scheduled = page.locator('tbody tr').filter({ hasText: 'Publicação agendada' }).first();
  await expect(scheduled).toBeVisible({ timeout: 20_000 });
  await expect(scheduled).toContainText('publishing.scheduled');
  await expect(scheduled).toContainText('Concluída');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('jobs-desktop.png'), fullPage: true });

  // On a phone the table scrolls inside its card; its visually hidden actions header stays in
  // that box instead of widening the page (it did by over 200 px, as on Backups).
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('jobs-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Preços vencidos' });
  await expect(page.locator('tbody tr').first()).toContainText('affiliate.price-expiry');
  const types = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  expect(types.every((text) => text.includes('affiliate.price-expiry'))).toBe(true);

  await page.getByLabel('Situação', { exact: true }).selectOption({ label: 'Com falha' });
  await expect(page.getByRole('heading', { name: 'Nenhuma tarefa' })).toBeVisible();
  await expect(page.getByText('Nenhuma tarefa com esses filtros.')).toBeVisible();
  expect(violations).toEqual([]);
});

test('is not offered to an editor, and the server refuses it', async ({ page, request, baseURL }) => {
  const editor = await createMember(request, baseURL!, 'editor', 'no-jobs');
  await signInThroughForm(page, editor.email, editor.password);
  const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
  await expect(nav.getByRole('link', { name: 'Artigos' })).toBeVisible({ timeout: 20_000 });
  await expect(nav.getByRole('link', { name: 'Tarefas' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/jobs')).status()).toBe(403);
});
