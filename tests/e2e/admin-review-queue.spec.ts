/**
 * The review queue in a real browser (issue 12): an author submits a draft; the
 * administrator finds it from the dashboard's count in the "Aguardando revisão" filter and
 * sends it back with a note; the author opens the article and reads the note.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

const ADMIN = { email: 'admin@example.com', password: 'admin-test-password' };

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const baseURL = String(test.info().project.use.baseURL);
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  return context.newPage();
}

test('an author submits a draft; an editor finds it in the queue and sends it back with a note the author reads', async ({ browser }) => {
  test.setTimeout(90_000);
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const admin = await signedIn(browser, ADMIN.email, ADMIN.password);

  // An author joins by invitation (the invite flow itself is tested in admin-team.spec.ts).
  const email = `queue-author-${Date.now()}@example.com`;
  const invited = await admin.request.post('/api/admin/team/invitations', { headers: { Origin: origin }, data: { email, role: 'author' } });
  expect(invited.status()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split('#')[1]!;
  const accepted = await admin.request.post(`/api/auth/invitations/${token}`, {
    headers: { Origin: origin },
    data: { name: 'Queue Author', password: 'a strong password 42' },
  });
  expect(accepted.status()).toBe(201);
  const author = await signedIn(browser, email, 'a strong password 42');

  const created = await author.request.post('/api/admin/articles', {
    headers: { Origin: origin },
    data: {
      titulo: 'Breathing at the desk',
      categoria: 'saude',
      meta_descricao: 'Three breaths that reset a long afternoon.',
      conteudo_html: '<p>Breathe in for four counts.</p>',
      status: 'rascunho',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { article: { id: string } }).article.id;

  await author.goto(`/admin/editar-artigo/${id}`);
  await author.getByRole('button', { name: 'Enviar para revisão' }).click();
  await expect(author.locator('[data-sonner-toast]').filter({ hasText: 'Enviado para revisão' })).toBeVisible();
  await expect(author.getByRole('region', { name: 'Revisão' })).toContainText('Um editor vai publicá-lo ou devolvê-lo');

  await admin.goto('/admin');
  await admin.getByRole('link', { name: /artigos? na fila$/ }).click();
  await expect(admin.getByLabel('Status')).toHaveValue('revisao');
  const card = admin.getByRole('listitem').filter({ hasText: 'Breathing at the desk' });
  await expect(card.getByText('Aguardando revisão')).toBeVisible();
  await card.getByRole('link', { name: 'Editar “Breathing at the desk”' }).click();

  const review = admin.getByRole('region', { name: 'Revisão' });
  await review.getByRole('button', { name: 'Devolver ao autor' }).click();
  await expect(review.getByText('Escreva uma nota dizendo ao autor o que mudar.')).toBeVisible();
  await review.getByRole('textbox', { name: 'Nota para o autor' }).fill('Cite a source for the four counts.');
  await review.getByRole('button', { name: 'Devolver ao autor' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Artigo devolvido ao autor' })).toBeVisible();

  await author.reload();
  const returned = author.getByRole('region', { name: 'Revisão' });
  await expect(returned.getByRole('status')).toContainText('Devolvido por um editor em');
  await expect(returned.getByRole('status')).toContainText('Cite a source for the four counts.');
  await author.goto('/admin/artigos');
  await expect(author.getByRole('listitem').filter({ hasText: 'Breathing at the desk' }).getByText('Devolvido ao autor')).toBeVisible();

  await admin.context().close();
  await author.context().close();
});
