import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { commandNodeFlags } from './scripts/lib/command-node-flags.ts';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${port}`;
// Inside the project, so that its builds keep their own prerender folder (docs/decisions/006).
const dataDir = path.resolve('data', 'scratch', `e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    // The public site first: its tests count published articles, and the back-office tests
    // publish and delete some, so they run after, against the same server.
    { name: 'site', testIgnore: /admin-.*\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // A Portuguese browser: the back office follows the browser's language before a member has
    // chosen one (issue 30), and these tests read the specification's Portuguese texts.
    {
      name: 'admin',
      testMatch: /admin-.*\.spec\.ts$/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'pt-BR' },
    },
  ],
  webServer: {
    // A fresh data folder each run, seeded with the sample content and the state no API can make
    // (tests/support/e2e-state.ts); the server's first start then builds the site.
    command: `rm -rf '${dataDir}' && node --import tsx tests/support/e2e-state.ts && node ${commandNodeFlags('start').join(' ')} functions/server.ts`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-test-password',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // Every browser test signs in from 127.0.0.1; the limit itself is tested in tests/api.
      AUTH_SIGN_IN_LIMIT: '1000',
      // The sample content links to real shops: no automatic checks of them from a test machine.
      AFFILIATE_LINK_CHECKS: 'off',
      // The browser tests name the reader's country as a CDN would (tests/e2e/admin-affiliate-destinations.spec.ts).
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      // Every page view, reading and chat message of the browser tests comes from 127.0.0.1 too;
      // the request limits are tested in tests/api/request-limits.test.ts.
      ASSISTANT_RATE_LIMIT: '1000/1m',
      ANALYTICS_RATE_LIMIT: '10000/1m',
      HOROSCOPE_RATE_LIMIT: '10000/1m',
      ASSESSMENT_RATE_LIMIT: '1000/1m',
      // The browser shares the machine's few cores: hashes below its priority would wait behind
      // it. The lowered priority is tested in tests/unit/password.test.ts and BENCH=signin.
      PASSWORD_HASH_NICE: '0',
    },
  },
});
