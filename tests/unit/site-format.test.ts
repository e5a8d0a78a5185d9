import { describe, it, expect } from 'vitest';
import { formatLongDate, formatPrice, isoDay } from '../../src/lib/format.ts';

describe('formatLongDate', () => {
  it('writes the long month in each locale', () => {
    expect(formatLongDate('2026-03-04T10:00:00Z', 'en')).toBe('March 4, 2026');
    expect(formatLongDate('2026-03-04T10:00:00Z', 'pt')).toBe('4 de março de 2026');
  });

  it('uses the UTC day, whatever the machine time zone', () => {
    expect(formatLongDate('2026-03-04T23:30:00-03:00', 'en')).toBe('March 5, 2026');
    expect(isoDay('2026-03-04T23:30:00-03:00')).toBe('2026-03-05');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatLongDate('not a date', 'en')).toBe('');
    expect(isoDay('nope')).toBe('');
  });
});

describe('formatPrice', () => {
  it('writes dollars with two decimals', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(49.9)).toBe('$49.90');
    expect(formatPrice(1299)).toBe('$1,299.00');
  });

  it('shows nothing when the price is unknown', () => {
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(Number.NaN)).toBeNull();
  });
});
