/**
 * The Backups screen in a real browser: an administrator meets the empty state, makes a
 * backup and follows it to a checked archive, downloads it, deletes it after confirming, all
 * from the keyboard, at phone width too, and the screen passes axe; an editor has no such screen.
 */
import { expect, test } from '@playwright/test';
import { createMember, E2E_ADMIN, axeViolations, signInThroughForm, watchCspViolations } from './support.ts';

test('makes a backup now, follows it, downloads and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhum backup ainda' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Como restaurar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const start = page.getByRole('button', { name: 'Fazer backup agora' });
  await start.focus();
  await page.keyboard.press('Enter');
  const row = page.getByRole('region', { name: 'Arquivos de backup' }).locator('tbody tr');
  await expect(row).toHaveCount(1, { timeout: 60_000 });
  await expect(row).toContainText('Conferido');
  await expect(row).toContainText(/\d+ linhas, \d+ mídias/);
  await expect(start).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);

  const id = (await row.locator('.font-mono').textContent())!.trim();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Baixar ${id}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(id);

  // At phone width the screen fits: the table scrolls sideways inside its own region.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Arquivos de backup' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: `Excluir ${id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir este backup?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir backup' }).click();
  await expect(page.getByRole('heading', { name: 'Nenhum backup ainda' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('is not offered to an editor, and the server refuses it', async ({ page, request, baseURL }) => {
  const editor = await createMember(request, baseURL!, 'editor', 'no-backups');
  await signInThroughForm(page, editor.email, editor.password);
  const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
  await expect(nav.getByRole('link', { name: 'Artigos' })).toBeVisible({ timeout: 20_000 });
  await expect(nav.getByRole('link', { name: 'Backups' })).toHaveCount(0);
  expect((await page.request.post('/api/admin/backups')).status()).toBe(403);
});
