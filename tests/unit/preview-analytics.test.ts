/**
 * A draft's preview page sends nothing to analytics (docs/decisions/031): its address is the
 * key to the draft. The pages' own script (src/scripts/analytics.ts) runs here against a
 * browser's globals, recording what it would send.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPreviewPath } from '../../src/lib/preview-path.ts';

/** vi.waitFor's default (one second) is short on a busy two-core machine: a condition gets this long. */
const WAIT_FOR = { timeout: 15_000 };

const TOKEN = 'A'.repeat(65);

/** Loads a fresh copy of the script on a page at `pathname`; answers what it sent. */
async function pageAt(pathname: string) {
  const sent: string[] = [];
  /** Every beacon or fetch, recorded when it is made (their bodies arrive in `sent` a moment later). */
  const calls: string[] = [];
  const listeners: string[] = [];
  vi.stubGlobal('location', { pathname });
  vi.stubGlobal('document', {
    documentElement: { lang: 'en' },
    addEventListener: (type: string) => listeners.push(type),
    head: { append: () => undefined },
    createElement: () => ({}),
    // A page of the server itself: no site-api address (src/lib/api-base.ts), the same origin.
    querySelector: () => null,
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: Blob) => {
      calls.push(url);
      void body.text().then((text) => sent.push(text));
      return true;
    },
  });
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    calls.push(url);
    sent.push(init.body);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.resetModules();
  const analytics = await import('../../src/scripts/analytics.ts');
  return { analytics, sent, calls, listeners };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics on a preview page', () => {
  it('sends no page view, article view, click or search from /preview/{token} or /pt/preview/{token}', async () => {
    for (const path of [`/preview/${TOKEN}`, `/pt/preview/${TOKEN}`]) {
      const { analytics, calls, listeners } = await pageAt(path);
      analytics.startAnalytics();
      analytics.trackArticleView({ id: '00000000-0000-4000-8000-000000000000', title: 'Draft', category: 'saude' });
      analytics.trackAffiliateClick('Blender', 'https://shop.example/');
      analytics.trackSearch('x', 1);
      // Events are sent at once (a beacon or a fetch), so none made by now is none at all.
      expect(calls, path).toEqual([]);
      expect(listeners, path).toEqual([]);
    }
  });

  it('still sends the page view of a public page', async () => {
    const { analytics, sent } = await pageAt('/artigos/hello');
    analytics.startAnalytics();
    await vi.waitFor(() => expect(sent).toHaveLength(1), WAIT_FOR);
    expect(JSON.parse(sent[0]!)).toEqual({ type: 'page_view', path: '/artigos/hello', locale: 'en' });
  });
});

describe('isPreviewPath', () => {
  it('reads a preview path however it is written', () => {
    for (const path of [
      `/preview/${TOKEN}`,
      `/pt/preview/${TOKEN}`,
      '/preview',
      '/PT/Preview/x',
      '//preview/x',
      '/pt//preview/x',
      '/%70review/x',
      '/pt%2Fpreview/x',
    ]) {
      expect(isPreviewPath(path), path).toBe(true);
    }
    for (const path of ['/', '/pt', '/artigos/preview', '/previews', '/pt/previewing', '/en/preview/x']) {
      expect(isPreviewPath(path), path).toBe(false);
    }
  });
});
