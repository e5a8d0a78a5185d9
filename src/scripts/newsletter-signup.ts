/**
 * The newsletter sign-up forms (components/layout/newsletter-signup.astro): posted as JSON to
 * /api/newsletter/subscribe with the page's language, the answer shown in the form's status
 * line. The texts come from the form's data attributes, written in the page's language.
 */
import { apiUrl } from '../lib/api-base.ts';
import { requestJson } from '../lib/http/request-json.ts';

function setStatus(form: HTMLFormElement, text: string, failed: boolean): void {
  const status = form.querySelector<HTMLElement>('[data-newsletter-status]');
  if (!status) return;
  status.textContent = text;
  status.dataset.state = failed ? 'error' : 'ok';
}

async function submit(form: HTMLFormElement): Promise<void> {
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
  const locale = form.dataset.locale === 'pt' ? 'pt' : 'en';
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const outcome = await requestJson(apiUrl('/api/newsletter/subscribe'), {
      method: 'POST',
      json: { email, locale },
      headers: { 'Accept-Language': locale },
      timeoutMs: 15_000,
    });
    if (outcome.kind === 'success') {
      form.reset();
      setStatus(form, form.dataset.sent ?? '', false);
    } else if (outcome.kind === 'failure') {
      setStatus(form, outcome.error.issues[0]?.message ?? outcome.error.message ?? form.dataset.failed ?? '', true);
    } else {
      setStatus(form, form.dataset.failed ?? '', true);
    }
  } finally {
    if (button) button.disabled = false;
  }
}

export function setUpNewsletterForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter-form]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(form);
    });
  }
}
