/**
 * Configurações in a real browser (issue 22, point 2): an administrator changes the contact
 * e-mail (the contact page shows it once published), adds a social profile (every page's
 * footer links to it), is told beside the field when the phone
 * is not one, and adds a testimonial the Portuguese home page then shows; axe finds nothing
 * serious; the screen fits a 390 px phone; a new site name shows in the tab title and the
 * back office's page.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, signedInAsAdmin } from './support.ts';

signedInAsAdmin();

test('the Configurações screen saves the site’s facts and a testimonial, and the site shows them', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();

  const email = page.getByRole('textbox', { name: 'E-mail de contato' });
  await expect(email).toHaveValue('contato@bemviver.example');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('call me');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Não foi possível salvar as configurações' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^use só dígitos/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Telefone' }).fill('+55 (11) 4000-1234');
  await email.fill(`ola-${stamp}@minhaloja.example`);
  await page.getByRole('combobox', { name: 'Tipo' }).nth(1).selectOption('published_articles');
  // The site's name is as the specification gives it; a social profile joins the footer.
  await expect(page.getByRole('textbox', { name: /^Nome do site \(português\)/ })).toHaveValue('Bem Viver');
  await page.getByRole('button', { name: 'Adicionar perfil' }).click();
  await page.getByRole('textbox', { name: /^Perfil 1: Texto do link/ }).fill('Instagram');
  await page.getByRole('textbox', { name: /^Perfil 1: Endereço/ }).fill(`https://instagram.example/bemviver-${stamp}`);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Configurações salvas' })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar depoimento' }).click();
  const form = page.getByRole('form', { name: 'Novo depoimento' });
  await form.getByRole('textbox', { name: 'Nome' }).fill('Lia Moraes');
  await form.getByRole('combobox', { name: 'Nota (1 a 5)' }).selectOption('4');
  await form.getByRole('textbox', { name: 'Depoimento (português)' }).fill(`O pão sem sova mudou meus domingos ${stamp}.`);
  await page.screenshot({ path: test.info().outputPath('settings-desktop.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Salvar depoimento' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Depoimento salvo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Depoimentos' })).toContainText('Lia Moraes');

  // The site shows them once published (an incremental build of the pages that show them).
  await expect
    .poll(async () => (await page.request.get('/pt/contato')).text(), { timeout: 20_000 })
    .toContain(`ola-${stamp}@minhaloja.example`);
  await expect.poll(async () => (await page.request.get('/pt')).text(), { timeout: 20_000 }).toContain(`mudou meus domingos ${stamp}`);
  await expect
    .poll(async () => (await page.request.get('/sobre')).text(), { timeout: 20_000 })
    .toContain(`href="https://instagram.example/bemviver-${stamp}"`);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('settings-phone.png'), fullPage: true });
  // The site's name (issue 22's follow-up): the tab title and the back office's shell name it, not a fixed one.
  await expect(page).toHaveTitle('Configurações · Painel administrativo · Bem Viver');
  const name = page.getByRole('textbox', { name: /^Nome do site \(português\)/ });
  await name.fill(`Viver Melhor ${stamp}`);
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page).toHaveTitle(`Configurações · Painel administrativo · Viver Melhor ${stamp}`);
  await expect
    .poll(async () => (await page.request.get('/admin/artigos')).text(), { timeout: 20_000 })
    .toContain(`<title>Painel · Viver Melhor ${stamp}</title>`);
  await name.fill('Bem Viver');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page).toHaveTitle('Configurações · Painel administrativo · Bem Viver');
});
