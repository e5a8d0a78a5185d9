/**
 * Resetting a member's two-step sign-in in a real browser: an editor who turned it on (signed
 * in on their own browser) shows it on the team screen; the administrator opens the reset,
 * reads what it does in an alert dialog that Escape closes without changing anything, confirms
 * it, and focus lands on the member's new state; the audit log names it; the editor is signed
 * out at once and signs in with the password alone. And when another administrator reset it
 * while the dialog was open, the server's refusal is shown and the list catches up.
 */
import { expect, test } from '@playwright/test';
import { totpFromUri } from '../support/totp.ts';
import { createMember, E2E_ADMIN, axeViolations, signedInAsAdmin, signInThroughForm, watchCspViolations } from './support.ts';

signedInAsAdmin();

test('reset an editor’s two-step sign-in: the confirmation, their sessions ended, the password alone after', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const name = `perdeu-celular-${Date.now()}`;
  const member = await createMember(request, baseURL!, 'editor', name);

  // The editor, in a browser of their own, signs in and turns two-step sign-in on.
  const theirs = await browser.newContext({ storageState: undefined });
  const editor = await theirs.newPage();
  await signInThroughForm(editor, member.email, member.password);
  await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  const origin = { Origin: baseURL! };
  const enabled = await theirs.request.post('/api/auth/two-factor/enable', { headers: origin, data: { password: member.password } });
  expect(enabled.status()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await theirs.request.post('/api/auth/two-factor/verify-totp', {
    headers: origin,
    data: { code: totpFromUri(totpURI) },
  });
  expect(confirmed.status()).toBe(200);

  // The team screen shows it, with the reset beside it.
  await page.goto('/admin/equipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(row.getByTestId('member-two-factor')).toHaveText('verificação em duas etapas ativada');
  // createMember names the member after its prefix.
  const open = row.getByRole('button', { name: `Redefinir verificação em duas etapas de ${name}` });

  // The dialog says what happens; Cancel has focus, and Escape closes it with nothing done.
  await open.click();
  const dialog = page.getByRole('alertdialog', { name: `Redefinir a verificação em duas etapas de ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('O aplicativo autenticador e os códigos de recuperação');
  await expect(dialog).toContainText('sai do painel agora, em todos os dispositivos');
  await expect(dialog).toContainText('entra só com a senha e pode ativar a verificação em duas etapas de novo em Minha conta');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(row.getByTestId('member-two-factor')).toHaveText('verificação em duas etapas ativada');

  // Opened again from the keyboard, and confirmed.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Redefinir verificação em duas etapas' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Verificação em duas etapas redefinida' })).toContainText(
    member.email,
  );
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('member-two-factor')).toHaveText('sem verificação em duas etapas');
  await expect(row.getByTestId('member-two-factor')).toBeFocused();
  await expect(open).toHaveCount(0);
  // Checked once the toast has finished fading in (axe reads a half-transparent text as low contrast).
  await expect(page.locator('[data-sonner-toast]').last()).toHaveCSS('opacity', '1');
  await expect(page.locator('[data-sonner-toast] [data-content]').last()).toHaveCSS('opacity', '1');
  expect(await axeViolations(page)).toEqual([]);

  // The audit log names it, and who did it.
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Registro de auditoria' }).click();
  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Verificação em duas etapas redefinida' });
  const logged = page.locator('tbody tr').filter({ hasText: member.email });
  await expect(logged).toHaveCount(1);
  await expect(logged).toContainText('admin@example.com');
  await expect(logged).toContainText('Verificação em duas etapas redefinida');

  // The editor was signed out everywhere, and the password alone lets them in now.
  await editor.reload();
  await expect(editor.getByRole('heading', { name: 'Login Admin' })).toBeVisible({ timeout: 20_000 });
  await signInThroughForm(editor, member.email, member.password);
  await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  await editor.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Minha conta' }).click();
  await expect(editor.getByTestId('two-factor-state')).toHaveText('Desativada');
  await theirs.close();
  expect(violations).toEqual([]);
});

test('a reset made meanwhile by another administrator: the refusal is shown and the list catches up', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  const name = `redefinida-antes-${Date.now()}`;
  const member = await createMember(request, baseURL!, 'author', name);
  const origin = { Origin: baseURL! };
  const theirs = await browser.newContext({ storageState: undefined });
  expect((await theirs.request.post('/api/auth/sign-in/email', { headers: origin, data: member })).status()).toBe(200);
  const enabled = await theirs.request.post('/api/auth/two-factor/enable', { headers: origin, data: { password: member.password } });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  expect(
    (await theirs.request.post('/api/auth/two-factor/verify-totp', { headers: origin, data: { code: totpFromUri(totpURI) } })).status(),
  ).toBe(200);
  await theirs.close();

  await page.goto('/admin/equipe');
  const row = page.getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('button', { name: `Redefinir verificação em duas etapas de ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();

  // Meanwhile, the same reset from another administrator's session.
  expect((await request.post('/api/auth/sign-in/email', { headers: origin, data: E2E_ADMIN })).status()).toBe(200);
  const users = await request.get('/api/admin/team');
  const id = ((await users.json()) as { members: Array<{ id: string; email: string }> }).members.find((m) => m.email === member.email)!.id;
  expect((await request.delete(`/api/admin/team/members/${id}/two-factor`, { headers: origin })).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Redefinir verificação em duas etapas' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Não foi possível redefinir a verificação em duas etapas' });
  await expect(toast).toContainText('Este membro não usa a verificação em duas etapas: não há nada para redefinir.');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('member-two-factor')).toHaveText('sem verificação em duas etapas');
  await expect(row.getByTestId('member-two-factor')).toBeFocused();
  await expect(row.getByRole('button', { name: /Redefinir/ })).toHaveCount(0);
  expect(violations).toEqual([]);
});
