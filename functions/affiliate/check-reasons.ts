/**
 * A link check's reason in the reader's language. check-url.ts stores the reason in English
 * (the server's log language, and what rows checked before this module hold); the broken-links
 * answer gives it in the request's language. A reason this module does not know (a system
 * error's own text) is given as it is.
 */
import { FIELD_MESSAGES } from '../../src/lib/contracts/field-messages.ts';
import type { Locale } from '../lib/locale.ts';

type Translate = (...values: string[]) => string;

/** Network errors a shop's server can cause, by the code in Node's message. */
const NETWORK_PT: Record<string, string> = {
  ECONNREFUSED: 'a conexão foi recusada',
  ECONNRESET: 'a conexão foi interrompida',
  EHOSTUNREACH: 'o servidor está inalcançável',
  ENETUNREACH: 'a rede do servidor está inalcançável',
  ETIMEDOUT: 'a conexão esgotou o tempo',
  CERT_HAS_EXPIRED: 'o certificado HTTPS do site expirou',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'o certificado HTTPS do site é autoassinado',
  ERR_TLS_CERT_ALTNAME_INVALID: 'o certificado HTTPS é de outro nome',
};

/** The address guard's refusals (functions/webhooks/safe-target.ts), read back from their English text. */
const TARGET_KEYS = [
  'target_not_http',
  'target_private_address',
  'target_local_name',
  'target_resolves_private',
  'target_not_url',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PT_REASONS: Array<[RegExp, Translate]> = [
  [/^no answer within (.+) s$/, (seconds) => `sem resposta em ${seconds} s`],
  [/^the name does not resolve \((\w+)\)$/, (code) => `o nome do site não existe no DNS (${code})`],
  [/^HTTP (\d+)$/, (status) => `a loja respondeu HTTP ${status}`],
  [/^redirect loop at (.+)$/, (url) => `redirecionamento em ciclo em ${url}`],
  [/^more than (\d+) redirects$/, (count) => `mais de ${count} redirecionamentos`],
  [/^unreadable redirect to (.+)$/, (location) => `redirecionamento ilegível para ${location}`],
  ...TARGET_KEYS.map((key): [RegExp, Translate] => {
    const { en, pt } = FIELD_MESSAGES[key];
    const pattern = new RegExp(`^${escapeRegExp(en).replace(/\\\{\d\\\}/g, '(.+?)')}$`);
    return [pattern, (...values) => values.reduce<string>((text, value, index) => text.replaceAll(`{${index}}`, value), pt)];
  }),
];

export function checkReasonText(reason: string | null, locale: Locale): string | null {
  if (reason === null || locale === 'en') return reason;
  for (const [pattern, translate] of PT_REASONS) {
    const match = pattern.exec(reason);
    if (match) return translate(...match.slice(1));
  }
  const code = /\b([A-Z][A-Z_]{3,})\b/.exec(reason)?.[1];
  return code && NETWORK_PT[code] ? `${NETWORK_PT[code]} (${code})` : reason;
}
