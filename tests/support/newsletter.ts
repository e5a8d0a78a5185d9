/** Newsletter test helpers: sign-ups through the API, and the links of received messages. */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ReceivedMail } from './smtp-server.ts';
import { fromAddress, type TestContext } from './test-app.ts';

let visitor = 0;

export function subscribe(ctx: TestContext, body: unknown, headers: Record<string, string> = {}) {
  visitor++;
  return ctx.app.request(
    '/api/newsletter/subscribe',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromAddress(`203.0.113.${visitor % 250}`),
  );
}

export async function parseMail(mail: ReceivedMail): Promise<ParsedMail> {
  return simpleParser(mail.raw);
}

/** The messages received for `address`, parsed, oldest first. */
export async function mailsTo(received: ReceivedMail[], address: string): Promise<ParsedMail[]> {
  return Promise.all(received.filter((mail) => mail.to.includes(address)).map(parseMail));
}

/** The path and query of the first link in the text part that goes to `page`. */
export function linkTo(mail: ParsedMail, page: string): string {
  const match = new RegExp(`https?://[^\\s>"]+/api/newsletter/${page}\\?token=[^\\s>"]+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

export function postForm(ctx: TestContext, path: string, body: string) {
  return ctx.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
}

/** A reader who already confirmed: subscribed and active in each of `newsletters`. */
export async function activeSubscriber(ctx: TestContext, email: string, locale: 'en' | 'pt', newsletters: string[] = [locale]) {
  const { id } = await ctx.handle.db
    .insertInto('newsletter_subscribers')
    .values({ email, locale })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const newsletter of newsletters) {
    await ctx.handle.db
      .insertInto('newsletter_subscriptions')
      .values({ subscriber_id: id, newsletter_id: newsletter, status: 'active', consent: 'confirmed' })
      .execute();
  }
  return id;
}
