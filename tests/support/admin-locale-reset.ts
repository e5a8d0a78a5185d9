/**
 * The back office's interface language is module state (src/admin/lib/i18n.ts): a unit test
 * that switches it to English would leave the next test file in the same process reading
 * English (the unit test files share their process: vitest.config.ts). Each test starts in
 * Portuguese, the default.
 */
import { beforeEach } from 'vitest';
import { $adminLocale } from '../../src/admin/lib/i18n.ts';

beforeEach(() => {
  $adminLocale.set('pt');
});
