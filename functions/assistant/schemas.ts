/**
 * The site chat's request: the visitor's message and the conversation so far, bounded so that
 * nobody can spend the site's model budget (the chat keeps the same limits: CHAT_LIMITS in
 * src/lib/chat-conversation.ts). Messages are keys of FIELD_MESSAGES, rendered in the
 * visitor's language.
 */
import { z } from 'zod';
import { fieldKey } from '../lib/errors.ts';

export const MAX_CHAT_MESSAGE = 2000;
export const MAX_HISTORY_ITEMS = 10;
export const MAX_HISTORY_CONTENT = 1000;

export const assistantBody = z.object({
  message: z
    .string()
    .max(MAX_CHAT_MESSAGE, { error: fieldKey('message_too_long', MAX_CHAT_MESSAGE) })
    .refine((text) => text.trim().length > 0, { error: 'message_blank' }),
  conversationHistory: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(MAX_HISTORY_CONTENT, { error: fieldKey('history_item_too_long', MAX_HISTORY_CONTENT) }),
      }),
    )
    .max(MAX_HISTORY_ITEMS, { error: fieldKey('history_too_long', MAX_HISTORY_ITEMS) })
    .default([]),
  language: z.enum(['en', 'pt']).optional(),
});
