/**
 * A DKIM key pair for tests, and a verifier that serves its public key itself: mailauth (an
 * independent implementation) checks signatures with a DNS resolver that answers only the
 * selector's TXT record and the domain's DMARC record.
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';

export function dkimKeys(domain = 'example.com', selector = 'mail2026') {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  const records: Record<string, string> = {
    [`${selector}._domainkey.${domain}`]: `v=DKIM1; k=rsa; p=${publicKey}`,
    [`_dmarc.${domain}`]: 'v=DMARC1; p=reject',
  };
  return {
    domain,
    selector,
    privatePem,
    /** The verdict on each DKIM-Signature of a raw message, as a receiving server would reach it. */
    async verify(raw: string) {
      const result = await dkimVerify(raw, {
        resolver: async (name: string, type: string) => {
          const record = type === 'TXT' ? records[name.toLowerCase()] : undefined;
          if (record === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
          return [[record]];
        },
      });
      return result.results;
    },
  };
}
