/**
 * The newsletter sign-up forms of the public pages: the page's own script posts them as JSON
 * in the page's language and shows the server's answer in place. This server has no SMTP_URL,
 * so it answers 503 newsletter_unavailable; the whole sign-up path is in the API tests
 * (tests/api/newsletter-subscriptions.test.ts, newsletter-send.test.ts).
 */
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ARTICLE, watchCspViolations } from './support.ts';

test('the home page form posts in Portuguese and shows the answer in Portuguese', async ({ page }) => {
  const csp = await watchCspViolations(page);
  await page.goto('/pt/');
  const before = page.url();
  const form = page.locator('form[data-newsletter-form]').filter({ has: page.locator('#newsletter-home-email') });
  await form.getByLabel('Seu e-mail').fill('leitora@example.com');
  const request = page.waitForRequest('**/api/newsletter/subscribe');
  await form.getByRole('button', { name: 'Inscrever-se' }).click();
  expect((await request).postDataJSON()).toEqual({ email: 'leitora@example.com', locale: 'pt' });
  await expect(form.getByRole('status')).toHaveText('A newsletter ainda não pode enviar e-mails neste site.');
  expect(page.url()).toBe(before);
  expect(csp).toEqual([]);
});

test('an article has a form under it and one in the footer, in English', async ({ page }) => {
  await page.goto(`/artigos/${ARTICLE}`);
  await expect(page.locator('#newsletter-article-email')).toBeVisible();
  const footer = page.locator('footer form[data-newsletter-form]');
  await footer.getByLabel('Your e-mail').fill('reader@example.com');
  const request = page.waitForRequest('**/api/newsletter/subscribe');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect((await request).postDataJSON()).toEqual({ email: 'reader@example.com', locale: 'en' });
  await expect(footer.getByRole('status')).toHaveText('The newsletter cannot send e-mail on this site yet.');
  // The forms themselves (the rest of the page is checked by accessibility.spec.ts).
  const results = await new AxeBuilder({ page })
    .include('form[data-newsletter-form]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});
