/**
 * The article list a page at a time (decision 083), in a real browser: 20 articles a page under
 * the shared pager, the search and the page kept in the address (a reload and Back return to
 * them), the pager worked from the keyboard, focus taken to the count that says where the
 * reader is, and no accessibility violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInAsAdmin, watchCspViolations } from './support.ts';

signedInAsAdmin();

test('the article list pages through 25 matches, keeping the search and the page in the address', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const stamp = `Paginado ${Date.now()}`;
  const ids: string[] = [];
  for (let n = 1; n <= 25; n++) {
    const response = await page.request.post('/api/admin/articles', {
      headers: { Origin: String(baseURL) },
      data: {
        titulo: `${stamp} ${String(n).padStart(2, '0')}`,
        categoria: 'culinaria',
        meta_descricao: 'Um rascunho para ver a lista de artigos em páginas.',
        conteudo_html: '<p>Rascunho.</p>',
        status: 'rascunho',
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { article: { id: string } }).article.id);
  }
  try {
    await page.goto(`/admin/artigos?search=${encodeURIComponent(stamp)}`);
    await expect(page.getByLabel('Buscar por título')).toHaveValue(stamp);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${stamp}`) }) });
    await expect(cards).toHaveCount(20);
    const count = page.getByRole('status').filter({ hasText: '25 artigos' });
    await expect(count).toHaveText('25 artigos · 1–20');
    const pager = page.getByRole('navigation', { name: 'Páginas da lista de artigos' });
    await expect(pager.getByText('Página 1 de 2')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    // From the keyboard: the last page, and focus on the count that now says 21–25.
    await pager.getByRole('button', { name: 'Próxima' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(5);
    await expect(count).toHaveText('25 artigos · 21–25');
    await expect(count).toBeFocused();
    await expect(pager.getByText('Página 2 de 2')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(page).toHaveURL(/[?&]cursor=[\w-]+/);
    await expect(page).toHaveURL(/[?&]pagina=2/);
    // The oldest five (the list is newest first).
    await expect(cards.first().getByRole('heading')).toHaveText(`${stamp} 05`);

    // A reload keeps the search and the page; Back returns to the first page.
    await page.reload();
    await expect(page.getByLabel('Buscar por título')).toHaveValue(stamp);
    await expect(cards).toHaveCount(5);
    await expect(pager.getByText('Página 2 de 2')).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.goBack();
    await expect(cards).toHaveCount(20);
    await expect(pager.getByText('Página 1 de 2')).toBeVisible();
    await expect(cards.first().getByRole('heading')).toHaveText(`${stamp} 25`);

    // A filter starts again from the first page, and drops the pager when one page holds it all.
    await pager.getByRole('button', { name: 'Próxima' }).click();
    await expect(cards).toHaveCount(5);
    await page.getByLabel('Buscar por título').fill(`${stamp} 1`);
    await expect(cards).toHaveCount(10);
    await expect(page).not.toHaveURL(/cursor=/);
    await expect(pager).toHaveCount(0);
    expect(violations).toEqual([]);
  } finally {
    for (const id of ids) await page.request.delete(`/api/admin/articles/${id}`, { headers: { Origin: String(baseURL) } });
  }
});
