/** An unexpected console.error is a failure: tests that expect one must spy on it themselves. */
import { afterEach, vi } from 'vitest';

/**
 * The calls since the last test ended. Kept on the process, and console.error wrapped once: the
 * test files of a worker share its process (vitest.config.ts, isolate), and this file runs
 * before each of them, so a second wrapper would record every call twice.
 */
const RECORD = Symbol.for('tests.unexpected-console-errors');
type Recorded = { calls: unknown[][] };
const shared = globalThis as typeof globalThis & { [RECORD]?: Recorded };

if (!shared[RECORD]) {
  const record: Recorded = { calls: [] };
  shared[RECORD] = record;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    record.calls.push(args);
    original(...args);
  };
}
const record = shared[RECORD];
// What the last file logged after its last test (its afterAll) is not this file's failure.
record.calls = [];

afterEach(() => {
  const calls = record.calls;
  record.calls = [];
  if (calls.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
