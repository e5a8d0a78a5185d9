/** A newsletter issue rendered once per send, each message with its own subscriber's links (functions/newsletter/issue-mail.ts). */
import { describe, expect, it } from 'vitest';
import { issueMail, issueTemplate, type IssueContent } from '../../functions/newsletter/issue-mail.ts';

const content: IssueContent = {
  subject: 'Pão & café <grátis>',
  description: 'Um "resumo" curto.',
  imageUrl: null,
  articleUrl: 'https://site.example/api/newsletter/c/abc',
  affiliateDisclosure: 'Loja: recebemos uma comissão.',
  siteUrl: 'https://site.example',
  siteName: 'Bem Viver',
  locale: 'pt',
  newsletterId: 'pt',
  unsubscribeMailto: 'news@site.example',
};

const linksOf = (who: string) => ({
  unsubscribe: `https://site.example/api/newsletter/unsubscribe?token=${who}.1&x=<y>`,
  preferences: `https://site.example/api/newsletter/preferences?token=${who}.2`,
});

describe('newsletter issue', () => {
  it('fills each subscriber’s links into both parts and the headers, escaped in the HTML, with nothing of the template left', () => {
    const message = issueTemplate(content);
    const ana = message('ana@example.com', linksOf('ana'));
    const bia = message('bia@example.com', linksOf('bia'));
    expect(ana.to).toBe('ana@example.com');
    expect(ana.text).toContain('Cancelar a inscrição: https://site.example/api/newsletter/unsubscribe?token=ana.1&x=<y>');
    expect(ana.text).toContain('Gerenciar as suas inscrições: https://site.example/api/newsletter/preferences?token=ana.2');
    expect(ana.html).toContain('href="https://site.example/api/newsletter/unsubscribe?token=ana.1&amp;x=&lt;y&gt;"');
    expect(ana.html).toContain('href="https://site.example/api/newsletter/preferences?token=ana.2"');
    expect(ana.headers?.['List-Unsubscribe']).toContain('<https://site.example/api/newsletter/unsubscribe?token=ana.1&x=<y>>');
    expect(bia.text).toContain('token=bia.1');
    expect(bia.text).not.toContain('token=ana');
    expect(`${ana.text}${ana.html}`).not.toContain('\u0000');
    expect(ana.html).toContain('Pão &amp; café &lt;grátis&gt;');
    expect(ana.html).toContain('Loja: recebemos uma comissão.');
    // The same message as rendering it whole for that subscriber.
    expect(issueMail(content, 'ana@example.com', linksOf('ana'))).toEqual(ana);
  });

  it('shows no disclosure when there is none', () => {
    const message = issueMail({ ...content, affiliateDisclosure: null }, 'ana@example.com', linksOf('ana'));
    expect(message.text).not.toContain('comissão');
    expect(message.html).not.toContain('comissão');
  });
});
