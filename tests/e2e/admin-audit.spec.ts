/**
 * The audit log screen in a real browser: an administrator sees what just happened (an
 * invitation, failed sign-ins), newest first; filters by action and by person; loads more
 * pages; an empty filter says so; an editor has no such screen.
 */
import { expect, test } from '@playwright/test';
import { createMember, E2E_ADMIN, axeViolations, signInThroughForm, watchCspViolations } from './support.ts';

test('shows who did what, newest first, filtered by action and person, a page at a time', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const violations = await watchCspViolations(page);
  const editor = await createMember(request, baseURL!, 'editor', 'audited');
  // More events than one page: redirects added and removed again (cheap requests that leave
  // nothing behind; each wrong password costs a production-cost hash), then an address without
  // an account guessed until it locks and is refused.
  const run = Date.now();
  const origin = { Origin: baseURL! };
  expect((await request.post('/api/auth/sign-in/email', { headers: origin, data: E2E_ADMIN })).ok()).toBe(true);
  for (let i = 0; i < 28; i++) {
    const created = await request.post('/api/admin/redirects', {
      headers: origin,
      data: { from_path: `/audited-${run}-${i}`, to_path: '/sobre' },
    });
    expect(created.status()).toBe(201);
    const { redirect } = (await created.json()) as { redirect: { id: string } };
    expect((await request.delete(`/api/admin/redirects/${redirect.id}`, { headers: origin })).ok()).toBe(true);
  }
  await request.post('/api/auth/sign-out', { headers: origin });
  const guess = (email: string, i: number) =>
    request.post('/api/auth/sign-in/email', { headers: origin, data: { email, password: `guess ${i}` } });
  for (let i = 0; i < 6; i++) await guess(`ghost-${run}@example.com`, i);

  // The first answer is held back a moment, to see the loading state (the real answer follows).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/admin/audit?*',
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Registro de auditoria' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de auditoria' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando registro...' })).toBeVisible();
  release();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows).toHaveCount(51); // the header and the first 50
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(51);

  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Pessoa convidada' });
  const invited = page.getByRole('row').filter({ hasText: editor.email });
  await expect(invited).toContainText('admin@example.com');
  await expect(invited).toContainText('Pessoa convidada');
  await expect(invited).toContainText(`${editor.email} → editor`);
  // On a desktop an e-mail address is never broken mid-word: each "Quem" cell is one line.
  const whoCells = page.locator('tbody tr td:nth-child(2)');
  const lines = await whoCells.evaluateAll((cells) =>
    cells.map((cell) => Math.round(cell.getBoundingClientRect().height / parseFloat(getComputedStyle(cell).lineHeight))),
  );
  expect(Math.max(...lines)).toBeLessThanOrEqual(2); // one line, plus the cell's padding
  expect(await whoCells.first().evaluate((cell) => getComputedStyle(cell).wordBreak)).not.toBe('break-all');
  const actions = await page.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-action')));
  expect(new Set(actions)).toEqual(new Set(['team.invited']));

  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Login recusado (conta bloqueada)' });
  await expect(page.locator('tbody tr').first()).toContainText('Endereço sem conta');

  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Convite aceito' });
  await page.getByLabel('Pessoa', { exact: true }).selectOption({ label: editor.email });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(`${editor.email} → editor`);

  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Webhook excluído' });
  await expect(page.getByRole('heading', { name: 'Nenhum evento' })).toBeVisible();
  await expect(page.getByText('Nenhum evento com esses filtros.')).toBeVisible();
  expect(violations).toEqual([]);
});

test('is not offered to an editor, and the server refuses it', async ({ page, request, baseURL }) => {
  const editor = await createMember(request, baseURL!, 'editor', 'no-audit');
  await signInThroughForm(page, editor.email, editor.password);
  const nav = page.getByRole('navigation', { name: 'Navegação do painel' });
  await expect(nav.getByRole('link', { name: 'Artigos' })).toBeVisible({ timeout: 20_000 });
  await expect(nav.getByRole('link', { name: 'Registro de auditoria' })).toHaveCount(0);
  // The header names the role as it is.
  await expect(page.getByText('Editor conectado')).toBeVisible();
  await expect(page.getByText('Admin conectado')).toHaveCount(0);
  // Typed by address, an administrator's screen says so, without its forms.
  for (const screen of ['/admin/equipe', '/admin/auditoria']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso Negado' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole('link', { name: 'Ir para o Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const response = await page.request.get('/api/admin/audit');
  expect(response.status()).toBe(403);
});
