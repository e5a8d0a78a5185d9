/**
 * What building one newsletter message costs on the thread that sends it, without SMTP:
 * the subscriber's two signed links, the message from the rendered issue, nodemailer's MIME
 * build, and the DKIM signature (docs/decisions/087). CPU time of this thread per message.
 * Run: `npx tsx scripts/bench/newsletter-compose-cost.ts`.
 */
import { generateKeyPairSync } from 'node:crypto';
import nodemailer from 'nodemailer';
import { issueTemplate } from '../../functions/newsletter/issue-mail.ts';
import { subscriberLinks } from '../../functions/newsletter/links.ts';
import { createNewsletterTokens } from '../../functions/newsletter/tokens.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../functions/db/schema.ts';

const N = Number(process.env.N ?? 3000);
const tokens = createNewsletterTokens(null as unknown as Kysely<Database>, 'a-secret-of-some-length-for-the-bench');
const message = issueTemplate({
  subject: 'An issue for everyone',
  description: 'The newsletter benchmark’s article.',
  imageUrl: 'https://bench.example/media/a.jpg',
  articleUrl: 'https://bench.example/api/newsletter/c/00000000-0000-0000-0000-000000000000',
  affiliateDisclosure: null,
  siteUrl: 'https://bench.example',
  siteName: 'Bench',
  locale: 'en',
  newsletterId: 'en',
  unsubscribeMailto: 'news@example.com',
});
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dkim = { domainName: 'example.com', keySelector: 'sel', privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString() };
const plain = nodemailer.createTransport({ streamTransport: true, buffer: true });
const signed = nodemailer.createTransport({ streamTransport: true, buffer: true, dkim });

const cpu = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
async function measure(name: string, step: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await step(i);
  const start = cpu();
  const wall = performance.now();
  for (let i = 0; i < N; i++) await step(i);
  console.log(
    `${name.padEnd(40)} ${((cpu() - start) / N).toFixed(3)} ms CPU, ${((performance.now() - wall) / N).toFixed(3)} ms wall per message`,
  );
}
const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
await measure('links (2 HMAC tokens)', (i) => subscriberLinks(tokens, 'https://bench.example', id(i), 'en'));
const links = await subscriberLinks(tokens, 'https://bench.example', id(1), 'en');
await measure('message from the rendered issue', async (i) => message(`reader${i}@example.com`, links));
await measure('MIME build (nodemailer)', async (i) =>
  plain.sendMail({ from: 'news@example.com', ...message(`reader${i}@example.com`, links) }),
);
await measure('MIME build + DKIM (RSA 2048)', async (i) =>
  signed.sendMail({ from: 'news@example.com', ...message(`reader${i}@example.com`, links) }),
);
