/**
 * Security probe 2, finding 10: every response carries a Permissions-Policy that turns off the
 * powerful features the site does not use, and keeps on, for the two video players' origins,
 * each feature the player frames are given (src/scripts/video-player.ts), so a video still
 * plays, goes fullscreen and picture-in-picture after the reader presses play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEmbed } from '../../src/lib/video.ts';
import { PLAYER_ALLOW } from '../../src/scripts/video-player.ts';
import { createTestContext, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The header's directives: feature → allowlist (`()` is an empty list). */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const directive of (header ?? '').split(',')) {
    const [feature = '', list = ''] = directive.trim().split('=');
    const members =
      list === '*'
        ? ['*']
        : list
            .replace(/^\(|\)$/g, '')
            .split(/\s+/)
            .filter(Boolean);
    parsed.set(
      feature,
      members.map((member) => member.replace(/^"|"$/g, '')),
    );
  }
  return parsed;
}

const DENIED = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'];

describe('the Permissions-Policy header', () => {
  it('is on pages, the back office, the API, errors and media alike', async () => {
    for (const url of ['/', '/admin', '/api/health', '/api/nope', '/missing', '/media/none.jpg', '/preview/x']) {
      const header = (await ctx.app.request(url)).headers.get('permissions-policy');
      expect(header, url).not.toBeNull();
      const policy = directives(header);
      for (const feature of DENIED) expect(policy.get(feature), `${url} ${feature}`).toEqual([]);
    }
  });

  it('leaves the video players every feature their frames are given, for their own origins only', async () => {
    const policy = directives((await ctx.app.request('/')).headers.get('permissions-policy'));
    const players = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'].map(
      (link) => new URL(toEmbed(link)!.embedUrl).origin,
    );
    const features = PLAYER_ALLOW.split(';').map((feature) => feature.trim());
    expect(features).toContain('fullscreen');
    for (const feature of features) {
      expect(policy.get(feature), feature).toEqual(expect.arrayContaining(['self', ...players]));
      expect(policy.get(feature), feature).not.toContain('*');
    }
  });
});
