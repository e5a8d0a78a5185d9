import { describe, expect, it } from 'vitest';
import { connectSources } from '../../src/lib/connect-sources.ts';
import { HOSTED_ANALYTICS_CONNECT_ORIGINS } from '../../src/lib/hosted-analytics.ts';

describe('the pages’ connect-src', () => {
  it('keeps this server with hosted analytics on and no PUBLIC_API_URL', () => {
    expect(connectSources({ analyticsOrigins: HOSTED_ANALYTICS_CONNECT_ORIGINS, apiBase: null })).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('adds the API’s origin (not its path) for a static bundle, with or without analytics', () => {
    expect(connectSources({ analyticsOrigins: [], apiBase: 'https://api.example.com/v1' })).toEqual(["'self'", 'https://api.example.com']);
    expect(connectSources({ analyticsOrigins: HOSTED_ANALYTICS_CONNECT_ORIGINS, apiBase: 'https://api.example.com' })).toEqual([
      "'self'",
      ...HOSTED_ANALYTICS_CONNECT_ORIGINS,
      'https://api.example.com',
    ]);
  });
});
