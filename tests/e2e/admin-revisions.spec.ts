/**
 * Revisions in a real browser: an article saved twice lists both saves, the comparison shows
 * the changed title and paragraph, and restoring the first brings its text back to the form
 * (and adds a restore to the list).
 */
import { expect, test } from '@playwright/test';
import { axeViolations, signedInAsAdmin } from './support.ts';

signedInAsAdmin();

test('compare two revisions and restore the first', async ({ page }) => {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const fields = (titulo: string, paragraph: string) => ({
    titulo,
    categoria: 'saude',
    meta_descricao: 'Sleep habits, step by step.',
    conteudo_html: `<h2>Routine</h2><p>${paragraph}</p>`,
    status: 'rascunho',
  });
  const created = await page.request.post('/api/admin/articles', {
    headers: { Origin: origin },
    data: fields('Sleep routine', 'Go to bed at ten.'),
  });
  const id = ((await created.json()) as { article: { id: string } }).article.id;
  expect(
    (
      await page.request.put(`/api/admin/articles/${id}`, {
        headers: { Origin: origin },
        data: fields('Sleep routine, revised', 'Go to bed at eleven.'),
      })
    ).status(),
  ).toBe(200);

  await page.goto(`/admin/editar-artigo/${id}`);
  const card = page.getByRole('region', { name: 'Revisões' });
  await expect(card.getByRole('listitem')).toHaveCount(2);
  const comparison = card.getByRole('definition');
  await expect(card.getByRole('term').filter({ hasText: 'Título' })).toBeVisible();
  await expect(comparison.getByRole('deletion').filter({ hasText: 'Go to bed at ten.' })).toBeVisible();
  await expect(comparison.getByRole('insertion').filter({ hasText: 'Go to bed at eleven.' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: /^Restaurar:/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Revisão restaurada' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Sleep routine');
  await expect(page.getByRole('region', { name: 'Revisões' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Revisões' }).getByText(/restauração/)).toBeVisible();
});
