/**
 * A newsletter issue: the article's title, meta description and featured image, a tracked
 * link to it (through this site, no third-party pixel), the affiliate disclosure when it has
 * affiliate products, the site's address and a visible unsubscribe link; HTML and text parts,
 * with the RFC 8058 headers (links.ts).
 *
 * A send renders the issue once (`issueTemplate`) and only puts each subscriber's own links
 * into it: the message is the same for every subscriber but for those two addresses, and
 * rendering it per subscriber was work (and garbage) per message for nothing.
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
  /** The text shown under the link when the article has affiliate products (issueDisclosure); null: none. */
  affiliateDisclosure: string | null;
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

/**
 * A text with holes for the subscriber's links: its fixed pieces and, between each two, which
 * link goes there (already escaped for HTML in the HTML part).
 */
interface Holes {
  pieces: string[];
  slots: Array<(links: SubscriberLinks) => string>;
}

/** Splits `text` at the markers; a marker that does not occur leaves no hole. */
function holes(text: string, markers: Record<string, (links: SubscriberLinks) => string>): Holes {
  const names = Object.keys(markers);
  const pattern = new RegExp(names.map((name) => name.replace(/[^\w]/g, '\\$&')).join('|'), 'g');
  const pieces: string[] = [];
  const slots: Holes['slots'] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    pieces.push(text.slice(from, match.index));
    slots.push(markers[match[0]]!);
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  return { pieces, slots };
}

function fill({ pieces, slots }: Holes, links: SubscriberLinks): string {
  let text = pieces[0]!;
  for (let i = 0; i < slots.length; i++) text += slots[i]!(links) + pieces[i + 1]!;
  return text;
}

// Markers no rendered text can contain (escapeHtml and the texts never produce a NUL).
const UNSUBSCRIBE = '\u0000unsubscribe\u0000';
const PREFERENCES = '\u0000preferences\u0000';

/** Renders the issue once; the function it returns makes one subscriber's message of it. */
export function issueTemplate(content: IssueContent): (to: string, links: SubscriberLinks) => MailMessage {
  const t = textsFor(content.locale);
  const host = new URL(content.siteUrl).host;
  const subject = `${content.test ? t.testPrefix : ''}${content.subject}`;
  const disclosure = content.affiliateDisclosure;
  const text = holes(
    [
      content.subject,
      '',
      content.description,
      '',
      `${t.readArticle}: ${content.articleUrl}`,
      ...(disclosure ? ['', disclosure] : []),
      '',
      '--',
      t.footerWhy(`${content.siteName} (${content.siteUrl})`),
      `${t.footerUnsubscribe}: ${UNSUBSCRIBE}`,
      `${t.footerPreferences}: ${PREFERENCES}`,
    ].join('\n'),
    { [UNSUBSCRIBE]: (links) => links.unsubscribe, [PREFERENCES]: (links) => links.preferences },
  );
  const image = content.imageUrl
    ? `<p><a href="${escapeHtml(content.articleUrl)}"><img src="${escapeHtml(content.imageUrl)}" alt="" width="600" style="max-width:100%;height:auto;border:0"></a></p>`
    : '';
  const html = holes(
    `<!doctype html><html lang="${content.locale === 'pt' ? 'pt-BR' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;max-width:600px;margin:0 auto;padding:16px">
${image}
<h1 style="font-size:24px"><a href="${escapeHtml(content.articleUrl)}" style="color:#1f2933;text-decoration:none">${escapeHtml(content.subject)}</a></h1>
<p>${escapeHtml(content.description)}</p>
<p><a href="${escapeHtml(content.articleUrl)}" style="color:#0b5394">${escapeHtml(t.readArticle)}</a></p>
${disclosure ? `<p style="color:#52606d;font-size:14px">${escapeHtml(disclosure)}</p>` : ''}
<hr style="border:0;border-top:1px solid #e4e7eb">
<p style="color:#52606d;font-size:13px">${escapeHtml(t.footerWhy(`${content.siteName} (${host})`))} <a href="${escapeHtml(content.siteUrl)}">${escapeHtml(content.siteUrl)}</a><br>
<a href="${UNSUBSCRIBE}">${escapeHtml(t.footerUnsubscribe)}</a> · <a href="${PREFERENCES}">${escapeHtml(t.footerPreferences)}</a></p>
</body></html>`,
    { [UNSUBSCRIBE]: (links) => escapeHtml(links.unsubscribe), [PREFERENCES]: (links) => escapeHtml(links.preferences) },
  );
  const listId = `${content.newsletterId}.newsletter.${host}`;
  return (to, links) => ({
    to,
    subject,
    text: fill(text, links),
    html: fill(html, links),
    headers: unsubscribeHeaders(links, content.unsubscribeMailto, listId),
  });
}

export function issueMail(content: IssueContent, to: string, links: SubscriberLinks): MailMessage {
  return issueTemplate(content)(to, links);
}
