/**
 * Two-step sign-in and the account lockout in a real browser: a member turns two-step sign-in
 * on from Minha conta (QR code, key, a code computed here with RFC 6238, recovery codes shown
 * once), signs out, signs in with a fresh code, then with a recovery code, which works once;
 * and an account locked by wrong passwords is told until when, in the person's own time.
 */
import { expect, test, type Page } from '@playwright/test';
import { totpFromUri } from '../support/totp.ts';
import { createMember, axeViolations, signInThroughForm, watchCspViolations } from './support.ts';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).not.toHaveURL(/\/admin/);
}

test('turn on two-step sign-in, sign in with a computed code, and with a recovery code once', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const member = await createMember(request, baseURL!, 'editor', 'two-step');

  await signInThroughForm(page, member.email, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Minha conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Desativada');

  // A wrong password starts nothing.
  await page.getByLabel('Senha atual').fill('not my password');
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Não foi possível ativar' })).toContainText(
    'A senha não está correta.',
  );

  await page.getByLabel('Senha atual').fill(member.password);
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: /QR code da verificação em duas etapas/ })).toBeVisible();
  const uri = (await page.getByTestId('two-factor-uri').textContent())!.trim();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Bem%20Viver:/);
  expect((await page.getByTestId('two-factor-secret').textContent())!.replace(/ /g, '')).toBe(new URL(uri).searchParams.get('secret'));
  expect(await axeViolations(page)).toEqual([]);

  // A wrong code is refused, and nothing is turned on.
  await page.getByLabel('Código de 6 dígitos').fill(totpFromUri(uri, Date.now() - 10 * 60_000));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Código não aceito' })).toContainText('Esse código não está correto');

  await page.getByLabel('Código de 6 dígitos').fill(totpFromUri(uri));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByRole('heading', { name: 'Códigos de recuperação' })).toBeFocused();
  // Confirmed: it is on while the recovery codes show.
  await expect(page.getByTestId('two-factor-state')).toHaveText('Ativada');
  const codes = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Ativada');
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  await signOut(page);

  // The password alone is not enough: the code is asked for next.
  await signInThroughForm(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Código de verificação')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Código de verificação').fill(totpFromUri(uri));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signOut(page);

  // A recovery code instead of the app, once.
  await signInThroughForm(page, member.email, member.password);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signOut(page);

  await signInThroughForm(page, member.email, member.password);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Erro de Login' })).toContainText(
    'Esse código de recuperação não está correto ou já foi usado.',
  );
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('a locked account', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('is told until when it is locked, in the person’s own time', async ({ page, request, baseURL }) => {
    const member = await createMember(request, baseURL!, 'author', 'locked');
    // Four wrong passwords from elsewhere; the fifth, in the browser, locks the account.
    for (let i = 0; i < 4; i++) {
      const response = await request.post('/api/auth/sign-in/email', {
        headers: { Origin: baseURL! },
        data: { email: member.email, password: `wrong password ${i}` },
      });
      expect(response.status()).toBe(401);
    }
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in/email'));
    await signInThroughForm(page, member.email, 'wrong password 5');
    const body = (await (await answer).json()) as { error: { code: string; unlocks_at: string } };
    expect(body.error.code).toBe('account_locked');
    // São Paulo is UTC−3: the hour and minute are read from the instant moved by three hours. When the lock ends on
    // another day than today there (a run near midnight), the screen puts the day before the time.
    const unlocks = new Date(Date.parse(body.error.unlocks_at) - 3 * 3600_000);
    const today = new Date(Date.now() - 3 * 3600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const clock = `${two(unlocks.getUTCHours())}:${two(unlocks.getUTCMinutes())}`;
    const sameDay = unlocks.toISOString().slice(0, 10) === today.toISOString().slice(0, 10);
    const localTime = sameDay ? clock : `${two(unlocks.getUTCDate())}/${two(unlocks.getUTCMonth() + 1)}, ${clock}`;
    const notice = page.getByRole('alert').filter({ hasText: 'Conta bloqueada temporariamente' });
    await expect(notice).toContainText(`Você poderá entrar de novo a partir de ${localTime} (seu horário).`);

    // The right password is refused too while the lock lasts.
    await page.getByLabel('Senha').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Erro de Login' }).last()).toContainText('Esta conta foi bloqueada');
    await expect(page.getByRole('heading', { name: 'Login Admin' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
