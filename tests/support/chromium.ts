/** Finds the browser for Playwright and Lighthouse: CHROMIUM_PATH, else a system Chromium. */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** Flags that keep Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
