/**
 * A draft's preview in a real browser: "Pré-visualizar" in the editor makes a secret link, the
 * link opens the draft with the site's layout in a new tab (noindex, a preview banner), and
 * "Revogar" closes it: the same address then shows the site's 404 page. The preview page sends
 * nothing to analytics (its address is the draft's key).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signedInAsAdmin } from './support.ts';

signedInAsAdmin();

test('preview a draft from the editor, then revoke the link', async ({ page, context }) => {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const created = await page.request.post('/api/admin/articles', {
    headers: { Origin: origin },
    data: {
      titulo: 'Evening walks, a draft',
      categoria: 'saude',
      meta_descricao: 'Why a short walk after dinner helps.',
      conteudo_html: '<p>A slow walk after dinner settles the day.</p>',
      status: 'rascunho',
    },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = ((await created.json()) as { article: { id: string; slug: string } }).article;

  await page.goto(`/admin/editar-artigo/${id}`);
  const card = page.getByRole('region', { name: 'Pré-visualização', exact: true });
  await expect(card.getByText('Nenhum link ativo.')).toBeVisible();
  await card.getByRole('button', { name: 'Pré-visualizar' }).click();
  const link = card.getByRole('textbox', { name: /Novo link/ });
  await expect(link).toHaveValue(new RegExp(`^${origin}/preview/[A-Za-z0-9_-]{65}$`));
  const address = await link.inputValue();
  await expect(card.getByRole('list', { name: 'Links ativos' }).getByRole('listitem')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).include('[aria-labelledby="previews-title"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // Every request from here on (the back office sends no analytics): the preview's address is the draft's key, so none may carry it to analytics.
  const sent: string[] = [];
  context.on('request', (request) => sent.push(request.url()));
  const [preview] = await Promise.all([context.waitForEvent('page'), card.getByRole('link', { name: 'Abrir pré-visualização' }).click()]);
  await preview.waitForLoadState('networkidle');
  expect(preview.url()).toBe(address);
  await expect(preview.getByRole('heading', { level: 1, name: 'Evening walks, a draft' })).toBeVisible();
  await expect(preview.getByText('A slow walk after dinner settles the day.')).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('Preview: this article is not published yet.');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The site's own header and footer: the real layout, not a bare page.
  await expect(preview.getByRole('banner')).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toBeVisible();
  // The page's script has run (the layout's behaviours start on load) and sent nothing to analytics.
  expect(sent.filter((url) => url.includes('/preview/'))).not.toEqual([]);
  expect(sent.filter((url) => new URL(url).pathname === '/api/analytics')).toEqual([]);
  // Not on the live site.
  expect((await page.request.get(`/artigos/${slug}`)).status()).toBe(404);

  await card.getByRole('button', { name: /^Revogar o link/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Link revogado' })).toBeVisible();
  await expect(card.getByText('Nenhum link ativo.')).toBeVisible();
  await expect(link).toHaveCount(0);
  const closed = await preview.reload();
  expect(closed?.status()).toBe(404);
  await expect(preview.getByRole('heading', { level: 1, name: 'Evening walks, a draft' })).toHaveCount(0);
});
