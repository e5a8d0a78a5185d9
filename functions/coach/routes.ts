/**
 * POST /api/functions/life-coach-chat.
 * - {action: 'check_limits'} → {success, messageCount, remainingMessages, maxMessages}
 * - {message} → the coach's reply, from COACH_WEBHOOK_URL when set, otherwise the AI
 *   provider, otherwise the offline coach; counted against the visitor's limit only once the
 *   message is valid and accepted (429 when none is left).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { offlineCoachReply } from '../ai/offline/coach.ts';
import { clientAddress } from '../lib/client-address.ts';
import { ApiError } from '../lib/errors.ts';
import { formatCoachWindow, type CoachReplyAnswer, type CoachUsageAnswer } from '../../src/lib/coach-chat.ts';
import type { AppEnv } from '../lib/http.ts';
import { validate } from '../lib/validate.ts';
import { consumeCoachMessage, peekCoachUsage } from './limits.ts';
import { coachBody } from './schemas.ts';
import { askCoachWebhook } from './webhook.ts';

/** The 429 text, with the window this server keeps (COACH_WINDOW_HOURS). */
function limitReached(windowHours: number) {
  return {
    en: `You have used all your messages for now. Your limit resets within ${formatCoachWindow(windowHours, 'en')} of your first message.`,
    pt: `Você usou todas as suas mensagens por enquanto. O limite é renovado em até ${formatCoachWindow(windowHours, 'pt')} após a sua primeira mensagem.`,
  };
}

export function coachRoutes({
  db,
  env,
  ai,
  logger,
  hashAddress,
  trustedProxies,
}: Pick<AppDeps, 'db' | 'env' | 'ai' | 'logger' | 'hashAddress' | 'trustedProxies'>) {
  const limits = { limit: env.COACH_MESSAGE_LIMIT, windowHours: env.COACH_WINDOW_HOURS };
  return new Hono<AppEnv>().post('/', validate('json', coachBody), async (c) => {
    const body = c.req.valid('json');
    const visitor = hashAddress(clientAddress(c, trustedProxies));
    if ('action' in body) return c.json({ success: true, ...(await peekCoachUsage(db, visitor, limits)) } satisfies CoachUsageAnswer);

    const usage = await consumeCoachMessage(db, visitor, limits);
    if (!usage) {
      const { resetsAt } = await peekCoachUsage(db, visitor, limits);
      const error = new ApiError(429, 'limit_reached', limitReached(env.COACH_WINDOW_HOURS));
      return c.json({ ...error.body(c.get('locale')), resetsAt }, 429);
    }

    const locale = body.language ?? c.get('locale');
    const request = { message: body.message.trim(), history: body.history, locale };
    let reply: string | undefined;
    let source: CoachReplyAnswer['source'] = 'offline';
    if (env.COACH_WEBHOOK_URL) {
      try {
        reply = await askCoachWebhook(env.COACH_WEBHOOK_URL, request.message);
        source = 'automation';
      } catch (error) {
        logger.warn('coach automation failed; answering without it', { error });
      }
    }
    if (!reply && ai.source === 'model') {
      try {
        reply = await ai.coachReply(request);
        source = 'model';
      } catch (error) {
        logger.warn('coach reply from the AI provider failed; answering offline', { error });
      }
    }
    reply ??= offlineCoachReply(request);
    return c.json({ success: true, reply, source, ...usage } satisfies CoachReplyAnswer);
  });
}
