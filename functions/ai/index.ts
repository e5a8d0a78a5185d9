/** Chooses the AI provider from the configuration: a model when AI_BASE_URL is set, else offline. */
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { offlineArticleOutline } from './offline/article-outline.ts';
import { offlineAssessment } from './offline/assessment.ts';
import { offlineAssistantReply } from './offline/assistant.ts';
import { offlineCoachReply } from './offline/coach.ts';
import { offlineHoroscope, signDateRange } from './offline/horoscope.ts';
import { OpenAiCompatibleProvider } from './openai-compatible.ts';
import type { AiProvider } from './provider.ts';

export const offlineProvider: AiProvider = {
  source: 'offline',
  horoscope: async (request) => offlineHoroscope(request),
  assistantReply: async (request) => offlineAssistantReply(request),
  articleDraft: async (request) => offlineArticleOutline(request),
  coachReply: async (request) => offlineCoachReply(request),
  assessmentAnalysis: async (request) => offlineAssessment(request),
};

export function createAiProvider(env: Env, logger: Logger): AiProvider {
  if (!env.AI_BASE_URL) return offlineProvider;
  return new OpenAiCompatibleProvider(
    { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS, logger },
    (request) => signDateRange(request.sign, request.locale),
  );
}

export type { AiProvider } from './provider.ts';
