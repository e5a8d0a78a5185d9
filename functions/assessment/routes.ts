/**
 * POST /api/functions/personal-assessment {answers: ten integers 1–5, language}: the analysis
 * of the life-coach page's assessment, from the AI provider or the offline analyser. Each
 * address may send ASSESSMENT_RATE_LIMIT assessments.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ASSESSMENT_QUESTION_COUNT } from '../../src/lib/assessment.ts';
import type { AssessmentAnswer } from '../../src/lib/coach-assessment.ts';
import { offlineAssessment } from '../ai/offline/assessment.ts';
import type { AiProvider } from '../ai/provider.ts';
import type { Env } from '../env.ts';
import { fieldKey } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Logger } from '../lib/logger.ts';
import { limitRequests, type LimitDeps } from '../lib/request-limits.ts';
import { validate } from '../lib/validate.ts';

export const assessmentBody = z.object({
  answers: z
    .array(z.number().int({ error: 'answer_whole_number' }).min(1).max(5), { error: 'answers_list' })
    .length(ASSESSMENT_QUESTION_COUNT, { error: fieldKey('answers_count', ASSESSMENT_QUESTION_COUNT) }),
  language: z.enum(['en', 'pt']).optional(),
});

const RATE_LIMITED = {
  en: 'You have sent several assessments in a short time. Please try again later.',
  pt: 'Você enviou várias avaliações em pouco tempo. Tente novamente mais tarde.',
};

export function assessmentRoutes(deps: LimitDeps & { env: Pick<Env, 'ASSESSMENT_RATE_LIMIT'>; ai: AiProvider; logger: Logger }) {
  const { ai, logger } = deps;
  const limit = limitRequests(deps, 'assessment', deps.env.ASSESSMENT_RATE_LIMIT, RATE_LIMITED);
  return new Hono<AppEnv>().post('/', validate('json', assessmentBody), limit, async (c) => {
    const { answers, language } = c.req.valid('json');
    const request = { answers, locale: language ?? c.get('locale') };
    if (ai.source === 'model') {
      try {
        return c.json({ assessment: await ai.assessmentAnalysis(request), source: 'model' } satisfies AssessmentAnswer);
      } catch (error) {
        logger.warn('assessment from the AI provider failed; analysing offline', { error });
      }
    }
    return c.json({ assessment: offlineAssessment(request), source: 'offline' } satisfies AssessmentAnswer);
  });
}
