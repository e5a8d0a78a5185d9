/** When the server rebuilds at start-up because the live pages state other settings than its own. */
import { describe, expect, it } from 'vitest';
import { builtWithOtherSettings, publicSettings } from '../../functions/content/settings.ts';

const current = publicSettings({ COACH_MESSAGE_LIMIT: 3, COACH_WINDOW_HOURS: 24 });

describe('builtWithOtherSettings', () => {
  it('is false when the live build printed these settings', () => {
    expect(builtWithOtherSettings(JSON.stringify({ coach: { maxMessages: 3, windowHours: 24 } }), current)).toBe(false);
  });

  it('is true when a limit changed, when the build has no record, or an unreadable one', () => {
    expect(builtWithOtherSettings(JSON.stringify({ coach: { maxMessages: 5, windowHours: 24 } }), current)).toBe(true);
    expect(builtWithOtherSettings(JSON.stringify({ coach: { maxMessages: 3, windowHours: 12 } }), current)).toBe(true);
    expect(builtWithOtherSettings(null, current)).toBe(true);
    expect(builtWithOtherSettings('{not json', current)).toBe(true);
  });
});
