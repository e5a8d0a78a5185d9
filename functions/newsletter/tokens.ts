/**
 * The newsletter's links carry signed tokens, never stored: HMAC-SHA256 over (subscriber id,
 * newsletter, purpose, expiry) with NEWSLETTER_SECRET, or, without it, a key derived from the
 * site's own secret in app_meta (the one better-auth signs sessions with), so that every
 * instance signs alike and nothing needs configuring. A token that was changed, belongs to
 * another purpose or has expired verifies as null.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { authSecret } from '../auth/auth.ts';
import type { Database } from '../db/schema.ts';

export type TokenPurpose = 'confirm' | 'unsubscribe' | 'manage';

export interface TokenClaims {
  subscriberId: string;
  /** A newsletter id, or `*` for the preferences page (every newsletter of the subscriber). */
  newsletterId: string;
  purpose: TokenPurpose;
  /** Seconds since the epoch. */
  expires: number;
}

const DAY = 86_400;
/** A confirmation link lives as long as the pending subscription (forgotten after 7 days); the others as long as a mailbox keeps old issues. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = { confirm: 7 * DAY, unsubscribe: 400 * DAY, manage: 400 * DAY };

const PART = /^[a-z0-9*-]+$/i;

export interface NewsletterTokens {
  sign(claims: Omit<TokenClaims, 'expires'>, expires?: number): Promise<string>;
  verify(token: string, purpose: TokenPurpose): Promise<TokenClaims | null>;
}

export function createNewsletterTokens(db: Kysely<Database>, configured: string | undefined): NewsletterTokens {
  let key: Promise<Buffer> | null = null;
  const keyOf = () =>
    (key ??= configured
      ? Promise.resolve(Buffer.from(configured))
      : authSecret(db).then((secret) => createHmac('sha256', secret).update('newsletter-tokens').digest()));
  const mac = async (payload: string) =>
    createHmac('sha256', await keyOf())
      .update(payload)
      .digest('base64url');
  return {
    async sign({ subscriberId, newsletterId, purpose }, expires = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS[purpose]) {
      const payload = [subscriberId, newsletterId, purpose, String(expires)].join('.');
      return `${payload}.${await mac(payload)}`;
    },
    async verify(token, purpose) {
      const parts = token.split('.');
      if (parts.length !== 5) return null;
      const [subscriberId = '', newsletterId = '', tokenPurpose = '', expiresText = '', signature = ''] = parts;
      if (![subscriberId, newsletterId, tokenPurpose].every((part) => PART.test(part)) || !/^\d{1,12}$/.test(expiresText)) return null;
      const expected = Buffer.from(await mac(parts.slice(0, 4).join('.')));
      const actual = Buffer.from(signature);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      if (tokenPurpose !== purpose) return null;
      const expires = Number(expiresText);
      if (expires * 1000 < Date.now()) return null;
      return { subscriberId, newsletterId, purpose, expires };
    },
  };
}
