/**
 * The life-coach chat's rules: the limits the server enforces (functions/coach), the history
 * kept in localStorage under the specification's key, how the endpoint's answers are read,
 * the usage after a send, and when a visitor who has used every message may write again.
 */
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts';

/**
 * The message limit a visitor has: settings of the server (COACH_MESSAGE_LIMIT and
 * COACH_WINDOW_HOURS), which the build reads from the content API and the pages pass on.
 */
export interface CoachLimitSettings {
  maxMessages: number;
  windowHours: number;
}

/** The chat's fixed rules (not settings): what the endpoint accepts and what the browser keeps. */
export const COACH_LIMITS = {
  messageLength: 500,
  /** Messages kept in the browser. */
  storedMessages: 50,
  /** What the endpoint takes as history (functions/coach/schemas.ts). */
  historyItems: 50,
  historyContent: 4000,
} as const;

export const COACH_STORAGE_KEY = 'life_coach_chat_messages';

export type CoachReplySource = 'automation' | 'model' | 'offline';

/** One message as stored: the specification's fields, plus where a coach reply came from. */
export interface CoachMessage {
  id: string;
  message: string;
  isUser: boolean;
  /** ISO date-time. */
  timestamp: string;
  source?: CoachReplySource;
}

export interface CoachUsage {
  messageCount: number;
  remainingMessages: number;
  maxMessages: number;
}

export interface CoachReply extends CoachUsage {
  reply: string;
  source: CoachReplySource;
}

/**
 * The answers of POST /api/functions/life-coach-chat as functions/coach/routes.ts builds them:
 * the limits check, and a reply; both also say when a message frees up (the chat works that
 * out from its own history instead).
 */
export interface CoachUsageAnswer extends CoachUsage {
  success: true;
  resetsAt: string | null;
}
export type CoachReplyAnswer = CoachUsageAnswer & CoachReply;

/** What the page assumes when the limits cannot be checked: the server still enforces them. */
export function fallbackUsage(limits: CoachLimitSettings): CoachUsage {
  return { messageCount: 0, remainingMessages: limits.maxMessages, maxMessages: limits.maxMessages };
}

/** "24 hours", "1 hour", "30 minutes", "7 days" / "24 horas", "1 hora", "30 minutos", "7 dias". */
export function formatCoachWindow(windowHours: number, locale: Locale): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
  if (windowHours >= 48 && windowHours % 24 === 0) return unit(windowHours / 24, 'day');
  if (windowHours >= 1) return unit(windowHours, 'hour');
  return unit(Math.round(windowHours * 60), 'minute');
}

/** The specification's client error text for a non-OK answer. */
export function httpErrorText(status: number): string {
  return `HTTP error! status: ${status}`;
}

export type CoachDraftProblem = 'blank' | 'tooLong';

export function coachDraftProblem(text: string): CoachDraftProblem | undefined {
  if (!text.trim()) return 'blank';
  if (text.length > COACH_LIMITS.messageLength) return 'tooLong';
  return undefined;
}

export function canSendCoachMessage(text: string, { pending, remaining }: { pending: boolean; remaining: number | null }): boolean {
  return !pending && remaining !== null && remaining > 0 && coachDraftProblem(text) === undefined;
}

let counter = 0;
export function createCoachMessage(
  message: string,
  isUser: boolean,
  { now = new Date(), source }: { now?: Date; source?: CoachReplySource } = {},
): CoachMessage {
  counter += 1;
  const created: CoachMessage = { id: `${now.getTime().toString(36)}-${counter}`, message, isUser, timestamp: now.toISOString() };
  if (source) created.source = source;
  return created;
}

/** The newest messages the browser keeps. */
export function keepRecent(messages: readonly CoachMessage[]): CoachMessage[] {
  return messages.slice(-COACH_LIMITS.storedMessages);
}

function readStoredMessage(value: unknown): CoachMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, message, isUser, timestamp, source } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof message !== 'string' || typeof isUser !== 'boolean') return undefined;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return undefined;
  const stored: CoachMessage = { id, message, isUser, timestamp };
  if (source === 'automation' || source === 'model' || source === 'offline') stored.source = source;
  return stored;
}

/** The stored history; anything unreadable is left out, and an unreadable list is no history. */
export function parseStoredCoachMessages(raw: string | null): CoachMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? keepRecent(value.map(readStoredMessage).filter((message) => message !== undefined)) : [];
  } catch {
    return [];
  }
}

/** The conversation so far as the endpoint takes it. */
export function coachHistoryForRequest(messages: readonly CoachMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return messages.slice(-COACH_LIMITS.historyItems).map((entry) => ({
    role: entry.isUser ? 'user' : 'assistant',
    content: entry.message.slice(0, COACH_LIMITS.historyContent),
  }));
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The usage in a check_limits or reply answer, or undefined when it is not one. */
export function readCoachUsage(json: unknown): CoachUsage | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { success, messageCount, remainingMessages, maxMessages } = json as Record<string, unknown>;
  if (success === false || !isCount(messageCount) || !isCount(remainingMessages) || !isCount(maxMessages)) return undefined;
  if (remainingMessages > maxMessages) return undefined;
  return { messageCount, remainingMessages, maxMessages };
}

export function readCoachReply(json: unknown): CoachReply | undefined {
  const usage = readCoachUsage(json);
  const { reply, source } = json as Record<string, unknown>;
  if (!usage || typeof reply !== 'string' || !reply.trim()) return undefined;
  // The source is always sent: an answer without it (a renamed field) would label every reply
  // unseen; a source this page does not know yet is shown as the offline one.
  if (typeof source !== 'string') return undefined;
  return { ...usage, reply, source: source === 'automation' || source === 'model' ? source : 'offline' };
}

/** The usage once a message has gone out: one fewer left, whatever the answer turns out to be. */
export function spendOneMessage(usage: CoachUsage): CoachUsage {
  return {
    ...usage,
    messageCount: Math.min(usage.maxMessages, usage.messageCount + 1),
    remainingMessages: Math.max(0, usage.remainingMessages - 1),
  };
}

/**
 * When the next message frees up, as far as this browser knows: the window is rolling, so the
 * oldest of the last `maxMessages` messages sent within it leaves it first. Undefined when the
 * history holds none of them (cleared, or sent from another device).
 */
export function nextMessageAt(
  messages: readonly CoachMessage[],
  { now = new Date(), maxMessages, windowHours }: { now?: Date } & CoachLimitSettings,
): Date | undefined {
  const windowMs = windowHours * 3_600_000;
  const sent = messages
    .filter((entry) => entry.isUser)
    .map((entry) => Date.parse(entry.timestamp))
    .filter((time) => time > now.getTime() - windowMs && time <= now.getTime())
    .sort((a, b) => a - b)
    .slice(-maxMessages);
  return sent.length ? new Date(sent[0]! + windowMs) : undefined;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** "3:42 PM" / "15:42"; with "Mar 4" / "4 de mar." before it when `withDate`. */
function clock(date: Date, locale: Locale, withDate: boolean): string {
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short' }).format(date);
  if (!withDate) return time;
  return `${new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric' }).format(date)}, ${time}`;
}

/** A message's time in the visitor's zone: "3:42 PM" today, "Mar 4, 3:42 PM" on another day. */
export function formatCoachTime(iso: string, locale: Locale, now = new Date()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock(date, locale, !sameDay(date, now));
}

export type ResetDay = 'today' | 'tomorrow' | 'later';

/** When the visitor may write again, in the page's language: today or tomorrow at a time, or a date and time. */
export function describeReset(date: Date, locale: Locale, now = new Date()): { day: ResetDay; time: string } {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const day: ResetDay = sameDay(date, now) ? 'today' : sameDay(date, tomorrow) ? 'tomorrow' : 'later';
  return { day, time: clock(date, locale, day === 'later') };
}
