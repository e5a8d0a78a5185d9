/**
 * Mensagens in a real browser (issue 22, point 1): readers send the contact form, the sidebar
 * and the dashboard count the unread messages, the screen lists them, opens one in full (which
 * marks it read), replies by a mailto: link, marks it unread again and deletes it; on a
 * 390 px phone the list and the message take turns.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations, signedInAsAdmin } from './support.ts';

signedInAsAdmin();

async function sendForm(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/functions/send-contact-email', { data: fields });
  expect(response.status()).toBe(200);
}

test('the Mensagens screen reads, replies to, marks and deletes a reader’s message', async ({ page }) => {
  const stamp = Date.now();
  await sendForm(page.request, {
    name: 'Marina Lopes',
    email: 'marina@example.com',
    subject: `Parceria ${stamp}`,
    message: `Olá! Tenho uma loja de produtos naturais.\n\nPodemos conversar sobre uma parceria? ${stamp}`,
    language: 'pt',
  });
  await sendForm(page.request, { name: 'John Reader', email: 'john@example.com', subject: `Question ${stamp}`, message: 'Hello there.' });

  await page.goto('/admin');
  const navLink = page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: /^Mensagens/ });
  // The count comes with its own request, after the member is known: allow a loaded server its time.
  await expect(navLink).toContainText(/mensagens? não lidas?/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: /mensagens? não lidas?/ }).first()).toBeVisible();

  await navLink.click();
  await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /não lidas?/ })).toBeVisible();
  const list = page.getByRole('list', { name: 'Mensagens recebidas' });
  // Newest first, both unread.
  await expect(list.getByRole('button').first()).toHaveAccessibleName(new RegExp(`^Não lida: John Reader .*Question ${stamp}`));
  await expect(list.getByRole('button', { name: new RegExp(`^Não lida: Marina Lopes .*Parceria ${stamp}`) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('messages-desktop-list.png'), fullPage: true });

  // Search narrows the list.
  await page.getByRole('searchbox', { name: 'Buscar mensagens' }).fill(`loja de produtos naturais`);
  await expect(list.getByRole('button')).toHaveCount(1);
  await list.getByRole('button').first().click();
  const message = page.getByRole('article');
  await expect(message.getByRole('heading', { name: `Parceria ${stamp}` })).toBeFocused();
  await expect(message).toContainText('Marina Lopes <marina@example.com>');
  await expect(message).toContainText(`Podemos conversar sobre uma parceria? ${stamp}`);
  await expect(message).toContainText('Somente guardada aqui');
  await expect(message.getByRole('link', { name: 'Responder por e-mail' })).toHaveAttribute(
    'href',
    `mailto:marina@example.com?subject=${encodeURIComponent(`Re: Parceria ${stamp}`)}`,
  );
  // Opening it marked it read.
  await expect(message.getByRole('button', { name: 'Marcar como não lida' })).toBeVisible();
  await expect(list.getByRole('button').first()).toHaveAccessibleName(/^Marina Lopes /);
  await page.screenshot({ path: test.info().outputPath('messages-desktop-open.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await message.getByRole('button', { name: 'Marcar como não lida' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Mensagem marcada como não lida' })).toBeVisible();
  await expect(list.getByRole('button').first()).toHaveAccessibleName(/^Não lida: Marina Lopes /);
  await message.getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(list.getByRole('button').first()).toHaveAccessibleName(/^Marina Lopes /);

  // A phone: the open message fills the screen, with the way back to the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('messages-phone-open.png'), fullPage: true });
  await message.getByRole('button', { name: 'Voltar à lista' }).click();
  await expect(list).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('messages-phone-list.png'), fullPage: true });
  await list.getByRole('button').first().click();

  await message.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Mensagem excluída' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '0 mensagens' })).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem corresponde à busca.')).toBeVisible();
});
