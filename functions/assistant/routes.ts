/**
 * POST /api/functions/chatbot-assistant {message, conversationHistory}: finds the relevant
 * published articles with full-text search and answers {message, relevantArticles}, through
 * the AI provider, or the offline assistant when there is no model or the model fails.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { offlineAssistantReply } from '../ai/offline/assistant.ts';
import type { AiProvider, AssistantRequest } from '../ai/provider.ts';
import type { AppDeps } from '../app.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import { searchPublishedArticles } from './search.ts';

export const MAX_CHAT_MESSAGE = 2000;

export const assistantBody = z.object({
  message: z
    .string()
    .max(MAX_CHAT_MESSAGE, { error: `message must be at most ${MAX_CHAT_MESSAGE} characters` })
    .refine((text) => text.trim().length > 0, { error: 'message must not be blank' }),
  conversationHistory: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(MAX_CHAT_MESSAGE * 2) }))
    .max(50)
    .default([]),
  language: z.enum(['en', 'pt']).optional(),
});

export function assistantRoutes({ db, ai, logger }: Pick<AppDeps, 'db' | 'logger'> & { ai: AiProvider }) {
  return new Hono<AppEnv>().post('/', validate('json', assistantBody), async (c) => {
    const { message, conversationHistory, language } = c.req.valid('json');
    const locale = language ?? c.get('locale');
    const articles = await searchPublishedArticles(db, message, locale);
    const request: AssistantRequest = { message: message.trim(), history: conversationHistory, articles, locale };
    let reply: string;
    let source = ai.source;
    try {
      reply = await ai.assistantReply(request);
    } catch (error) {
      logger.warn('assistant reply from the AI provider failed; answering offline', { error });
      reply = offlineAssistantReply(request);
      source = 'offline';
    }
    return c.json({
      message: reply,
      relevantArticles: articles.map(({ id, slug, titulo, categoria, idioma }) => ({ id, slug, titulo, categoria, idioma })),
      source,
    });
  });
}
