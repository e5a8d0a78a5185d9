/**
 * The back office's gate in a real browser against the real server: loading, login (wrong
 * password, then the right one), the admin layout, a reload that keeps the session, sign-out
 * to the site with its toast, the denied state, and the 404 of unknown admin paths.
 * Sign-in attempts are limited to 5 a minute per address, so this file signs in only twice.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, watchCspViolations } from './support.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-test-password' };

test('shows Carregando... while the session loads, then the login form', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
  // Editors and authors sign in here too.
  await expect(page.getByText('Entre com sua conta da equipe para gerenciar o site.')).toBeVisible();
  await expect(page.getByText(/conta de administrador/)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a wrong password shows Erro de Login with the server message', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha').fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Erro de Login' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('E-mail ou senha inválidos.');
  await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('signs in to the layout, stays in after a reload, and signs out to the site with a toast', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/admin/artigos');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  const submit = page.getByRole('button', { name: /Entrar|Fazendo login/ });
  await submit.click();

  await expect(page.getByText('Admin conectado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Artigos' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
  for (const name of [
    'Dashboard',
    'Novo Artigo',
    'Artigos',
    'Biblioteca',
    'IA Redatora',
    'Reviews de Produtos',
    'Ebooks Interativos',
    'Webhooks',
  ]) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Artigos' })).toHaveAttribute('aria-current', 'page');

  // The sidebar moves focus to the new screen's heading.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await expect(page.getByRole('status', { name: 'Estado do site' })).toContainText(/Site no ar desde|Publicando o site/);

  await page.reload();
  await expect(page.getByText('Admin conectado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login Admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Logout realizado' })).toContainText(
    'Você foi desconectado com sucesso.',
  );
  await expect(page).toHaveURL(/\/(pt)?$/);

  // The session is gone: the admin shows the login again.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a signed-in account without the admin role sees Acesso Negado', async ({ page }) => {
  // No public sign-up exists, so the server's 403 for a reader is played back here.
  await page.route('**/api/auth/get-session', (route) => route.fulfill({ json: { session: { id: 's' }, user: { id: 'reader' } } }));
  await page.route('**/api/admin/me', (route) =>
    route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'Você não tem permissão para acessar esta área.' } } }),
  );
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
  await expect(page.getByText('Admin conectado')).toHaveCount(0);
});

test('an unknown admin path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/admin/qualquer-coisa');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the login fits the screen', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
