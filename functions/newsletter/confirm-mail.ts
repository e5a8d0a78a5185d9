/** The double opt-in message: one link, in the subscriber's language, nothing else. */
import type { Locale } from '../lib/locale.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml, textsFor } from './texts.ts';

export function confirmationMail(options: {
  to: string;
  locale: Locale;
  newsletterName: string;
  confirmUrl: string;
  siteUrl: string;
  /** The site's name in the subscriber's language (Configurações). */
  siteName: string;
}): MailMessage {
  const t = textsFor(options.locale);
  const host = new URL(options.siteUrl).host;
  const text = [
    t.confirmIntro(options.newsletterName),
    '',
    `${t.confirmAction}: ${options.confirmUrl}`,
    '',
    t.confirmIgnore,
    '',
    `${options.siteName} · ${options.siteUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${options.locale === 'pt' ? 'pt-BR' : 'en'}"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(t.confirmIntro(options.newsletterName))}</p>
<p><a href="${escapeHtml(options.confirmUrl)}">${escapeHtml(t.confirmAction)}</a></p>
<p style="color:#52606d">${escapeHtml(t.confirmIgnore)}</p>
<p style="color:#52606d">${escapeHtml(options.siteName)} · <a href="${escapeHtml(options.siteUrl)}">${escapeHtml(host)}</a></p>
</body></html>`;
  return { to: options.to, subject: `${t.confirmSubject}: ${options.newsletterName} (${options.siteName})`, text, html };
}
