/**
 * The Permissions-Policy header (app.ts): powerful browser features this site never uses are
 * off for its pages and anything they embed, so an injected script or a hostile frame cannot
 * ask for them (security probe 2, finding 10). The features the video players are given
 * (src/scripts/video-player.ts, PLAYER_ALLOW) stay on for the two player origins the embeds
 * load from (src/lib/video.ts, the CSP's frame-src in astro.config.mjs): a feature the top
 * page's policy does not grant an origin, an iframe's allow attribute cannot give it.
 * Only features Chromium recognises are named: an unknown name is a console error there.
 */
import type { secureHeaders } from 'hono/secure-headers';

type PermissionsPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>;

/** Where the embedded players come from. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const forPlayers = ['self', ...VIDEO_PLAYER_ORIGINS];

export const PERMISSIONS_POLICY: PermissionsPolicy = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  displayCapture: [],
  screenWakeLock: [],
  xrSpatialTracking: [],
  idleDetection: [],
  magnetometer: [],
  browsingTopics: [],
  accelerometer: forPlayers,
  gyroscope: forPlayers,
  autoplay: forPlayers,
  encryptedMedia: forPlayers,
  pictureInPicture: forPlayers,
  fullscreen: forPlayers,
};
