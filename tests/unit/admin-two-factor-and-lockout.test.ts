import { describe, expect, it } from 'vitest';
import { secretOf } from '../../src/admin/features/account/lib/otpauth.ts';
import { formatUnlockTime } from '../../src/admin/features/auth/lib/unlock-time.ts';
import { errorFromResponse } from '../../src/admin/lib/api-client.ts';

describe('the unlock time of a locked account', () => {
  it('is shown in the person’s own time zone, with the day only when it is not today', () => {
    const now = new Date('2026-11-24T16:50:00Z');
    expect(formatUnlockTime('2026-11-24T17:05:00Z', now, 'America/Sao_Paulo')).toBe('14:05');
    expect(formatUnlockTime('2026-11-24T17:05:00Z', now, 'Europe/Lisbon')).toBe('17:05');
    expect(formatUnlockTime('2026-11-25T03:05:00Z', now, 'America/Sao_Paulo')).toBe('25/11, 00:05');
    expect(formatUnlockTime('not a date', now)).toBe('');
  });

  it('travels from the server’s 429 account_locked to the error the form reads', () => {
    const error = errorFromResponse(429, {
      error: { code: 'account_locked', message: 'Esta conta foi bloqueada…', unlocks_at: '2026-11-24T17:05:00.000Z' },
    });
    expect(error.code).toBe('account_locked');
    expect(error.unlocksAt).toBe('2026-11-24T17:05:00.000Z');
    expect(errorFromResponse(429, { error: { code: 'rate_limited', message: 'x' } }).unlocksAt).toBeUndefined();
  });
});

describe('the key of an otpauth URI', () => {
  it('is the base32 secret in groups of four, for typing into an authenticator', () => {
    expect(secretOf('otpauth://totp/Bem%20Viver:a%40b.c?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Bem+Viver')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    // As the server answers it since security probe 2 (RFC 3986 percent-encoding in the query).
    expect(secretOf('otpauth://totp/Bem%20Viver:a%40b.c?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Bem%20Viver&digits=6')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    expect(secretOf('not a uri')).toBe('');
  });
});

describe('the audit log’s words', () => {
  it('names every action the server records, and a sign-in’s method in words', async () => {
    const { AUDIT_ACTIONS } = await import('../../src/lib/contracts/audit.ts');
    const { actionLabel, summaryText } = await import('../../src/admin/features/audit/strings.ts');
    for (const action of AUDIT_ACTIONS) expect(actionLabel(action), action).not.toBe(action);
    expect(actionLabel('something.new')).toBe('something.new');
    expect(summaryText('sign_in.succeeded', 'totp')).toBe('senha e código do aplicativo');
    expect(summaryText('sign_in.two_factor_failed', 'backup_code')).toBe('senha e código de recuperação');
    expect(summaryText('sign_in.two_factor_failed', 'no_pending_sign_in')).toMatch(/^sem login pendente/);
    expect(summaryText('article.deleted', 'totp')).toBe('totp');
  });
});

describe('an administrator who must use two-step sign-in', () => {
  it('is sent to My account from every other screen until it is on; everyone else stays', async () => {
    const { twoFactorSetupRedirect } = await import('../../src/admin/features/auth/lib/gate-state.ts');
    const held = { enabled: false, required: true };
    expect(twoFactorSetupRedirect(held, '/admin/artigos', '/admin/conta')).toBe('/admin/conta');
    expect(twoFactorSetupRedirect(held, '/admin', '/admin/conta')).toBe('/admin/conta');
    expect(twoFactorSetupRedirect(held, '/admin/conta', '/admin/conta')).toBeNull();
    expect(twoFactorSetupRedirect({ enabled: true, required: true }, '/admin/artigos', '/admin/conta')).toBeNull();
    expect(twoFactorSetupRedirect({ enabled: false, required: false }, '/admin/artigos', '/admin/conta')).toBeNull();
    expect(twoFactorSetupRedirect(undefined, '/admin/artigos', '/admin/conta')).toBeNull();
  });
});
