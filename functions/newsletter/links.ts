/** The addresses of the newsletter's pages, with their signed tokens (tokens.ts). */
import type { MailMessage } from '../mail/mailer.ts';
import type { NewsletterTokens } from './tokens.ts';

export const NEWSLETTER_PATH = '/api/newsletter';

export function newsletterUrl(siteUrl: string, page: 'confirm' | 'unsubscribe' | 'preferences', token: string): string {
  return `${siteUrl}${NEWSLETTER_PATH}/${page}?token=${encodeURIComponent(token)}`;
}

export interface SubscriberLinks {
  unsubscribe: string;
  preferences: string;
}

export async function subscriberLinks(
  tokens: NewsletterTokens,
  siteUrl: string,
  subscriberId: string,
  newsletterId: string,
): Promise<SubscriberLinks> {
  return {
    unsubscribe: newsletterUrl(siteUrl, 'unsubscribe', await tokens.sign({ subscriberId, newsletterId, purpose: 'unsubscribe' })),
    preferences: newsletterUrl(siteUrl, 'preferences', await tokens.sign({ subscriberId, newsletterId: '*', purpose: 'manage' })),
  };
}

/**
 * RFC 2369 / RFC 8058 headers of every newsletter message: the https one-click address and a
 * mailto (the address people can write to; only the https one is acted on automatically).
 * The mailer signs both with DKIM (docs/decisions/044).
 */
export function unsubscribeHeaders(links: SubscriberLinks, mailto: string, listId: string): NonNullable<MailMessage['headers']> {
  return {
    'List-Unsubscribe': `<${links.unsubscribe}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `<${listId}>`,
  };
}
