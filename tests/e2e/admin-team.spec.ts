/**
 * The team in a real browser: an administrator invites an author, the author opens the
 * one-time link in another browser, is refused a weak password, sets a good one and lands in
 * a back office without the administrators' screens; deactivated, they are signed out at
 * once and, signing in again, meet 'Acesso Negado'.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, signInThroughForm, watchCspViolations } from './support.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-test-password' };

test('invite an author, who sets a password, works without admin screens, and is shut out when deactivated', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  const email = `author-${Date.now()}@example.com`;
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Equipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Papel', { exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('heading', { name: `Link de convite para ${email}` })).toBeFocused();
  const link = (await page.getByTestId('invitation-link').textContent())!.trim();
  expect(link).toMatch(/\/admin\/convite#[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('region', { name: 'Convites abertos' }).getByText(email)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext();
  const author = await theirs.newPage();
  await author.goto(link);
  await expect(author.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await expect(author.getByText(email)).toBeVisible();
  expect(await axeViolations(author)).toEqual([]);
  await author.getByLabel('Nome').fill('Ana Autora');
  await author.getByLabel('Senha').fill('aaaaaaaaaaaa');
  await author.getByRole('button', { name: 'Definir senha e entrar' }).click();
  await expect(author.getByRole('alert')).toContainText('Escolha uma senha mais forte');
  await author.getByLabel('Senha').fill('a strong password 42');
  await author.getByRole('button', { name: 'Definir senha e entrar' }).click();
  // Two scrypt hashes (the new password, then the sign-in) on a busy machine.
  await expect(author.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  const nav = author.getByRole('navigation', { name: 'Navegação do painel' });
  await expect(nav.getByRole('link', { name: 'Artigos' })).toBeVisible();
  for (const name of ['Webhooks', 'Equipe', 'Reviews de Produtos', 'Ebooks Interativos'])
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  // An author does not publish: the editor offers a review instead.
  await nav.getByRole('link', { name: 'Novo Artigo' }).click();
  await expect(author.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  await expect(author.getByRole('button', { name: 'Enviar para revisão' })).toBeDisabled();
  await expect(author.getByText('Salve o rascunho antes de enviá-lo para revisão.')).toBeVisible();

  // The link works once.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'Convite inválido' })).toBeVisible();
  await expect(second.getByRole('alert')).toContainText('Este convite já foi usado.');
  await again.close();

  // Deactivated by the administrator: the author's session ends at once.
  await page.reload();
  await page.getByRole('button', { name: 'Desativar Ana Autora' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByRole('button', { name: 'Reativar Ana Autora' })).toBeVisible();
  await author.reload();
  await expect(author.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
  await signInThroughForm(author, email, 'a strong password 42');
  await expect(author.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(author.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
  expect(await axeViolations(author)).toEqual([]);
  await theirs.close();
  expect(violations).toEqual([]);
});

test('an invitation is in the inviter’s language unless another is chosen', async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Equipe' }).click();
  const language = page.getByLabel('Idioma do convite');
  // The browser (and so the back office) is Portuguese.
  await expect(language).toHaveValue('pt');
  await expect(language).toHaveAccessibleDescription(/O idioma do e-mail de convite/);
  await page.screenshot({ path: test.info().outputPath('team-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('team-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await language.selectOption({ label: 'Inglês' });
  const email = `english-${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/admin/team/invitations') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  expect((await sent).postDataJSON()).toEqual({ email, role: 'author', idioma_interface: 'en' });
  await expect(page.getByRole('heading', { name: `Link de convite para ${email}` })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});
