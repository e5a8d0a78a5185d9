/**
 * POST /api/functions/personal-assessment {answers: ten integers 1–5, language}: the analysis
 * of the life-coach page's assessment, from the AI provider or the offline analyser.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ASSESSMENT_QUESTION_COUNT } from '../../src/lib/assessment.ts';
import { offlineAssessment } from '../ai/offline/assessment.ts';
import type { AiProvider } from '../ai/provider.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Logger } from '../lib/logger.ts';
import { validate } from '../lib/validate.ts';

export const assessmentBody = z.object({
  answers: z
    .array(z.number().int({ error: 'each answer must be a whole number' }).min(1).max(5), { error: 'answers must be a list of numbers' })
    .length(ASSESSMENT_QUESTION_COUNT, { error: `answers must have exactly ${ASSESSMENT_QUESTION_COUNT} items` }),
  language: z.enum(['en', 'pt']).optional(),
});

export function assessmentRoutes({ ai, logger }: { ai: AiProvider; logger: Logger }) {
  return new Hono<AppEnv>().post('/', validate('json', assessmentBody), async (c) => {
    const { answers, language } = c.req.valid('json');
    const request = { answers, locale: language ?? c.get('locale') };
    if (ai.source === 'model') {
      try {
        return c.json({ assessment: await ai.assessmentAnalysis(request), source: 'model' });
      } catch (error) {
        logger.warn('assessment from the AI provider failed; analysing offline', { error });
      }
    }
    return c.json({ assessment: offlineAssessment(request), source: 'offline' });
  });
}
