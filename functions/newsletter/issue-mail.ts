/**
 * A newsletter issue: the article's title, meta description and featured image, a tracked
 * link to it (through this site, no third-party pixel), the affiliate disclosure when it has
 * affiliate products, the site's address and a visible unsubscribe link; HTML and text parts,
 * with the RFC 8058 headers (links.ts).
 */
import type { Locale } from '../lib/locale.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { unsubscribeHeaders, type SubscriberLinks } from './links.ts';
import { escapeHtml, textsFor } from './texts.ts';

export interface IssueContent {
  subject: string;
  description: string;
  imageUrl: string | null;
  /** The tracked link (/api/newsletter/c/<send>). */
  articleUrl: string;
  hasAffiliateProducts: boolean;
  siteUrl: string;
  /** The site's name in the newsletter's language (Configurações). */
  siteName: string;
  locale: Locale;
  /** For List-Id: `<newsletter>.newsletter.<host>`. */
  newsletterId: string;
  unsubscribeMailto: string;
  /** A test send says so in its subject. */
  test?: boolean;
}

/** An absolute address for the featured image (uploads are stored as /media/… paths). */
export function absoluteUrl(siteUrl: string, url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${siteUrl}${url}` : null;
}

export function issueMail(content: IssueContent, to: string, links: SubscriberLinks): MailMessage {
  const t = textsFor(content.locale);
  const host = new URL(content.siteUrl).host;
  const subject = `${content.test ? t.testPrefix : ''}${content.subject}`;
  const text = [
    content.subject,
    '',
    content.description,
    '',
    `${t.readArticle}: ${content.articleUrl}`,
    ...(content.hasAffiliateProducts ? ['', t.affiliate] : []),
    '',
    '--',
    t.footerWhy(`${content.siteName} (${content.siteUrl})`),
    `${t.footerUnsubscribe}: ${links.unsubscribe}`,
    `${t.footerPreferences}: ${links.preferences}`,
  ].join('\n');
  const image = content.imageUrl
    ? `<p><a href="${escapeHtml(content.articleUrl)}"><img src="${escapeHtml(content.imageUrl)}" alt="" width="600" style="max-width:100%;height:auto;border:0"></a></p>`
    : '';
  const html = `<!doctype html><html lang="${content.locale === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
${image}
<h1 style="font-size:24px"><a href="${escapeHtml(content.articleUrl)}" style="color:#1f2933;text-decoration:none">${escapeHtml(content.subject)}</a></h1>
<p>${escapeHtml(content.description)}</p>
<p><a href="${escapeHtml(content.articleUrl)}" style="color:#0b5394">${escapeHtml(t.readArticle)}</a></p>
${content.hasAffiliateProducts ? `<p style="color:#52606d;font-size:14px">${escapeHtml(t.affiliate)}</p>` : ''}
<hr style="border:0;border-top:1px solid #e4e7eb">
<p style="color:#52606d;font-size:13px">${escapeHtml(t.footerWhy(`${content.siteName} (${host})`))} <a href="${escapeHtml(content.siteUrl)}">${escapeHtml(content.siteUrl)}</a><br>
<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.footerUnsubscribe)}</a> · <a href="${escapeHtml(links.preferences)}">${escapeHtml(t.footerPreferences)}</a></p>
</body></html>`;
  return {
    to,
    subject,
    text,
    html,
    headers: unsubscribeHeaders(links, content.unsubscribeMailto, `${content.newsletterId}.newsletter.${host}`),
  };
}
