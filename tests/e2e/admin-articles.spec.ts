/**
 * The editor's whole path in a real browser against the real server and build runner: write
 * an article with a featured image, an H2 and a list, publish it, see it live in both locales,
 * feature it, edit it (the slug stays), delete it and see it leave the site. Also the form's
 * rules: Publicar waits for the required fields, the local draft comes back, and a video is a
 * file or an external link. One sign-in for the whole file (sign-ins are rate limited).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInAsAdmin, watchCspViolations } from './support.ts';

test.describe.configure({ mode: 'serial' });

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-articles-'));
const imageFile = path.join(dir, 'featured.png');

signedInAsAdmin();

test.beforeAll(async () => {
  await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 30, g: 91, b: 79 } } })
    .png()
    .toFile(imageFile);
});

interface SiteStatus {
  buildId: string | null;
  build: { state: string; queued: boolean; lastError: string | null };
}

async function siteStatus(request: APIRequestContext): Promise<SiteStatus> {
  return ((await (await request.get('/api/admin/site')).json()) as { site: SiteStatus }).site;
}

/** Waits until a build newer than `previous` is live and nothing else is queued; a failed build fails fast with its reason. */
async function waitForRebuild(request: APIRequestContext, previous: string | null): Promise<void> {
  await expect
    .poll(
      async () => {
        const site = await siteStatus(request);
        if (site.build.state === 'failed' && !site.build.queued) return `build failed: ${site.build.lastError}`;
        return site.buildId !== previous && site.build.state === 'idle' && !site.build.queued ? 'live' : 'waiting';
      },
      { timeout: 90_000, intervals: [500, 1000] },
    )
    .toMatch(/^(live|build failed.*)$/);
  const site = await siteStatus(request);
  expect(site.build.state, `the site build failed: ${site.build.lastError}`).toBe('idle');
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function fillRequired(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Categoria', exact: true }).selectOption('culinaria');
  await page
    .getByRole('textbox', { name: 'Meta descrição', exact: true })
    .fill('Uma horta vertical na varanda: vasos, luz, rega e as ervas que crescem bem em pouco espaço, passo a passo para quem começa.');
}

test('Publicar stays disabled until título, categoria, meta descrição and content are filled', async ({ page }) => {
  await page.goto('/admin/novo-artigo');
  const publish = page.getByRole('button', { name: 'Publicar' });
  await expect(publish).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Categoria', exact: true }).locator('option[value=""]')).toBeDisabled();

  await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
  await expect(toast(page, 'Campos obrigatórios')).toContainText('Preencha todos os campos obrigatórios antes de salvar.');

  await fillRequired(page, 'Horta vertical');
  await expect(page.getByText(/^\d+\/160$/)).toHaveText(
    `${(await page.getByRole('textbox', { name: 'Meta descrição', exact: true }).inputValue()).length}/160`,
  );
  await expect(publish).toBeDisabled();
  await page.getByRole('textbox', { name: 'Conteúdo' }).click();
  await page.keyboard.type('Primeiro parágrafo.');
  await expect(publish).toBeEnabled();
});

test('a local draft is offered back with Rascunho encontrado', async ({ page }) => {
  await page.goto('/admin/novo-artigo');
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Rascunho que não pode se perder');
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Ana');
  // Leaving the page saves the draft.
  await page.reload();
  const found = toast(page, 'Rascunho encontrado');
  await expect(found).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');
  await found.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('Rascunho que não pode se perder');
  await expect(page.getByRole('textbox', { name: 'Autor', exact: true })).toHaveValue('Ana');

  // Discarding forgets it.
  await page.reload();
  await toast(page, 'Rascunho encontrado').getByRole('button', { name: 'Descartar' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toBeVisible();
  await expect(toast(page, 'Rascunho encontrado')).toHaveCount(0);
});

test('a video is a file or an external link, never both', async ({ page }) => {
  await page.goto('/admin/novo-artigo');
  const link = page.getByLabel('Link externo (YouTube ou Vimeo)');
  await link.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

  await page
    .getByLabel('Arquivo de vídeo (MP4 ou WebM)', { exact: true })
    .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]) });
  await expect(page.getByText('clip.webm')).toBeVisible();
  await expect(link).toHaveValue('');
  await expect(link).toBeDisabled();
  await expect(page.getByText('Remova o arquivo de vídeo para usar um link externo.')).toBeVisible();
  await expect(page.getByText('Máx: 100MB')).toBeVisible();

  await page.getByRole('button', { name: 'Remover: Arquivo de vídeo (MP4 ou WebM)' }).click();
  await expect(page.getByText('clip.webm')).toHaveCount(0);
  await expect(link).toBeEnabled();
  await link.fill('https://vimeo.com/76979871');
  await expect(link).toHaveValue('https://vimeo.com/76979871');
});

test('write, publish, see it live, feature, edit and delete an article', async ({ page }) => {
  test.setTimeout(300_000);
  const violations = await watchCspViolations(page);
  const title = `Horta vertical na varanda ${Date.now()}`;

  await page.goto('/admin/novo-artigo');
  await fillRequired(page, title);
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Equipe E2E');
  await page.getByLabel('Tempo de leitura (min)').fill('4');

  const body = page.getByRole('textbox', { name: 'Conteúdo' });
  await body.click();
  await page.keyboard.type('Pouco espaço não impede uma horta.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Título H2' }).click();
  await page.keyboard.type('O que plantar primeiro');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Manjericão');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Hortelã');
  await expect(body.locator('h2')).toHaveText('O que plantar primeiro');
  await expect(body.locator('ul li')).toHaveCount(2);

  await page.getByRole('button', { name: 'Visualizar' }).click();
  await expect(page.getByRole('region', { name: 'Pré-visualização do conteúdo' }).locator('h2')).toHaveText('O que plantar primeiro');
  await page.getByRole('button', { name: 'Editar' }).click();

  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  await expect(page.getByRole('heading', { name: 'Produto 1' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Vaso autoirrigável');
  await page.getByLabel('Preço (US$)').fill('US$ 24,90x');
  await expect(page.getByLabel('Preço (US$)')).toHaveValue('2490');
  await page.getByLabel('Preço (US$)').fill('24.90');
  await page.getByLabel('Descrição', { exact: true }).fill('Rega por capilaridade por até duas semanas.');
  await page.getByLabel('Link de afiliado').fill('https://example.com/vaso');
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  await page.getByRole('button', { name: 'Remover Produto 2' }).click();
  await expect(page.getByRole('heading', { name: 'Produto 2' })).toHaveCount(0);

  await page.getByLabel('Imagem destacada', { exact: true }).setInputFiles(imageFile);
  await expect(page.getByText('featured.png')).toBeVisible();

  const before = (await siteStatus(page.request)).buildId;
  await page.getByRole('button', { name: 'Publicar' }).click();
  const published = toast(page, 'Artigo publicado!');
  await expect(published).toBeVisible({ timeout: 20_000 });
  const pageLink = published.getByRole('link', { name: 'Ver a página (abre em nova aba)' });
  await expect(pageLink).toHaveAttribute('href', /^\/pt\/artigos\/[a-z0-9-]+$/);
  await expect(published.getByRole('link', { name: 'Abrir no editor' })).toHaveAttribute('href', /^\/admin\/editar-artigo\/[0-9a-f-]+$/);
  // The form, products and local draft are cleared.
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue('');
  await expect(page.getByText('Nenhum produto adicionado.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin:article-draft:new'))).toBeNull();

  const found = (await (await page.request.get(`/api/admin/articles?search=${encodeURIComponent(title)}`)).json()) as {
    articles: Array<{ id: string; slug: string; status: string }>;
  };
  expect(found.articles).toHaveLength(1);
  const { id, slug } = found.articles[0]!;
  expect(found.articles[0]!.status).toBe('publicado');
  await expect(pageLink).toHaveAttribute('href', `/pt/artigos/${slug}`);
  // The toast's way to the editor opens the article just published, in the back office.
  await published.getByRole('link', { name: 'Abrir no editor' }).click();
  await expect(page).toHaveURL(`/admin/editar-artigo/${id}`);
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);

  await waitForRebuild(page.request, before);
  // A new article is in Portuguese unless the editor picks English: its page is under /pt.
  await page.goto(`/pt/artigos/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('article h2, main h2').filter({ hasText: 'O que plantar primeiro' }).first()).toBeVisible();
  await expect(page.locator('main li').filter({ hasText: 'Manjericão' }).first()).toBeVisible();
  await expect(page.locator('main img[src^="/media/images/"]').first()).toBeVisible();

  // Feature it from the list.
  await page.goto('/admin/artigos');
  await page.getByLabel('Buscar por título').fill(title);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Publicado', { exact: true })).toBeVisible();
  await expect(card.getByText('Culinária')).toBeVisible();
  await expect(card.getByRole('link', { name: `Ver “${title}” no site (nova aba)` })).toHaveAttribute('href', `/pt/artigos/${slug}`);
  await expect(card.getByText('Português', { exact: true })).toBeVisible();
  await expect(card.getByText('Sem tradução', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Ver “${title}” no site (nova aba)` })).toHaveAttribute('target', '_blank');
  await expect(card.getByText('Destaque', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: `Adicionar “${title}” aos destaques` }).click();
  await expect(toast(page, 'Adicionado aos destaques')).toBeVisible();
  await expect(card.getByText('Destaque', { exact: true })).toBeVisible();

  // Edit it: a new title, the same address.
  await card.getByRole('link', { name: `Editar “${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/editar-artigo/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Vaso autoirrigável');
  await expect(page.locator('img[src^="/media/images/"]').first()).toBeVisible();
  const newTitle = `${title} (revisado)`;
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(newTitle);
  await expect(page.getByText(`/pt/artigos/${slug}`)).toBeVisible();
  const beforeEdit = (await siteStatus(page.request)).buildId;
  await page.getByRole('button', { name: 'Atualizar e Publicar' }).click();
  await expect(toast(page, 'Artigo atualizado e publicado!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/artigos$/);
  await waitForRebuild(page.request, beforeEdit);
  await page.goto(`/pt/artigos/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

  // Delete it, with confirmation, and see it leave the site.
  await page.goto('/admin/artigos');
  await page.getByLabel('Buscar por título').fill(newTitle);
  const edited = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: newTitle }) });
  await edited.getByRole('button', { name: `Excluir “${newTitle}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir artigo?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toHaveCount(1);
  const beforeDelete = (await siteStatus(page.request)).buildId;
  await edited.getByRole('button', { name: `Excluir “${newTitle}”` }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Artigo excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum artigo encontrado')).toBeVisible();
  await waitForRebuild(page.request, beforeDelete);
  expect((await page.request.get(`/pt/artigos/${slug}`)).status()).toBe(404);
  expect(violations).toEqual([]);
});

test('a published article shows its generated social card; an uploaded share image replaces it in og:image', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const title = `Cartão social ${Date.now()}`;
  const created = await page.request.post('/api/admin/articles', {
    headers: { Origin: String(baseURL) },
    data: {
      titulo: title,
      categoria: 'dinheiro',
      meta_descricao: 'Um artigo para ver o cartão de redes sociais gerado ao publicar.',
      conteudo_html: '<p>Texto.</p>',
      idioma: 'pt',
      status: 'publicado',
    },
  });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: string; slug: string } };
  try {
    // Drawn right after the publish was answered, before the rebuild (docs/decisions/078).
    const storedCard = async () =>
      ((await (await page.request.get(`/api/admin/articles/${article.id}`)).json()) as { article: { cartao_social_url: string | null } })
        .article.cartao_social_url;
    await expect.poll(storedCard, { timeout: 30_000 }).toMatch(/^\/media\/images\/\d+(-\d+)?\.jpg$/);
    await page.goto(`/admin/editar-artigo/${article.id}`);
    const generated = page.getByRole('img', { name: 'Cartão gerado para redes sociais' });
    await expect(generated).toBeVisible();
    // The card really loads, at its size.
    await expect
      .poll(() => generated.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([1200, 630]);

    const shareFile = path.join(dir, 'share.png');
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toFile(shareFile);
    await page.getByLabel('Imagem para redes sociais', { exact: true }).setInputFiles(shareFile);
    await expect(page.getByText('share.png')).toBeVisible();
    await expect(generated).toHaveCount(0);
    const before = (await siteStatus(page.request)).buildId;
    await page.getByRole('button', { name: 'Atualizar e Publicar' }).click();
    await expect(toast(page, 'Artigo atualizado e publicado!')).toBeVisible({ timeout: 20_000 });
    const saved = (await (await page.request.get(`/api/admin/articles/${article.id}`)).json()) as {
      article: { imagem_social_url: string | null };
    };
    expect(saved.article.imagem_social_url).toMatch(/^\/media\/images\/\d+(-\d+)?\.png$/);

    await waitForRebuild(page.request, before);
    await page.goto(`/pt/artigos/${article.slug}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${saved.article.imagem_social_url}`);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', `${baseURL}${saved.article.imagem_social_url}`);
  } finally {
    await page.request.delete(`/api/admin/articles/${article.id}`, { headers: { Origin: String(baseURL) } });
  }
});

test('the dashboard shows the real figures, and a yellow notice with -- when they cannot load', async ({ page }) => {
  await page.goto('/admin');
  const published = page.getByText('Artigos publicados').locator('..');
  await expect(published).toContainText(/\d+/);
  await expect(page.getByRole('link', { name: /SEO/ })).toHaveAttribute('href', '/admin/seo');
  await expect(page.getByRole('heading', { name: 'Artigos recentes' })).toBeVisible();

  // A click on a tracked link shows up under its product, its article and today.
  const article = (await (await page.request.get('/api/content/articles?limit=50')).json()).articles.find(
    (a: { related_products: unknown[]; idioma: string }) => a.related_products.length > 0 && a.idioma === 'en',
  );
  const product = article.related_products[0];
  expect((await page.request.get(`/go/${product.id}?l=en`, { maxRedirects: 0 })).status()).toBe(302);
  await page.reload();
  const clicks = page.getByRole('region', { name: 'Cliques em links de afiliado' });
  await expect(clicks.getByRole('table', { name: 'Por produto' })).toContainText(product.nome);
  await expect(clicks.getByRole('table', { name: 'Por artigo' }).getByRole('link', { name: article.titulo })).toBeVisible();
  await expect(page.getByText('Cliques em afiliados').locator('..')).toContainText(/[1-9]/);

  await page.route('**/api/admin/dashboard', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'falhou' } } }),
  );
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Atenção: could not load article data' })).toBeVisible();
  await expect(published).toContainText('--');
});

test('an article that cannot be loaded shows Erro ao carregar o artigo and the way back', async ({ page }) => {
  await page.goto('/admin/editar-artigo/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Erro ao carregar o artigo' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para Lista de Artigos' }).click();
  await expect(page).toHaveURL(/\/admin\/artigos$/);
});

test('the dashboard, the list and the editor have no serious or critical accessibility violation', async ({ page }) => {
  for (const path of ['/admin', '/admin/artigos', '/admin/novo-artigo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious, path).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar hides behind the menu button and nothing overflows', async ({ page }) => {
    for (const path of ['/admin', '/admin/artigos', '/admin/novo-artigo']) {
      await page.goto(path);
      await expect(page.getByText('Admin conectado')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
    }
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Artigos' }).click();
    await expect(page).toHaveURL(/\/admin\/artigos$/);
    await expect(nav).toBeHidden();
  });
});
