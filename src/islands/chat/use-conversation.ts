/**
 * The chat's conversation state: messages kept in sessionStorage for the tab, the welcome
 * message on the first open, and sending a message to the assistant endpoint.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import {
  CHAT_STORAGE_KEY,
  canSendChatMessage,
  createChatMessage,
  historyForRequest,
  parseStoredConversation,
  readChatReply,
  type ChatMessage,
} from '../../lib/chat-conversation.ts';
import { ApiRequestError, apiRequest } from '../../lib/site-api.ts';
import type { ChatStrings } from './chat-strings.ts';

const ASSISTANT_PATH = '/api/functions/chatbot-assistant';

function readStored(): ChatMessage[] {
  try {
    return parseStoredConversation(sessionStorage.getItem(CHAT_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function useConversation(locale: Locale, strings: ChatStrings) {
  const [messages, setMessages] = useState<ChatMessage[]>(readStored);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    try {
      sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages));
    } catch {
      // Storage refused: the conversation lives as long as the page.
    }
  }, [messages]);

  const greet = useCallback(() => {
    setMessages((current) => (current.length ? current : [createChatMessage('assistant', strings['chat.welcome'], { kind: 'welcome' })]));
  }, [strings]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!canSendChatMessage(text, pending)) return false;
      const content = text.trim();
      const conversationHistory = historyForRequest(messages);
      setMessages((current) => [...current, createChatMessage('user', content)]);
      setPending(true);
      try {
        const reply = await apiRequest(ASSISTANT_PATH, {
          locale,
          method: 'POST',
          body: { message: content, conversationHistory, language: locale },
          fallbackMessage: strings['chat.error'],
          read: readChatReply,
        });
        setMessages((current) => [
          ...current,
          createChatMessage('assistant', reply.message, { articles: reply.relevantArticles, source: reply.source }),
        ]);
      } catch (error) {
        // Too many messages from this address (429): say so kindly, in the page's language.
        const text = error instanceof ApiRequestError && error.status === 429 ? strings['chat.rateLimited'] : strings['chat.error'];
        setMessages((current) => [...current, createChatMessage('assistant', text, { kind: 'error' })]);
      } finally {
        setPending(false);
      }
      return true;
    },
    [locale, messages, pending, strings],
  );

  return { messages, pending, greet, send };
}
