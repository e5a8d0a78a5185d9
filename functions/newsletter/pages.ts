/**
 * The small pages a subscriber lands on from an e-mail (confirm, unsubscribe, preferences):
 * plain HTML in the subscriber's language, with forms that post back to the same address and
 * no script. A GET never changes anything: link scanners fetch every link of a message.
 */
import type { Locale } from '../lib/locale.ts';
import { escapeHtml, textsFor } from './texts.ts';

export interface PageButton {
  action: string;
  label: string;
  /** Hidden fields posted with the button. */
  fields?: Record<string, string>;
}

export interface PageContent {
  title: string;
  paragraphs?: string[];
  /** A list of rows, each with its own button (the preferences page). */
  rows?: { label: string; button?: PageButton }[];
  buttons?: PageButton[];
}

function form({ action, label, fields = {} }: PageButton): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit">${escapeHtml(label)}</button></form>`;
}

export function renderPage(locale: Locale, siteUrl: string, content: PageContent): string {
  const paragraphs = (content.paragraphs ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const rows = content.rows?.length
    ? `<ul>${content.rows.map((row) => `<li><span>${escapeHtml(row.label)}</span>${row.button ? form(row.button) : ''}</li>`).join('')}</ul>`
    : '';
  const buttons = (content.buttons ?? []).map(form).join('');
  return `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-BR' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(content.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}
h1{font-size:1.5rem}ul{list-style:none;padding:0}li{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e4e7eb}
form{margin:.5rem 0}button{font:inherit;padding:.5rem 1rem;border:1px solid #1f2933;border-radius:.375rem;background:#fff;cursor:pointer}
a{color:#0b5394}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(content.title)}</h1>
${paragraphs}${rows}${buttons}
<p><a href="${escapeHtml(siteUrl)}/${locale === 'pt' ? 'pt/' : ''}">${escapeHtml(new URL(siteUrl).host)}</a></p>
</main>
</body>
</html>`;
}

export function invalidLinkPage(locale: Locale, siteUrl: string): string {
  const t = textsFor(locale);
  return renderPage(locale, siteUrl, { title: t.invalidTitle, paragraphs: [t.invalidBody] });
}
