/**
 * The site chat's conversation: its messages, what may be sent, what the assistant endpoint
 * receives as history, how a reply is read, and how the conversation survives page changes
 * in sessionStorage (one browser tab, one conversation).
 */

/** A suggested article, in the API's own field names. */
export interface ChatArticle {
  id: string;
  slug: string;
  titulo: string;
  categoria: string;
  /** Its language, which gives its URL; null in a conversation kept from before articles had one. */
  idioma: 'en' | 'pt' | null;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** The welcome and apology messages are the site's own words, not part of the dialogue. */
  kind?: 'welcome' | 'error';
  articles?: ChatArticle[];
  /** 'offline' when the assistant answered from the site's articles without an AI model. */
  source?: 'model' | 'offline';
}

/** The answer of POST /api/functions/chatbot-assistant (functions/assistant/routes.ts builds it as this type). */
export interface ChatReply {
  message: string;
  relevantArticles: ChatArticle[];
  source: 'model' | 'offline';
}

/** The endpoint's limits (functions/assistant/schemas.ts): longer histories are refused there. */
export const CHAT_LIMITS = { message: 2000, historyItems: 10, historyContent: 1000 } as const;
export const CHAT_STORAGE_KEY = 'bemviver.chat.conversation';

export function canSendChatMessage(text: string, pending: boolean): boolean {
  return !pending && text.trim().length > 0 && text.length <= CHAT_LIMITS.message;
}

let counter = 0;
export function createChatMessage(
  role: ChatMessage['role'],
  content: string,
  extra: Omit<ChatMessage, 'id' | 'role' | 'content' | 'timestamp'> = {},
  now = Date.now(),
): ChatMessage {
  counter += 1;
  return { id: `${now.toString(36)}-${counter}`, role, content, timestamp: now, ...extra };
}

/** The dialogue so far as the endpoint takes it: no welcome or apology, the newest few, each bounded. */
export function historyForRequest(messages: readonly ChatMessage[]): { role: ChatMessage['role']; content: string }[] {
  return messages
    .filter((message) => !message.kind)
    .slice(-CHAT_LIMITS.historyItems)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.historyContent) }));
}

function readArticle(value: unknown): ChatArticle | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, slug, titulo, categoria, idioma } = value as Record<string, unknown>;
  // The card shows the title and the category, and links by slug and language.
  if (typeof id !== 'string' || typeof slug !== 'string' || !slug || typeof titulo !== 'string' || typeof categoria !== 'string') {
    return undefined;
  }
  return { id, slug, titulo, categoria, idioma: idioma === 'en' || idioma === 'pt' ? idioma : null };
}

function articles(value: unknown): ChatArticle[] {
  return Array.isArray(value) ? value.map(readArticle).filter((article) => article !== undefined) : [];
}

/** The assistant's answer, or undefined when it is not one. */
export function readChatReply(json: unknown): ChatReply | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { message, relevantArticles, source } = json as Record<string, unknown>;
  if (typeof message !== 'string' || !message.trim()) return undefined;
  // The list and the source are always sent: an answer without them (a renamed field) would
  // lose the suggestions or the offline label unseen.
  if (!Array.isArray(relevantArticles) || typeof source !== 'string') return undefined;
  return { message, relevantArticles: articles(relevantArticles), source: source === 'offline' ? 'offline' : 'model' };
}

function readMessage(value: unknown): ChatMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, role, content, timestamp, kind, source } = value as Record<string, unknown>;
  if (typeof id !== 'string' || (role !== 'user' && role !== 'assistant') || typeof content !== 'string') return undefined;
  const message: ChatMessage = { id, role, content, timestamp: typeof timestamp === 'number' ? timestamp : 0 };
  if (kind === 'welcome' || kind === 'error') message.kind = kind;
  if (source === 'model' || source === 'offline') message.source = source;
  const suggested = articles((value as { articles?: unknown }).articles);
  if (suggested.length) message.articles = suggested;
  return message;
}

/** A stored conversation; anything unreadable counts as no conversation. */
export function parseStoredConversation(raw: string | null): ChatMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.map(readMessage).filter((message) => message !== undefined) : [];
  } catch {
    return [];
  }
}
