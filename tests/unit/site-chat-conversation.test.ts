import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE, MAX_HISTORY_CONTENT, MAX_HISTORY_ITEMS } from '../../functions/assistant/schemas.ts';
import {
  CHAT_LIMITS,
  canSendChatMessage,
  createChatMessage,
  historyForRequest,
  parseStoredConversation,
  readChatReply,
} from '../../src/lib/chat-conversation.ts';

describe('canSendChatMessage', () => {
  it('refuses blank text and anything while a reply is pending', () => {
    expect(canSendChatMessage('', false)).toBe(false);
    expect(canSendChatMessage('  \n\t ', false)).toBe(false);
    expect(canSendChatMessage('Hello', true)).toBe(false);
    expect(canSendChatMessage('Hello', false)).toBe(true);
  });

  it('keeps to the endpoint’s length limit', () => {
    expect(canSendChatMessage('a'.repeat(CHAT_LIMITS.message), false)).toBe(true);
    expect(canSendChatMessage('a'.repeat(CHAT_LIMITS.message + 1), false)).toBe(false);
  });
});

describe('historyForRequest', () => {
  it('leaves out the site’s own welcome and apology messages', () => {
    const messages = [
      createChatMessage('assistant', 'Welcome', { kind: 'welcome' }),
      createChatMessage('user', 'Hi'),
      createChatMessage('assistant', 'Sorry', { kind: 'error' }),
      createChatMessage('user', 'Again'),
      createChatMessage('assistant', 'Answer'),
    ];
    expect(historyForRequest(messages)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'user', content: 'Again' },
      { role: 'assistant', content: 'Answer' },
    ]);
  });

  it('sends the newest 10 messages, each bounded to 1,000 characters', () => {
    const messages = Array.from({ length: 60 }, (_, index) => createChatMessage('user', `m${index}`));
    messages.push(createChatMessage('assistant', 'x'.repeat(CHAT_LIMITS.historyContent + 10)));
    const history = historyForRequest(messages);
    expect(history).toHaveLength(CHAT_LIMITS.historyItems);
    expect(history[0]!.content).toBe('m51');
    expect(history.at(-1)!.content).toHaveLength(CHAT_LIMITS.historyContent);
  });

  it('stays within what the assistant endpoint accepts', () => {
    expect(CHAT_LIMITS).toEqual({ message: MAX_CHAT_MESSAGE, historyItems: MAX_HISTORY_ITEMS, historyContent: MAX_HISTORY_CONTENT });
  });
});

describe('readChatReply', () => {
  it('reads the reply, its articles and its source', () => {
    expect(
      readChatReply({
        message: 'Try these.',
        relevantArticles: [{ id: '1', slug: 'a', titulo: 'A', categoria: 'dinheiro' }, { id: 2 }],
        source: 'offline',
      }),
    ).toEqual({
      message: 'Try these.',
      relevantArticles: [{ id: '1', slug: 'a', titulo: 'A', categoria: 'dinheiro', idioma: null }],
      source: 'offline',
    });
  });

  it('refuses an answer without a message', () => {
    expect(readChatReply({ relevantArticles: [] })).toBeUndefined();
    expect(readChatReply({ message: '  ' })).toBeUndefined();
  });

  it('refuses an answer without its source or its list of articles, which the chat shows', () => {
    expect(readChatReply({ message: 'Hi.', relevantArticles: [] })).toBeUndefined();
    expect(readChatReply({ message: 'Hi.', source: 'model' })).toBeUndefined();
    expect(readChatReply({ message: 'Hi.', relevantArticles: [], source: 'model' })).toEqual({
      message: 'Hi.',
      relevantArticles: [],
      source: 'model',
    });
  });

  it('leaves out a suggested article without its category, which its card shows', () => {
    const reply = readChatReply({ message: 'Hi.', relevantArticles: [{ id: '1', slug: 'a', titulo: 'A', idioma: 'en' }], source: 'model' });
    expect(reply?.relevantArticles).toEqual([]);
  });
});

describe('stored conversations', () => {
  it('round-trips through JSON', () => {
    const messages = [
      createChatMessage('assistant', 'Welcome', { kind: 'welcome' }, 1),
      createChatMessage('user', 'Budget?', {}, 2),
      createChatMessage(
        'assistant',
        'Read this',
        { articles: [{ id: '1', slug: 'a', titulo: 'A', categoria: 'dinheiro', idioma: 'pt' }], source: 'offline' },
        3,
      ),
    ];
    expect(parseStoredConversation(JSON.stringify(messages))).toEqual(messages);
  });

  it('reads a conversation kept from before suggestions had a language', () => {
    const stored = [
      { id: 'x', role: 'assistant', content: 'Read', timestamp: 1, articles: [{ id: '1', slug: 'a', titulo: 'A', categoria: 'saude' }] },
    ];
    expect(parseStoredConversation(JSON.stringify(stored))[0]?.articles).toEqual([
      { id: '1', slug: 'a', titulo: 'A', categoria: 'saude', idioma: null },
    ]);
  });

  it('treats anything unreadable as no conversation', () => {
    expect(parseStoredConversation(null)).toEqual([]);
    expect(parseStoredConversation('{not json')).toEqual([]);
    expect(parseStoredConversation('{"a":1}')).toEqual([]);
    expect(parseStoredConversation('[{"id":"1","role":"robot","content":"x"}]')).toEqual([]);
  });

  it('gives every message its own id', () => {
    expect(createChatMessage('user', 'a', {}, 5).id).not.toBe(createChatMessage('user', 'a', {}, 5).id);
  });
});
