/** An unexpected console.error is a failure: tests that expect one must spy on it themselves. */
import { afterEach, vi } from 'vitest';

const original = console.error;
let unexpected: unknown[][] = [];

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  if (calls.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called during the test:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
