import { describe, expect, it } from 'vitest';
import { hostedAnalyticsScriptUrl, parseAnalyticsId } from '../../src/lib/hosted-analytics.ts';

describe('PUBLIC_ANALYTICS_ID', () => {
  it('is off when unset or blank', () => {
    expect(parseAnalyticsId(undefined)).toBeNull();
    expect(parseAnalyticsId('')).toBeNull();
    expect(parseAnalyticsId('   ')).toBeNull();
  });

  it('accepts a Google tag id', () => {
    expect(parseAnalyticsId(' G-ABC123XYZ9 ')).toBe('G-ABC123XYZ9');
    expect(hostedAnalyticsScriptUrl('G-ABC123XYZ9')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9');
  });

  it('stops the build on anything else, naming the variable', () => {
    expect(() => parseAnalyticsId('G-1"><script>')).toThrow(/PUBLIC_ANALYTICS_ID="G-1"><script>" is not a Google tag id/);
    expect(() => parseAnalyticsId('my-site')).toThrow(/PUBLIC_ANALYTICS_ID/);
  });
});
