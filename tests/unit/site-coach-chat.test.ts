import { describe, expect, it } from 'vitest';
import {
  COACH_LIMITS,
  fallbackUsage,
  formatCoachWindow,
  canSendCoachMessage,
  coachDraftProblem,
  coachHistoryForRequest,
  createCoachMessage,
  describeReset,
  formatCoachTime,
  httpErrorText,
  keepRecent,
  nextMessageAt,
  parseStoredCoachMessages,
  readCoachReply,
  readCoachUsage,
  spendOneMessage,
  type CoachMessage,
} from '../../src/lib/coach-chat.ts';

const at = (iso: string) => new Date(iso);

describe('what may be sent', () => {
  it('refuses blank and over-long text', () => {
    expect(coachDraftProblem('')).toBe('blank');
    expect(coachDraftProblem(' \n\t ')).toBe('blank');
    expect(coachDraftProblem('a'.repeat(COACH_LIMITS.messageLength))).toBeUndefined();
    expect(coachDraftProblem('a'.repeat(COACH_LIMITS.messageLength + 1))).toBe('tooLong');
  });

  it('needs a message left, a known usage and no reply pending', () => {
    expect(canSendCoachMessage('Hello', { pending: false, remaining: 1 })).toBe(true);
    expect(canSendCoachMessage('Hello', { pending: false, remaining: 0 })).toBe(false);
    expect(canSendCoachMessage('Hello', { pending: false, remaining: null })).toBe(false);
    expect(canSendCoachMessage('Hello', { pending: true, remaining: 3 })).toBe(false);
    expect(canSendCoachMessage('   ', { pending: false, remaining: 3 })).toBe(false);
  });
});

describe('the stored history', () => {
  it('creates messages in the specification’s shape, with an ISO timestamp', () => {
    const message = createCoachMessage('Hi', true, { now: at('2026-03-04T15:42:00Z') });
    expect(message).toEqual({ id: expect.any(String), message: 'Hi', isUser: true, timestamp: '2026-03-04T15:42:00.000Z' });
    expect(createCoachMessage('Reply', false, { source: 'offline' }).source).toBe('offline');
    expect(createCoachMessage('a', true).id).not.toBe(createCoachMessage('a', true).id);
  });

  it('keeps the newest 50', () => {
    const many = Array.from({ length: 60 }, (_, index) => createCoachMessage(String(index), index % 2 === 0));
    const kept = keepRecent(many);
    expect(kept).toHaveLength(50);
    expect(kept[0]?.message).toBe('10');
    expect(kept.at(-1)?.message).toBe('59');
  });

  it('reads back what it wrote and leaves out anything unreadable', () => {
    const good = [createCoachMessage('Hi', true), createCoachMessage('Hello', false, { source: 'model' })];
    expect(parseStoredCoachMessages(JSON.stringify(good))).toEqual(good);
    expect(parseStoredCoachMessages(null)).toEqual([]);
    expect(parseStoredCoachMessages('not json')).toEqual([]);
    expect(parseStoredCoachMessages('{"a":1}')).toEqual([]);
    const mixed = [
      good[0],
      { id: 'x', message: 'no flag', timestamp: '2026-03-04T00:00:00Z' },
      { ...good[1], timestamp: 'yesterday' },
      { ...good[1], source: 'oracle' },
    ];
    const { source: _unknown, ...withoutSource } = good[1]!;
    expect(parseStoredCoachMessages(JSON.stringify(mixed))).toEqual([good[0], withoutSource]);
  });

  it('goes to the endpoint as roles and contents, bounded', () => {
    const messages = [createCoachMessage('Hi', true), createCoachMessage('x'.repeat(5000), false)];
    const history = coachHistoryForRequest(messages);
    expect(history[0]).toEqual({ role: 'user', content: 'Hi' });
    expect(history[1]?.role).toBe('assistant');
    expect(history[1]?.content).toHaveLength(COACH_LIMITS.historyContent);
  });
});

describe('reading the endpoint', () => {
  it('reads the usage of check_limits', () => {
    expect(readCoachUsage({ success: true, messageCount: 1, remainingMessages: 2, maxMessages: 3 })).toEqual({
      messageCount: 1,
      remainingMessages: 2,
      maxMessages: 3,
    });
  });

  it('calls anything else invalid', () => {
    expect(readCoachUsage({})).toBeUndefined();
    expect(readCoachUsage(null)).toBeUndefined();
    expect(readCoachUsage({ success: false, messageCount: 0, remainingMessages: 3, maxMessages: 3 })).toBeUndefined();
    expect(readCoachUsage({ messageCount: '1', remainingMessages: 2, maxMessages: 3 })).toBeUndefined();
    expect(readCoachUsage({ messageCount: 0, remainingMessages: -1, maxMessages: 3 })).toBeUndefined();
    expect(readCoachUsage({ messageCount: 0, remainingMessages: 4, maxMessages: 3 })).toBeUndefined();
    expect(readCoachUsage({ messageCount: 0, remainingMessages: 1.5, maxMessages: 3 })).toBeUndefined();
  });

  it('reads a reply with its usage and source', () => {
    const usage = { success: true, messageCount: 1, remainingMessages: 2, maxMessages: 3 };
    expect(readCoachReply({ ...usage, reply: 'Line 1\n\nLine 2', source: 'model' })).toEqual({
      messageCount: 1,
      remainingMessages: 2,
      maxMessages: 3,
      reply: 'Line 1\n\nLine 2',
      source: 'model',
    });
    expect(readCoachReply({ ...usage, reply: 'Hi', source: 'something' })?.source).toBe('offline');
    expect(readCoachReply({ ...usage, reply: '  ' })).toBeUndefined();
    expect(readCoachReply({ reply: 'Hi' })).toBeUndefined();
  });

  it('refuses a reply without its source, which labels an offline reply', () => {
    const usage = { success: true, messageCount: 1, remainingMessages: 2, maxMessages: 3 };
    expect(readCoachReply({ ...usage, reply: 'Hi' })).toBeUndefined();
    expect(readCoachReply({ ...usage, reply: 'Hi', source: 'offline' })?.source).toBe('offline');
  });

  it('words a non-OK status as the specification does', () => {
    expect(httpErrorText(500)).toBe('HTTP error! status: 500');
  });
});

describe('the usage', () => {
  it('falls back to every message the server allows', () => {
    expect(fallbackUsage({ maxMessages: 3, windowHours: 24 })).toEqual({ messageCount: 0, remainingMessages: 3, maxMessages: 3 });
    expect(fallbackUsage({ maxMessages: 5, windowHours: 12 })).toEqual({ messageCount: 0, remainingMessages: 5, maxMessages: 5 });
  });

  it('spends one message per send, never below zero', () => {
    expect(spendOneMessage(fallbackUsage({ maxMessages: 3, windowHours: 24 }))).toEqual({
      messageCount: 1,
      remainingMessages: 2,
      maxMessages: 3,
    });
    expect(spendOneMessage({ messageCount: 3, remainingMessages: 0, maxMessages: 3 })).toEqual({
      messageCount: 3,
      remainingMessages: 0,
      maxMessages: 3,
    });
  });
});

describe('nextMessageAt', () => {
  const now = at('2026-03-04T12:00:00Z');
  const LIMITS = { maxMessages: 3, windowHours: 24 };
  const sent = (iso: string, isUser = true): CoachMessage => createCoachMessage('m', isUser, { now: at(iso) });

  it('is 24 hours after the oldest of the last three messages sent within the window', () => {
    const messages = [
      sent('2026-03-02T09:00:00Z'),
      sent('2026-03-03T13:00:00Z'),
      sent('2026-03-03T13:00:05Z', false),
      sent('2026-03-03T18:30:00Z'),
      sent('2026-03-04T08:15:00Z'),
    ];
    expect(nextMessageAt(messages, { now, ...LIMITS })?.toISOString()).toBe('2026-03-04T13:00:00.000Z');
  });

  it('counts only the newest three when more were sent (a failed send may not have counted)', () => {
    const messages = ['2026-03-03T13:00:00Z', '2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z', '2026-03-03T16:00:00Z'].map((iso) =>
      sent(iso),
    );
    expect(nextMessageAt(messages, { now, ...LIMITS })?.toISOString()).toBe('2026-03-04T14:00:00.000Z');
  });

  it('is unknown without a message in the window', () => {
    expect(nextMessageAt([], { now, ...LIMITS })).toBeUndefined();
    expect(nextMessageAt([sent('2026-03-02T09:00:00Z'), sent('2026-03-04T11:00:00Z', false)], { now, ...LIMITS })).toBeUndefined();
  });
  it('follows the server’s limit: 2 messages in 6 hours', () => {
    const messages = ['2026-03-04T07:00:00Z', '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z'].map((iso) => sent(iso));
    expect(nextMessageAt(messages, { now, maxMessages: 2, windowHours: 6 })?.toISOString()).toBe('2026-03-04T15:00:00.000Z');
  });

  describe('times on screen', () => {
    const now = new Date(2026, 2, 4, 12, 0);

    it('shows the time today and the date on other days, in the page’s language', () => {
      const today = new Date(2026, 2, 4, 15, 42).toISOString();
      expect(formatCoachTime(today, 'en', now)).toBe('3:42 PM');
      expect(formatCoachTime(today, 'pt', now)).toBe('15:42');
      expect(formatCoachTime(new Date(2026, 2, 2, 9, 5).toISOString(), 'en', now)).toBe('Mar 2, 9:05 AM');
      expect(formatCoachTime('nonsense', 'en', now)).toBe('');
    });

    it('says whether the reset is today, tomorrow or later', () => {
      expect(describeReset(new Date(2026, 2, 4, 18, 30), 'en', now)).toEqual({ day: 'today', time: '6:30 PM' });
      expect(describeReset(new Date(2026, 2, 5, 9, 0), 'pt', now)).toEqual({ day: 'tomorrow', time: '09:00' });
      expect(describeReset(new Date(2026, 2, 7, 9, 0), 'en', now).day).toBe('later');
    });
  });
});

describe('formatCoachWindow', () => {
  it("says the window in the visitor's language", () => {
    expect(formatCoachWindow(24, 'en')).toBe('24 hours');
    expect(formatCoachWindow(24, 'pt')).toBe('24 horas');
    expect(formatCoachWindow(1, 'en')).toBe('1 hour');
    expect(formatCoachWindow(1, 'pt')).toBe('1 hora');
    expect(formatCoachWindow(0.5, 'en')).toBe('30 minutes');
    expect(formatCoachWindow(168, 'en')).toBe('7 days');
    expect(formatCoachWindow(168, 'pt')).toBe('7 dias');
  });
});
