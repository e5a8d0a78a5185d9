/**
 * The article editor's newsletter switch in a real browser (issue 28): on by default for a
 * draft; turned off, the server keeps it off; once the article was published, the switch is
 * disabled with the reason (sent, or published without a send), also after an unpublish: a
 * republish never sends.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, signedInAsAdmin } from './support.ts';

signedInAsAdmin();

async function draft(page: Page, titulo: string): Promise<{ id: string; origin: string }> {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const created = await page.request.post('/api/admin/articles', {
    headers: { Origin: origin },
    data: {
      titulo,
      categoria: 'saude',
      meta_descricao: 'A short walk every morning.',
      conteudo_html: '<h2>Start</h2><p>Walk ten minutes.</p>',
      idioma: 'en',
      status: 'rascunho',
    },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { article: { id: string } }).article.id, origin };
}

async function publish(page: Page, id: string, origin: string, status = 'publicado') {
  const current = (await (await page.request.get(`/api/admin/articles/${id}`)).json()) as { article: Record<string, unknown> };
  const { titulo, categoria, meta_descricao, conteudo_html, idioma } = current.article;
  const response = await page.request.put(`/api/admin/articles/${id}`, {
    headers: { Origin: origin },
    data: { titulo, categoria, meta_descricao, conteudo_html, idioma, status },
  });
  expect(response.status()).toBe(200);
}

test('a draft is sent on publish unless the editor turns it off; a published one shows why it cannot change', async ({ page }) => {
  // Two drafts, three status changes (each a rebuild of the server's site) and four page loads.
  test.setTimeout(90_000);
  const kept = await draft(page, 'Morning walks, kept quiet');
  await page.goto(`/admin/editar-artigo/${kept.id}`);
  const card = page.getByRole('region', { name: 'Newsletter' });
  const toggle = card.getByRole('checkbox', { name: 'Enviar à newsletter ao publicar' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await expect(card).toContainText('newsletter em inglês');
  expect(await axeViolations(page)).toEqual([]);

  // The box follows the saved choice: it turns once the server has answered (a slow answer on a
  // busy machine), so a click and then a wait, rather than uncheck()'s check right after its click.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'O artigo não será enviado à newsletter.' })).toBeVisible();
  await expect(card).toContainText('Este artigo não será enviado à newsletter.');
  const stored = await (await page.request.get(`/api/admin/newsletter/articles/${kept.id}`)).json();
  expect(stored).toEqual({ article_id: kept.id, send_on_publish: false, sent: false, published_before: false });

  await publish(page, kept.id, kept.origin);
  await page.goto(`/admin/editar-artigo/${kept.id}`);
  await expect(toggle).toBeDisabled();
  await expect(toggle).not.toBeChecked();
  await expect(card).toContainText('Publicado sem envio à newsletter');

  // Unpublished again: publishing it once more would be a republish, which never sends (decision 069).
  await publish(page, kept.id, kept.origin, 'rascunho');
  await page.goto(`/admin/editar-artigo/${kept.id}`);
  await expect(toggle).toBeDisabled();
  await expect(card).toContainText('Publicado sem envio à newsletter');

  const mailed = await draft(page, 'Morning walks, for everyone');
  await publish(page, mailed.id, mailed.origin);
  await page.goto(`/admin/editar-artigo/${mailed.id}`);
  await expect(toggle).toBeDisabled();
  await expect(toggle).toBeChecked();
  await expect(card).toContainText('Já enviado à newsletter');
  await page.screenshot({ path: 'test-results/admin-article-newsletter.png', fullPage: true });

  // Clean up: the site project's counts of published articles run before, but keep the data tidy.
  for (const { id, origin } of [kept, mailed]) {
    await page.request.delete(`/api/admin/articles/${id}`, { headers: { Origin: origin } });
  }
});
