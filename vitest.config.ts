import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine (CI's), where
    // the API tests spend much of their time waiting on PostgreSQL, builds and child servers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // expect.poll waits for a condition; its default second is short on a busy two-core machine
    // (a build hook's call, a job's row). A poll that passes at once is not slowed by this.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Shared processes, as the API files below; the back office's language is reset before
          // each test. (A project's setupFiles are added to the ones above, not put in their place.)
          setupFiles: ['tests/support/admin-locale-reset.ts'],
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // The API test files share each worker's process rather than each loading the app's
          // modules again (that loading was 16 % of the run's time: 743 s isolated, 636 s not,
          // side by side on one machine). So a file leaves the process as it found it: an
          // environment variable it sets goes through vi.stubEnv and is set back after the file, a
          // spy is restored after each test, and the app's module state is caches keyed by what
          // they hold (tests/README.md).
          isolate: false,
          restoreMocks: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
