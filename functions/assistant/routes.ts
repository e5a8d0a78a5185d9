/**
 * POST /api/functions/chatbot-assistant {message, conversationHistory}: finds the relevant
 * published articles with full-text search and answers {message, relevantArticles}, through
 * the AI provider, or the offline assistant when there is no model or the model fails.
 * Each visitor address gets ASSISTANT_RATE_LIMIT answers, and the history it sends is
 * bounded (the newest 10 messages of up to 1,000 characters; more is refused with 400), so
 * that nobody can spend the site's model budget.
 */
import { Hono } from 'hono';
import type { ChatReply } from '../../src/lib/chat-conversation.ts';
import { offlineAssistantReply } from '../ai/offline/assistant.ts';
import type { AiProvider, AssistantRequest } from '../ai/provider.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/http.ts';
import { limitRequests } from '../lib/request-limits.ts';
import { validate } from '../lib/validate.ts';
import { assistantBody } from './schemas.ts';
import { searchPublishedArticles } from './search.ts';

const RATE_LIMITED = {
  en: 'You have sent many messages in a short time. Please wait a few minutes and try again.',
  pt: 'Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
};

export function assistantRoutes(deps: Pick<AppDeps, 'db' | 'logger' | 'env' | 'hashAddress' | 'trustedProxies'> & { ai: AiProvider }) {
  const { db, ai, logger, env } = deps;
  const limit = limitRequests(deps, 'assistant', env.ASSISTANT_RATE_LIMIT, RATE_LIMITED);
  return new Hono<AppEnv>().post('/', validate('json', assistantBody), limit, async (c) => {
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
    } satisfies ChatReply);
  });
}
