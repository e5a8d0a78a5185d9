/**
 * A static bundle served from another origin (issue 22, point 3): the public API answers CORS
 * for the origins in CORS_ORIGINS, never with credentials; an origin not listed, and the back
 * office's routes, get no CORS header (so the browser refuses the answer). PUBLIC_API_URL and
 * CORS_ORIGINS that are not what they must be stop the start (and `npm run build`) naming them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../functions/env.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

const BUNDLE = 'https://www.bundle.example';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { CORS_ORIGINS: `${BUNDLE}, http://127.0.0.1:4416` } });
});
afterAll(() => ctx.close());

const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-')).sort();

describe('CORS for a static bundle', () => {
  it('answers a listed origin on the public API, without credentials', async () => {
    const preflight = await ctx.app.request('/api/functions/send-contact-email', {
      method: 'OPTIONS',
      headers: { Origin: BUNDLE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(BUNDLE);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const answer = await ctx.app.request('/api/products?locale=pt', { headers: { Origin: BUNDLE } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(BUNDLE);
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    // An error is readable too, in the request's language.
    const refused = await ctx.app.request('/api/functions/send-contact-email', {
      method: 'POST',
      headers: { Origin: BUNDLE, 'Content-Type': 'application/json', 'Accept-Language': 'pt-BR' },
      body: JSON.stringify({ name: '' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(BUNDLE);
  });

  it('gives an origin not listed, and the back office, no CORS header at all', async () => {
    for (const response of [
      await ctx.app.request('/api/products?locale=en', { headers: { Origin: 'https://evil.example' } }),
      await ctx.app.request('/api/functions/send-contact-email', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      }),
      await ctx.app.request('/api/admin/settings', { headers: { Origin: BUNDLE } }),
      await ctx.app.request('/api/auth/get-session', {
        method: 'OPTIONS',
        headers: { Origin: BUNDLE, 'Access-Control-Request-Method': 'GET' },
      }),
      await ctx.app.request('/api/health', { headers: { Origin: `${BUNDLE}:8443` } }),
    ]) {
      expect(corsHeaders(response)).toEqual([]);
    }
  });
});

describe('PUBLIC_API_URL and CORS_ORIGINS', () => {
  const settingsError = (env: Record<string, string>) => {
    try {
      parseEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused', ...env });
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
  };

  it('accepts an absolute http(s) address and a list of origins', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      PUBLIC_API_URL: 'https://api.example.com/',
      CORS_ORIGINS: 'https://a.example,http://b.example:8080',
    });
    expect(env.PUBLIC_API_URL).toBe('https://api.example.com');
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(parseEnv({ NODE_ENV: 'test' }).CORS_ORIGINS).toEqual([]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['/api', 'api.example.com', 'ftp://api.example.com', 'javascript:alert(1)']) {
      expect(settingsError({ PUBLIC_API_URL: value })).toMatch(/PUBLIC_API_URL.*absolute http:\/\/ or https:\/\//s);
    }
    for (const value of ['*', 'https://a.example/path', 'a.example']) {
      expect(settingsError({ CORS_ORIGINS: value })).toMatch(/CORS_ORIGINS.*not an origin/s);
    }
  });
});
