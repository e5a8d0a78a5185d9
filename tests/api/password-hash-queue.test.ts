/**
 * Security probe 2, finding 2: password hashes are capped server-wide (PASSWORD_HASH_CONCURRENCY)
 * with a bounded queue (PASSWORD_HASH_QUEUE); a sign-in that finds the queue full is answered
 * 503 with Retry-After at once, in the visitor's language, and leaves nothing behind (no
 * failed-password count, no audit row). Here one hash at a time and one waiting: of ten wrong
 * sign-ins at once, from ten addresses, the ones beyond those two are refused. The page-speed
 * side of the finding is measured by `BENCH=signin npm run bench`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, fromAddress, json, signIn, TEST_ORIGIN, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' } });
});
afterAll(() => ctx.close());

const attempt = (email: string, address: string, password = 'not-the-password', locale = 'pt-BR') =>
  ctx.app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'Accept-Language': locale },
      body: JSON.stringify({ email, password }),
    },
    fromAddress(address),
  );

describe('the password hash queue', () => {
  it('refuses sign-ins beyond the running and waiting hashes with 503 and Retry-After, storing nothing for them', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `nobody-${i}@example.com`);
    const answers = await Promise.all(emails.map((email, i) => attempt(email, `198.51.100.${i + 1}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 401 || status === 503),
      statuses.join(','),
    ).toBe(true);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length, statuses.join(',')).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 401).length, statuses.join(',')).toBeGreaterThanOrEqual(2);
    for (const answer of busy) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await json(answer)).error).toEqual({
        code: 'password_checks_busy',
        message: 'Muitos logins estão sendo verificados agora. Tente novamente em alguns segundos.',
      });
    }

    const checked = emails.filter((_, i) => statuses[i] === 401).sort();
    const counted = await ctx.handle.db.selectFrom('sign_in_lockouts').select('email').orderBy('email').execute();
    expect(counted.map((row) => row.email)).toEqual(checked);
    const audited = await ctx.handle.db.selectFrom('audit_log').select('action').where('action', '=', 'sign_in.failed').execute();
    expect(audited).toHaveLength(checked.length);
  });

  it('answers in English too, and lets sign-ins through again once the queue has room', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt(`someone-${i}@example.com`, `198.51.100.${i + 50}`, 'not-the-password', 'en')),
    );
    const busy = answers.find((answer) => answer.status === 503);
    expect(busy, answers.map((answer) => answer.status).join(',')).toBeDefined();
    expect((await json(busy!)).error.message).toBe('Too many sign-ins are being checked right now. Try again in a few seconds.');
    // Every hash of those has finished: a right password signs in.
    const member = await signIn(ctx, { role: 'editor', email: 'after-the-flood@example.com' });
    expect((await ctx.app.request('/api/admin/me', { headers: member.headers })).status).toBe(200);
  });
});
