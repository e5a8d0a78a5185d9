/**
 * Issue 29 end to end: an editor gives a product a destination per store on the Links de
 * afiliado screen, and a reader's click on /go/{id} lands in their country's store (the CDN
 * header a CDN would send), or in the store they chose with "change store", in English and
 * in Portuguese. What is tested is where /go/{id} sends the reader (the real server's 302);
 * the outside stores' own pages are answered inside the browser (Playwright routes on their
 * addresses only), so the test machine never calls a real shop.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { signedInAsAdmin } from './support.ts';

signedInAsAdmin();

const EN_ARTICLE = '/artigos/how-to-build-a-sleep-routine-that-actually-sticks';
const PT_ARTICLE = '/pt/artigos/como-criar-uma-rotina-de-sono-que-dure-de-verdade';

async function answerStoresLocally(context: BrowserContext) {
  for (const store of ['amazon.es', 'amazon.de', 'amazon.com', 'amazon.com.br']) {
    await context.route(`https://www.${store}/**`, (route) => route.fulfill({ body: `<title>${store}</title>`, contentType: 'text/html' }));
  }
}

test('destinations per country: set on the screen, followed by a reader’s click in each language', async ({ page, browser, baseURL }) => {
  const origin = { Origin: baseURL! };
  for (const [domain, tag] of [
    ['amazon.es', 'site-es-21'],
    ['amazon.de', 'site-de-21'],
    ['amazon.com', 'site-20'],
    ['amazon.com.br', 'site-br-20'],
  ]) {
    const response = await page.request.patch(`/api/admin/affiliate/marketplaces/${domain}`, {
      data: { tracking_id: tag },
      headers: origin,
    });
    expect(response.status()).toBe(200);
  }

  // The editor's part, on the screen (Portuguese, the back office's default).
  await page.goto('/admin/afiliados');
  const panel = page.getByRole('region', { name: 'Destinos por país' });
  await panel.getByLabel('Buscar produto ou artigo').fill('Sunrise');
  const product = panel.getByLabel('Produto', { exact: true });
  const option = product.locator('option', { hasText: 'Sunrise Alarm Clock · How to Build a Sleep Routine' });
  await expect(option).toHaveCount(1);
  await product.selectOption({ label: await option.innerText() });
  await panel.getByLabel('Situação · amazon.es').selectOption('exact');
  await panel.getByLabel('ASIN · amazon.es').fill('B0SPAIN001');
  await panel.getByLabel('Situação · amazon.de').selectOption('exact');
  await panel.getByLabel('ASIN · amazon.de').fill('B0GERMANY1');
  await panel.getByRole('button', { name: 'Salvar destinos' }).click();
  // Saved: each store's destination now waits for its first daily check.
  await expect(panel.getByRole('row', { name: /^amazon\.es .*Ainda não verificado$/ })).toBeVisible();
  const preview = panel.getByRole('table', { name: 'Quem vai para onde' });
  await expect(preview.locator('tr[data-country="PT"]')).toContainText('amazon.es');
  await expect(preview.locator('tr[data-country="AT"]')).toContainText('amazon.de');

  // The Portuguese product gets destinations through the API (the same contract).
  const found = await page.request.get(`/api/admin/affiliate/products?q=${encodeURIComponent('Despertador')}`);
  const ptProduct = ((await found.json()) as { products: Array<{ id: string; name: string }> }).products[0]!;
  const saved = await page.request.put(`/api/admin/affiliate/products/${ptProduct.id}/destinations`, {
    data: {
      destinations: [
        { marketplace: 'amazon.es', asin: 'B0ESPANHA1', status: 'exact' },
        { marketplace: 'amazon.de', asin: 'B0ALEMANH1', status: 'exact' },
      ],
    },
    headers: origin,
  });
  expect(saved.status()).toBe(200);

  // A reader in Portugal, on the English page: the click lands in amazon.es.
  const reader = await browser.newContext({ baseURL, storageState: undefined, extraHTTPHeaders: { 'CF-IPCountry': 'PT' } });
  await answerStoresLocally(reader);
  const en = await reader.newPage();
  await en.goto(EN_ARTICLE);
  const link = en.getByRole('link', { name: /Sunrise Alarm Clock/ });
  await expect(link).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}\?l=en$/);
  const [shop] = await Promise.all([en.waitForEvent('popup'), link.click()]);
  await expect(shop).toHaveURL('https://www.amazon.es/dp/B0SPAIN001?tag=site-es-21');

  // The same reader on the Portuguese page chooses amazon.de with "Trocar de loja", and lands there.
  const pt = await reader.newPage();
  await pt.goto(PT_ARTICLE);
  await pt.getByRole('link', { name: /Trocar de loja/ }).click();
  await expect(pt.getByRole('heading', { name: 'Escolha sua loja' })).toBeVisible();
  await pt.getByRole('link', { name: 'amazon.de' }).click();
  await expect(pt).toHaveURL(new RegExp(`${PT_ARTICLE}$`));
  const [ptShop] = await Promise.all([
    pt.waitForEvent('popup'),
    pt.getByRole('link', { name: /Despertador Simulador de Amanhecer/ }).click(),
  ]);
  await expect(ptShop).toHaveURL('https://www.amazon.de/dp/B0ALEMANH1?tag=site-de-21');
  await reader.close();
});
