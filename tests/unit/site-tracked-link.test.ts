import { describe, expect, it } from 'vitest';
import { TRACKED_LINK_REL, trackedLinkPath } from '../../src/lib/tracked-link.ts';

describe('trackedLinkPath', () => {
  it('points at /go/{id} with the page locale', () => {
    expect(trackedLinkPath('0b7c6f1e-2d8a-4c53-9d61-3f1a2b4c5d6e', 'pt')).toBe('/go/0b7c6f1e-2d8a-4c53-9d61-3f1a2b4c5d6e?l=pt');
    expect(trackedLinkPath('0b7c6f1e-2d8a-4c53-9d61-3f1a2b4c5d6e', 'en')).toBe('/go/0b7c6f1e-2d8a-4c53-9d61-3f1a2b4c5d6e?l=en');
  });

  it('keeps an odd id inside one path segment', () => {
    expect(trackedLinkPath('../admin?x=1', 'en')).toBe('/go/..%2Fadmin%3Fx%3D1?l=en');
  });

  it('marks the link as paid and opened without a hold on the page', () => {
    expect(TRACKED_LINK_REL.split(' ').sort()).toEqual(['noopener', 'sponsored']);
  });
});
