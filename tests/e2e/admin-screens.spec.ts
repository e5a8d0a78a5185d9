/**
 * The media library, AI writer, product reviews, interactive ebooks, SEO and webhooks screens
 * in a real browser against the real server: uploads (and a refused one), search, the in-use
 * warning and a forced delete; an offline outline saved as a draft; reviews and ebooks from
 * creation to deletion; the sitemap preview and download; a webhook whose secret is shown once
 * and whose signed delivery reaches a local receiver when an article is published; a stale price
 * (seeded before the server starts, tests/support/e2e-state.ts) flagged and confirmed, and a
 * link to a local server answering 404 found by a real on-demand check. Nothing of our own API
 * is mocked except the error states, which simulate a failing server.
 *
 * Each worker signs in once and keeps the session in a file of its own (a file shared between
 * workers could be read while another wrote it). Reviews and ebooks made here
 * stay inactive except for a moment, so the public pages other files count keep their numbers.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import { STALE_PRICE_ARTICLE, STALE_PRICE_PRODUCT } from '../support/e2e-state.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { ARTICLE, axeViolations, watchCspViolations } from './support.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-test-password' };

const test = base.extend<{ api: Api }, { adminState: string }>({
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'admin-screens-')), `state-${workerInfo.workerIndex}.json`);
      const context = await playwright.request.newContext({ baseURL });
      const response = await context.post('/api/auth/sign-in/email', { data: ADMIN, headers: { Origin: baseURL } });
      expect(response.status()).toBe(200);
      await context.storageState({ path: file });
      await context.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
  page: async ({ page }, use) => {
    await page.addInitScript(() => localStorage.setItem('bemviver.chat.welcomeSeen', '1'));
    await use(page);
  },
  api: async ({ page, baseURL }, use) => use(new Api(page.request, String(baseURL))),
});

/** The API with the page's session; mutations carry the site's Origin like the browser does. */
class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  async get<T>(url: string): Promise<T> {
    const response = await this.request.get(url);
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> {
    const response = await this.request.fetch(url, { method, data, headers: { Origin: this.baseURL } });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }
}

interface ArticleRow {
  id: string;
  titulo: string;
  slug: string;
  status: string;
  autor: string | null;
}

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function pngFile(name: string, color: { r: number; g: number; b: number }): Promise<string> {
  const file = path.join(os.tmpdir(), name);
  await sharp({ create: { width: 240, height: 320, channels: 3, background: color } })
    .png()
    .toFile(file);
  return file;
}

async function draftArticle(api: Api, fields: Record<string, unknown>): Promise<ArticleRow> {
  const { article } = await api.send<{ article: ArticleRow }>('POST', '/api/admin/articles', {
    categoria: 'educacao',
    meta_descricao: 'Um artigo criado pelos testes das telas do painel.',
    conteudo_html: '<p>Conteúdo de teste.</p>',
    status: 'rascunho',
    ...fields,
  });
  return article;
}

test.describe('media library', () => {
  test('uploads an image, finds it by name and kind, warns that it is in use, then deletes it anyway', async ({ page, api }) => {
    const violations = await watchCspViolations(page);
    const id = token();
    const name = `biblioteca-${id}.png`;
    const png = await pngFile(name, { r: 30, g: 91, b: 79 });

    await page.goto('/admin/biblioteca');
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de Mídia' })).toBeVisible();
    await expect(page.getByLabel('Tipo do arquivo')).toHaveValue('images');
    await page.getByLabel('Arquivo para enviar').setInputFiles(png);
    await expect(toast(page, 'Arquivo enviado com sucesso!')).toBeVisible();
    const [media] = (await api.get<{ media: Array<{ publicUrl: string }> }>(`/api/admin/media?search=biblioteca-${id}`)).media;
    if (!media) throw new Error('the upload is not in the library');

    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', media.publicUrl);
    await expect(row).toContainText('images');
    await expect(row).toContainText(/\d+ (B|KB)/);
    await expect(row.getByRole('link', { name: `Ver ${name} (nova aba)` })).toHaveAttribute('href', media.publicUrl);
    await expect(row.getByRole('link', { name: `Ver ${name} (nova aba)` })).toHaveAttribute('target', '_blank');

    // A file dropped on the box goes up the same way.
    const dropped = `arrastado-${id}.png`;
    const bytes = [
      ...(await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 166, g: 61, b: 40 } } })
        .png()
        .toBuffer()),
    ];
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, name }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return transfer;
      },
      { bytes, name: dropped },
    );
    await page.getByText('Arraste um arquivo para cá').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: dropped })).toBeVisible();

    // Search by a part of the name (debounced), then by kind.
    await page.getByLabel('Buscar por nome').fill(`biblioteca-${id}`);
    await expect(page.getByText('1 arquivo', { exact: true })).toBeVisible();
    await expect(row).toBeVisible();
    await page.getByLabel('Tipo', { exact: true }).selectOption('audio');
    await expect(page.getByRole('heading', { name: 'Nenhum arquivo encontrado' })).toBeVisible();
    await page.getByLabel('Tipo', { exact: true }).selectOption('images');
    await expect(row).toBeVisible();
    await page.getByLabel('Buscar por nome').fill(`nada-${id}`);
    await expect(page.getByRole('heading', { name: 'Nenhum arquivo encontrado' })).toBeVisible();
    await page.getByLabel('Buscar por nome').fill(`biblioteca-${id}`);
    await expect(row).toBeVisible();

    // An article uses the file: the first confirmation turns into the server's warning.
    const user = await draftArticle(api, { titulo: `Usa a imagem ${id}`, imagem_destaque_url: media.publicUrl });
    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Excluir arquivo?');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(dialog).toHaveAccessibleName('Arquivo em uso');
    await expect(dialog).toContainText(`Usa a imagem ${id}`);
    await dialog.getByRole('button', { name: 'Excluir mesmo assim' }).click();
    await expect(toast(page, 'Arquivo excluído com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Nenhum arquivo encontrado' })).toBeVisible();
    expect((await page.request.get(media.publicUrl)).status()).toBe(404);

    await api.send('DELETE', `/api/admin/articles/${user.id}`);
    expect(violations).toEqual([]);
  });

  test('a file that is not of the chosen kind is refused with Erro no upload', async ({ page }) => {
    const name = `nota-${token()}.txt`;
    await page.goto('/admin/biblioteca');
    await page.getByLabel('Arquivo para enviar').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('apenas texto') });
    await expect(toast(page, /^Erro no upload: /)).toBeVisible();
    await expect(page.getByText(`${name}: Erro no upload: Este arquivo não é`)).toBeVisible();
    await page.getByLabel('Buscar por nome').fill(name);
    await expect(page.getByRole('heading', { name: 'Nenhum arquivo encontrado' })).toBeVisible();
  });
});

test.describe('AI writer', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('needs a niche and a theme, shows the offline outline with its counters, copies, and saves a draft by IA Redatora', async ({
    page,
    api,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/admin/ia-redatora');
    await expect(page.getByRole('heading', { level: 1, name: 'IA Redatora' })).toBeVisible();
    const niche = page.getByLabel('Nicho');
    await expect(niche.locator('option:not([disabled])')).toHaveCount(7);
    await expect(page.getByRole('radio', { name: 'Português' })).toBeChecked();

    await page.getByRole('button', { name: 'Gerar Artigo' }).click();
    await expect(toast(page, 'Campos obrigatórios')).toBeVisible();
    await niche.selectOption('educacao');
    await page.getByRole('button', { name: 'Gerar Artigo' }).click();
    await expect(toast(page, 'Campos obrigatórios')).toHaveCount(2);

    const theme = `estudar para concursos ${token()}`;
    await page.getByLabel('Tema').fill(theme);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/functions/generate-article'));
    await page.getByRole('button', { name: 'Gerar Artigo' }).click();
    const generated = (await (await answer).json()) as { titulo: string; meta_descricao: string; conteudo_html: string; source: string };
    expect(generated.source).toBe('offline');

    await expect(page.getByRole('heading', { name: 'Artigo gerado' })).toBeFocused();
    await expect(page.getByRole('note')).toContainText('Nenhum modelo de IA conectado');
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(generated.titulo);
    await expect(page.getByText(`${generated.titulo.length}/60`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${generated.meta_descricao.length}/160`, { exact: true })).toBeVisible();
    const minutes = readingMinutes(generated.conteudo_html);
    expect(minutes).toBeGreaterThan(0);
    await expect(page.getByText(`~${minutes} min de leitura`, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${new Intl.NumberFormat('pt-BR').format(generated.conteudo_html.length)} caracteres`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pré-visualização' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Código HTML' }).click();
    await expect(page.getByRole('textbox', { name: 'Código HTML' })).toHaveValue(generated.conteudo_html);

    await page.getByRole('button', { name: 'Copiar título' }).click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated.titulo);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/articles') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Salvar como Rascunho' }).click();
    const { article } = (await (await saved).json()) as { article: ArticleRow & { tempo_leitura: number; categoria: string } };
    await expect(toast(page, 'Rascunho salvo!')).toBeVisible();
    expect(article).toMatchObject({
      titulo: generated.titulo,
      status: 'rascunho',
      autor: 'IA Redatora',
      categoria: 'educacao',
      tempo_leitura: minutes,
    });
    await expect(page.getByRole('link', { name: 'Editar rascunho' })).toHaveAttribute('href', `/admin/editar-artigo/${article.id}`);
    await expect(page.getByRole('button', { name: 'Salvar como Rascunho' })).toBeDisabled();

    // The article list shows it as a draft; the editor shows its author.
    await page.goto('/admin/artigos');
    await page.getByLabel('Status').selectOption('rascunho');
    await page.getByLabel('Buscar por título').fill(generated.titulo);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: generated.titulo });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Rascunho');
    await card.getByRole('link', { name: `Editar “${generated.titulo}”` }).click();
    await expect(page.getByLabel('Autor')).toHaveValue('IA Redatora');

    await api.send('DELETE', `/api/admin/articles/${article.id}`);
    expect(violations).toEqual([]);
  });
});

test.describe('product reviews', () => {
  test('create (order defaults to the count), edit, toggle and delete a review', async ({ page, api }) => {
    const violations = await watchCspViolations(page);
    const id = token();
    const title = `Review de teste ${id}`;
    const { reviews } = await api.get<{ reviews: unknown[] }>('/api/admin/reviews');

    await page.goto('/admin/reviews-produtos');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews de Produtos' })).toBeVisible();
    await expect(page.getByText(`${reviews.length} reviews`)).toBeVisible();

    const opener = page.getByRole('button', { name: 'Novo Review' });
    await opener.click();
    let dialog = page.getByRole('dialog', { name: 'Novo Review' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Título')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel('Texto do Botão')).toHaveValue('Ver Produto');
    await expect(dialog.getByLabel('Ordem')).toHaveValue(String(reviews.length));
    await expect(dialog.getByRole('switch', { name: 'Ativo na homepage' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('button', { name: 'Criar Review' }).click();
    await expect(dialog.getByText('Preencha o título.')).toBeVisible();
    await expect(dialog.getByText('Preencha a descrição.')).toBeVisible();
    await expect(dialog.getByText('Preencha o link do produto.')).toBeVisible();
    await expect(dialog.getByLabel('Título')).toBeFocused();

    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Descrição').fill('Um review criado pelo teste das telas do painel.');
    await dialog.getByLabel('Link do Produto').fill('loja.example/produto');
    await dialog.getByLabel('Link Externo (YouTube/Vimeo)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(dialog.getByLabel('URL do Vídeo (Upload)')).toBeDisabled();
    // Kept off the home page, whose review count other tests check.
    await dialog.getByRole('switch', { name: 'Ativo na homepage' }).click();
    await dialog.getByRole('button', { name: 'Criar Review' }).click();
    await expect(dialog.getByText('Digite um endereço que comece com http:// ou https://')).toBeVisible();
    await dialog.getByLabel('Link do Produto').fill('https://loja.example/produto');
    await expect(dialog.getByLabel('Idioma')).toHaveValue('');
    await expect(dialog.getByLabel('Idioma').locator('option:checked')).toHaveText('Ambos os idiomas');
    await dialog.getByLabel('Idioma').selectOption('pt');
    await dialog.getByRole('button', { name: 'Criar Review' }).click();
    await expect(toast(page, 'Review criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText(`Ordem: ${reviews.length}`);
    await expect(card).toContainText('Inativo');
    await expect(card).toContainText('Vídeo externo');
    await expect(card).toContainText('Ver Produto');
    await expect(card).toContainText('Português');

    await card.getByRole('button', { name: `Editar ${title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Review' });
    await expect(dialog.getByLabel('Título')).toHaveValue(title);
    await dialog.getByLabel('Texto do Botão').fill('Conferir');
    await dialog.getByLabel('Ordem').fill('');
    // Swap the external link for an uploaded video file.
    await dialog.getByLabel('Link Externo (YouTube/Vimeo)').fill('');
    const mp4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f320000000866726565', 'hex');
    await dialog.getByLabel('Enviar vídeo').setInputFiles({ name: `review-${id}.mp4`, mimeType: 'video/mp4', buffer: mp4 });
    await expect(dialog.getByLabel('URL do Vídeo (Upload)')).toHaveValue(/^\/media\/videos\/\d+\.mp4$/);
    await expect(dialog.getByLabel('Link Externo (YouTube/Vimeo)')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Atualizar Review' }).click();
    await expect(toast(page, 'Review atualizado com sucesso!')).toBeVisible();
    await expect(card).toContainText('Conferir');
    await expect(card).toContainText('Ordem: 0');
    await expect(card).toContainText('Vídeo upload');

    const toggle = card.getByRole('switch', { name: `Ativo na homepage: ${title}` });
    await toggle.click();
    await expect(toast(page, 'Review ativado com sucesso!')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(card).toContainText('Ativo');
    await toggle.click();
    await expect(toast(page, 'Review desativado com sucesso!')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(card).toContainText('Inativo');

    await card.getByRole('button', { name: `Excluir ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Tem certeza que deseja excluir este review?');
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(toast(page, 'Review excluído com sucesso!')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});

test.describe('interactive ebooks', () => {
  // The specification's English texts of this screen are the English version's (issue 30).
  test.use({ locale: 'en-GB' });
  test('validates, creates with an uploaded cover, edits, toggles and deletes an ebook', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const id = token();
    const title = `Ebook de teste ${id}`;
    const cover = await pngFile(`capa-${id}.png`, { r: 242, g: 193, b: 78 });

    await page.goto('/admin/ebooks-interativos');
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Ebooks' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Money Map' }).getByText('Order: 1')).toBeVisible();
    await page.getByRole('button', { name: 'Add Ebook' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Interactive Ebook' })).toBeFocused();
    await expect(page.getByLabel('Display Order')).toHaveValue('0');
    await expect(page.getByRole('switch', { name: 'Active', exact: true })).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('button', { name: 'Create Ebook' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Interactive link is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('An ebook made by the admin screens test.');
    await page.getByLabel('Interactive Ebook Link').fill('ebooks.example/test');
    await page.getByRole('button', { name: 'Create Ebook' }).click();
    await expect(page.getByText('Please enter a valid URL (starting with http:// or https://)')).toBeVisible();
    await page.getByLabel('Interactive Ebook Link').fill(`https://ebooks.example/${id}`);

    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel('Cover Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect.poll(() => alerts).toEqual(['Please select an image file (PNG, JPG, WEBP)']);
    await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveCount(0);
    await page.getByLabel('Cover Image').setInputFiles(cover);
    await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^data:image\/png/);
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveCount(0);
    await page.getByLabel('Cover Image').setInputFiles(cover);
    await expect(page.getByLabel('Language').locator('option:checked')).toHaveText('Both languages');
    await page.getByLabel('Language').selectOption('en');
    // Kept off the public page, whose ebook count other tests check.
    await page.getByRole('switch', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Create Ebook' }).click();
    await expect(toast(page, 'Interactive ebook created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Interactive Ebooks' })).toBeVisible();

    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/ebook-covers\/\d+\.png$/);
    await expect(card).toContainText('Inactive');
    await expect(card).not.toContainText('Order:');
    await expect(card).toContainText('English');
    await expect(card.getByRole('link', { name: `View ${title} (opens in a new tab)` })).toHaveAttribute(
      'href',
      `https://ebooks.example/${id}`,
    );

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Interactive Ebook' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', /^\/media\/ebook-covers\//);
    await page.getByLabel('Description').fill('Edited by the admin screens test.');
    await page.getByLabel('Display Order').fill('7');
    await page.getByRole('button', { name: 'Update Ebook' }).click();
    await expect(toast(page, 'Interactive ebook updated successfully!')).toBeVisible();
    await expect(card).toContainText('Order: 7');
    await expect(card).toContainText('Edited by the admin screens test.');

    const toggle = card.getByRole('switch', { name: `Active: ${title}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(card).toContainText('Active');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(card).toContainText('Inactive');

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete interactive ebook?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Interactive ebook deleted successfully!')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});

test.describe('SEO', () => {
  test('previews the sitemap with the fixed pages and the published articles, and downloads sitemap.xml', async ({ page, baseURL }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/admin/seo');
    await expect(page.getByRole('link', { name: '/sitemap.xml (abre em nova aba)' })).toHaveAttribute('href', '/sitemap.xml');
    // The site serves its own sitemap: nothing says to upload the file anywhere.
    await expect(page.getByText('Não é preciso enviar arquivo nenhum', { exact: false })).toBeVisible();
    await expect(page.getByText(/pasta public/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Gerar Preview' }).click();
    const preview = page.locator('pre');
    await expect(preview).toContainText('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const xml = (await preview.textContent()) ?? '';
    const entry = (loc: string, changefreq: string, priority: string) =>
      new RegExp(
        `<loc>${baseURL}${loc}</loc>\\n(    <lastmod>[^<]+</lastmod>\\n)?    <changefreq>${changefreq}</changefreq>\\n    <priority>${priority}</priority>`,
      );
    expect(xml).toMatch(entry('/', 'daily', '1.0'));
    expect(xml).toMatch(entry('/artigos', 'daily', '0.9'));
    expect(xml).toMatch(entry('/sobre', 'monthly', '0.7'));
    expect(xml).toMatch(entry('/contato', 'monthly', '0.7'));
    expect(xml).toMatch(entry('/life-coach', 'weekly', '0.8'));
    expect(xml).toMatch(entry('/products', 'weekly', '0.8'));
    expect(xml).toMatch(
      new RegExp(
        `<loc>${baseURL}/artigos/${ARTICLE}</loc>\\n    <lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>\\n    <changefreq>weekly</changefreq>\\n    <priority>0.8</priority>`,
      ),
    );
    await expect(page.getByText(/^\d+ URLs: 6 páginas fixas e \d+ artigos publicados\.$/)).toBeVisible();
    // The live /sitemap.xml is an index: the screen names its files, each one the live site serves.
    await expect(page.getByText(/^O \/sitemap\.xml do site é um índice de \d+ arquivos/)).toBeVisible();
    await expect(page.getByRole('link', { name: '/sitemap-pages.xml' })).toHaveAttribute('href', '/sitemap-pages.xml');
    const part = page.getByRole('link', { name: /^\/sitemap-articles-\d+\.xml$/ }).first();
    const partPath = (await part.getAttribute('href'))!;
    expect((await page.request.get(partPath)).status()).toBe(200);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar Sitemap.xml' }).click()]);
    expect(download.suggestedFilename()).toBe('sitemap.xml');
    const file = readFileSync(await download.path(), 'utf8');
    expect(file.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(file).toContain(`<loc>${baseURL}/artigos/${ARTICLE}</loc>`);
    await expect(toast(page, 'Sitemap baixado!')).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('webhooks', () => {
  test('adds a webhook, shows its secret once, and a published article reaches the receiver signed', async ({ page, api }) => {
    test.setTimeout(120_000);
    const violations = await watchCspViolations(page);
    const receiver = await startWebhookReceiver();
    const name = `Receptor ${token()}`;
    let published: ArticleRow | null = null;
    try {
      await page.goto('/admin/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      for (const event of [
        'article.published',
        'article.updated',
        'article.unpublished',
        'article.deleted',
        'review.changed',
        'ebook.changed',
        'site.rebuilt',
      ]) {
        await expect(page.getByRole('term').filter({ hasText: event })).toBeVisible();
      }

      await page.getByRole('button', { name: 'Adicionar Webhook' }).click();
      await expect(toast(page, 'Nome e URL são obrigatórios')).toBeVisible();
      await page.getByLabel('Nome').fill(name);
      await page.getByRole('textbox', { name: 'URL', exact: true }).fill(receiver.url);
      await page.getByLabel('Descrição').fill('Receptor local do teste.');
      await page.getByRole('button', { name: 'Adicionar Webhook' }).click();
      await expect(toast(page, 'Webhook adicionado!')).toBeVisible();

      const panel = page.getByRole('region', { name: `Segredo de assinatura de “${name}”` });
      await expect(panel).toContainText('não será mostrado novamente');
      await expect(panel).toContainText('webhook-signature');
      const secret = ((await panel.locator('code').textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      await panel.getByRole('button', { name: 'Copiar segredo' }).click();
      await expect(panel.getByRole('button', { name: 'Segredo copiado!' })).toBeVisible();
      await panel.getByRole('button', { name: 'Já guardei o segredo' }).click();
      await expect(panel).toHaveCount(0);

      const item = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) });
      await expect(item).toContainText(receiver.url);
      await expect(item).toContainText('Receptor local do teste.');
      await expect(item.getByRole('switch', { name: `Ativo: ${name}` })).toHaveAttribute('aria-checked', 'true');

      // The secret never comes back: not after a reload, not from the API.
      await page.reload();
      await expect(item).toBeVisible();
      await expect(page.locator('body')).not.toContainText(secret);
      expect(JSON.stringify(await api.get('/api/admin/webhooks'))).not.toContain(secret);

      const article = await draftArticle(api, { titulo: `Webhook publicado ${token()}`, status: 'publicado', categoria: 'saude' });
      published = article;
      const publishedEvent = () =>
        receiver.deliveries.find((delivery) => delivery.json.type === 'article.published' && delivery.json.data.id === article.id);
      await expect.poll(publishedEvent, { timeout: 30_000 }).toBeTruthy();
      const delivered = publishedEvent()!;
      const headers = { id: String(delivered.headers['webhook-id']), timestamp: String(delivered.headers['webhook-timestamp']) };
      const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
        .update(`${headers.id}.${headers.timestamp}.${delivered.body}`)
        .digest('base64');
      expect(String(delivered.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);
      expect(delivered.json.data).toMatchObject({ slug: article.slug, status: 'publicado' });
      // Unpublish at once: other files count the published articles.
      await api.send('DELETE', `/api/admin/articles/${article.id}`);
      published = null;

      const log = page.getByRole('list', { name: 'Registro de entregas' });
      const entry = log.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'article.published' });
      await expect(entry).toContainText('Sucesso', { timeout: 15_000 });
      await expect(entry).toContainText('HTTP 204');

      await item.getByRole('button', { name: `Enviar entrega de teste para ${name}` }).click();
      await expect(toast(page, 'Entrega de teste enviada')).toBeVisible();
      await expect
        .poll(() => receiver.deliveries.some((delivery) => delivery.json.type === 'webhook.test'), { timeout: 15_000 })
        .toBe(true);
      await expect(log.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'webhook.test' })).toContainText('Sucesso', {
        timeout: 15_000,
      });

      await item.getByRole('switch', { name: `Ativo: ${name}` }).click();
      await expect(toast(page, 'Webhook desativado')).toBeVisible();
      await expect(item.getByRole('switch', { name: `Ativo: ${name}` })).toHaveAttribute('aria-checked', 'false');

      await item.getByRole('button', { name: `Excluir ${name}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Tem certeza que deseja excluir este webhook?');
      await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expect(toast(page, 'Webhook excluído')).toBeVisible();
      await expect(item).toHaveCount(0);
      expect(violations).toEqual([]);
    } finally {
      if (published) await api.send('DELETE', `/api/admin/articles/${published.id}`);
      const { webhooks } = await api.get<{ webhooks: Array<{ id: string; name: string }> }>('/api/admin/webhooks');
      for (const left of webhooks.filter((webhook) => webhook.name === name)) await api.send('DELETE', `/api/admin/webhooks/${left.id}`);
      await receiver.close();
    }
  });
});

test.describe('affiliate links', () => {
  test('flags a stale price with its article, confirms it, and then says every price is current', async ({ page }) => {
    // A real stale price: tests/support/e2e-state.ts dated this draft's product 90 days back before the server started.
    const { articles } = await (await page.request.get('/api/admin/articles?search=' + encodeURIComponent(STALE_PRICE_ARTICLE))).json();
    const article = articles.find((a: { titulo: string }) => a.titulo === STALE_PRICE_ARTICLE);
    expect(article, 'the stale-price draft of tests/support/e2e-state.ts').toBeTruthy();

    await page.goto('/admin/afiliados');
    await expect(page.getByRole('heading', { level: 1, name: 'Links de afiliado' })).toBeVisible();
    const prices = page.getByRole('region', { name: 'Preços desatualizados' });
    await expect(prices).toContainText('há mais de 30 dias');
    await expect(prices.getByText(STALE_PRICE_PRODUCT, { exact: false })).toBeVisible();
    await expect(prices).toContainText('Verificado em');
    await expect(prices.getByRole('link', { name: `Editar “${STALE_PRICE_ARTICLE}”` })).toHaveAttribute(
      'href',
      `/admin/editar-artigo/${article.id}`,
    );
    const confirmed = page.waitForResponse((response) => /\/api\/admin\/affiliate\/prices\/[^/]+\/confirm$/.test(response.url()));
    await prices.getByRole('button', { name: `Confirmar preço de “${STALE_PRICE_PRODUCT}”` }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(toast(page, 'Preço confirmado')).toBeVisible();
    await expect(prices.getByText('Todos os preços estão em dia.')).toBeVisible();
    // The server agrees: the price is dated now.
    await page.reload();
    await expect(prices.getByText('Todos os preços estão em dia.')).toBeVisible();
  });
});

test.describe('affiliate link health', () => {
  test('a check on demand finds a link that answers 404 and lists it with its article and review', async ({ page, api }) => {
    // A real shop that has dropped the product: a local server answering 404 to HEAD and GET.
    const shop = createServer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('gone');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/produto-${token()}`;
    const id = token();
    const article = await draftArticle(api, {
      titulo: `Artigo com link quebrado ${id}`,
      products: [{ name: `Chaleira ${id}`, description: 'Sumiu da loja.', price: '', affiliate_link: url, image_url: '' }],
    });
    const { review } = await api.send<{ review: { id: string } }>('POST', '/api/admin/reviews', {
      titulo: `Kettle ${id}`,
      descricao: 'Um review cujo link também sumiu.',
      link_produto: url,
      texto_botao: 'Ver Produto',
      ordem: 99,
      ativo: true,
    });
    try {
      await page.goto('/admin/afiliados');
      const links = page.getByRole('region', { name: 'Links quebrados' });
      await expect(links.getByRole('button', { name: 'Verificar agora' })).toBeEnabled();
      const started = page.waitForResponse((response) => response.url().endsWith('/api/admin/affiliate/links/check'));
      await links.getByRole('button', { name: 'Verificar agora' }).click();
      expect((await started).status()).toBe(202);
      await expect(toast(page, 'Verificação iniciada')).toBeVisible();

      // The list refreshes itself while the check runs; the sample shops' links may take their 10 s timeout.
      const entry = links.getByRole('listitem').filter({ hasText: url });
      await expect(entry).toBeVisible({ timeout: 60_000 });
      await expect(entry).toContainText('HTTP 404');
      await expect(entry).toContainText(`Review da home: Kettle ${id}`);
      await expect(entry.getByRole('link', { name: `Editar “${article.titulo}”` })).toHaveAttribute(
        'href',
        `/admin/editar-artigo/${article.id}`,
      );
    } finally {
      await api.send('DELETE', `/api/admin/reviews/${review.id}`);
      await api.send('DELETE', `/api/admin/articles/${article.id}`);
      await new Promise<void>((resolve) => shop.close(() => resolve()));
    }
  });
});

test.describe('error states', () => {
  const failure = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'boom', message: 'Falha simulada' } }),
  };

  test('each list says when it cannot load, with the server’s message and a retry', async ({ page }) => {
    await page.route(/\/api\/admin\/(media|reviews|ebooks|webhooks|affiliate\/prices\/stale)(\?.*)?$/, (route) =>
      route.request().method() === 'GET' ? route.fulfill(failure) : route.fallback(),
    );
    for (const [path, text] of [
      ['/admin/biblioteca', 'Não foi possível carregar a biblioteca'],
      ['/admin/reviews-produtos', 'Não foi possível carregar os reviews'],
      ['/admin/ebooks-interativos', 'Não foi possível carregar os ebooks interativos'],
      ['/admin/webhooks', 'Falha ao carregar configurações de webhook'],
      ['/admin/afiliados', 'Não foi possível carregar os preços.'],
    ] as const) {
      await page.goto(path);
      const alert = page.getByRole('alert').filter({ hasText: text });
      await expect(alert).toContainText('Falha simulada', { timeout: 15_000 });
      await expect(alert.getByRole('button', { name: /Tentar novamente|Try again/ })).toBeVisible();
    }
  });

  test('the AI writer and the sitemap say when their call fails, and an incomplete AI answer is refused', async ({ page }) => {
    await page.route('**/api/functions/generate-article', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ titulo: '', conteudo_html: '', source: 'model' }),
      }),
    );
    await page.goto('/admin/ia-redatora');
    await page.getByLabel('Nicho').selectOption('saude');
    await page.getByLabel('Tema').fill('dormir melhor');
    await page.getByRole('button', { name: 'Gerar Artigo' }).click();
    await expect(toast(page, 'Resposta inválida da IA. Tente novamente.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Artigo gerado' })).toHaveCount(0);

    await page.unroute('**/api/functions/generate-article');
    await page.route('**/api/functions/generate-article', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ai_unavailable', message: 'A IA não conseguiu escrever o artigo agora.' } }),
      }),
    );
    await page.getByRole('button', { name: 'Gerar Artigo' }).click();
    await expect(toast(page, 'Erro ao gerar artigo')).toContainText('A IA não conseguiu escrever o artigo agora.');

    await page.route('**/api/admin/sitemap-entries*', (route) => route.fulfill(failure));
    await page.goto('/admin/seo');
    await page.getByRole('button', { name: 'Gerar Preview' }).click();
    await expect(toast(page, 'Erro ao gerar sitemap')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Baixar Sitemap.xml' }).click();
    await expect(toast(page, 'Erro ao baixar sitemap')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('accessibility and small screens', () => {
  const SCREENS = [
    ['/admin/biblioteca', 'Biblioteca de Mídia'],
    ['/admin/ia-redatora', 'IA Redatora'],
    ['/admin/reviews-produtos', 'Reviews de Produtos'],
    ['/admin/ebooks-interativos', 'Ebooks Interativos'],
    ['/admin/seo', 'SEO'],
    ['/admin/webhooks', 'Webhooks'],
    ['/admin/afiliados', 'Links de afiliado'],
    ['/admin/auditoria', 'Registro de auditoria'],
    ['/admin/conta', 'Minha conta'],
  ] as const;

  for (const width of [1440, 390]) {
    test(`the screens have no serious axe violation and nothing overflows at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [path, title] of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('the open dialogs, forms and results have no serious axe violation', async ({ page, baseURL }) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await page.request.post('/api/admin/uploads/images', {
      data: png,
      headers: { 'Content-Type': 'image/png', 'X-File-Name': `axe-${token()}.png`, Origin: String(baseURL) },
    });
    expect(uploaded.status()).toBe(201);

    await page.goto('/admin/reviews-produtos');
    await page.getByRole('button', { name: 'Novo Review' }).click();
    await page.getByRole('dialog', { name: 'Novo Review' }).getByRole('button', { name: 'Criar Review' }).click();
    await expect(page.getByText('Preencha o título.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/ebooks-interativos');
    await page.getByRole('button', { name: 'Adicionar Ebook' }).click();
    await page.getByRole('button', { name: 'Criar Ebook' }).click();
    await expect(page.getByText('Título é obrigatório')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/ia-redatora');
    await page.getByLabel('Nicho').selectOption('saude');
    await page.getByLabel('Tema').fill('caminhar depois do almoço');
    await page.getByRole('button', { name: 'Gerar Artigo' }).click();
    await expect(page.getByRole('heading', { name: 'Artigo gerado' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/seo');
    await page.getByRole('button', { name: 'Gerar Preview' }).click();
    await expect(page.locator('pre')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/biblioteca');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Excluir / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
