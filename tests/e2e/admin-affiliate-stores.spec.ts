/**
 * Issue 29's remainder in the back office (Portuguese, the admin project's browser language):
 * an administrator adds a store and deletes it after confirming, a store the country map uses
 * is refused with the server's reason, and the article editor's product form edits a saved
 * product's destinations per store (a product not saved yet says to save the article first).
 */
import { expect, test } from '@playwright/test';
import { signedInAsAdmin } from './support.ts';

signedInAsAdmin();

test('stores are added and deleted on the screen, with a confirmation; one the map uses is refused', async ({ page }) => {
  await page.goto('/admin/afiliados');
  const stores = page.getByRole('region', { name: 'Lojas e IDs de rastreamento' });
  const form = stores.getByRole('form', { name: 'Nova loja' });
  await form.getByLabel('Domínio (ex.: amazon.com.mx)').fill('loja-e2e.example.com');
  await form.getByLabel('ID de rastreamento do site (opcional)').fill('site-e2e');
  await form.getByLabel('Aviso de afiliado em português').fill('Recebemos comissão da Loja E2E.');
  await form.getByLabel('Aviso de afiliado em inglês').fill('We earn from Loja E2E.');
  await form.getByRole('button', { name: 'Cadastrar loja' }).click();
  await expect(page.getByText('Loja loja-e2e.example.com cadastrada')).toBeVisible();
  await expect(stores.getByLabel('ID de rastreamento em loja-e2e.example.com · Ativa')).toHaveValue('site-e2e');

  // amazon.es is PT's store in the shipped map: refused, and the server says why.
  await stores.getByRole('button', { name: 'Excluir amazon.es' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir a loja amazon.es?' });
  await dialog.getByRole('button', { name: 'Excluir loja' }).click();
  await expect(page.getByText(/O mapa de países envia .*PT.* para esta loja/)).toBeVisible();
  await expect(stores.getByRole('button', { name: 'Excluir amazon.es' })).toBeVisible();

  // Cancel keeps the store; confirming deletes it.
  await stores.getByRole('button', { name: 'Excluir loja-e2e.example.com' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(stores.getByRole('button', { name: 'Excluir loja-e2e.example.com' })).toBeVisible();
  await stores.getByRole('button', { name: 'Excluir loja-e2e.example.com' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir a loja loja-e2e.example.com?' })
    .getByRole('button', { name: 'Excluir loja' })
    .click();
  await expect(page.getByText('Loja loja-e2e.example.com excluída')).toBeVisible();
  await expect(stores.getByRole('button', { name: 'Excluir loja-e2e.example.com' })).toHaveCount(0);
});

test('the article editor’s product form edits a saved product’s destinations per store', async ({ page }) => {
  const found = await page.request.get(`/api/admin/articles?search=${encodeURIComponent('Sleep Routine')}`);
  const { articles } = (await found.json()) as { articles: Array<{ id: string; titulo: string; idioma: string }> };
  const article = articles.find((a) => a.idioma === 'en')!;
  await page.goto(`/admin/editar-artigo/${article.id}`);

  const product = page.getByRole('group', { name: 'Produto 1' });
  await product.getByText('Destinos por loja · Produto 1').click();
  await product.getByLabel('Situação · amazon.it').selectOption('exact');
  await product.getByLabel('ASIN · amazon.it').fill('B0ITALIA01');
  await product.getByRole('button', { name: 'Salvar destinos' }).click();
  await expect(page.getByText('Destinos salvos')).toBeVisible();
  await expect(product.getByRole('row', { name: /^amazon\.it / })).toContainText('sem ID de rastreamento');

  // Saved on their own: the product's destinations now hold amazon.it.
  const productName = (await product.getByLabel('Nome', { exact: true }).inputValue()).trim();
  const listed = await page.request.get(`/api/admin/affiliate/products?q=${encodeURIComponent(productName)}`);
  const { products } = (await listed.json()) as { products: Array<{ id: string; article_titulo: string | null }> };
  const id = products.find((p) => p.article_titulo === article.titulo)!.id;
  const destinations = (await (await page.request.get(`/api/admin/affiliate/products/${id}/destinations`)).json()) as {
    destinations: Array<{ marketplace: string; asin: string | null }>;
  };
  expect(destinations.destinations).toContainEqual(expect.objectContaining({ marketplace: 'amazon.it', asin: 'B0ITALIA01' }));

  // A product not saved yet has no /go/{id}: the form says to save the article first.
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  const added = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Produto \d+$/ }) })
    .last();
  await expect(added.getByText('Salve o artigo para definir os destinos por loja deste produto.')).toBeVisible();
});
