/**
 * /api/admin/webhooks: configurations (the signing secret is shown once, when created),
 * the active switch, delete, a test delivery, and the last 50 delivery attempts.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { newWebhookSecret } from '../../webhooks/signing.ts';
import { enqueueEvent } from '../../webhooks/queue.ts';
import { webhookActiveInputSchema, webhookInputSchema } from '../../../src/lib/contracts/webhook.ts';
import { createWebhook, deleteWebhook, listWebhookLogs, listWebhooks, setWebhookActive } from './queries.ts';
import { deliveryTarget, webhookIdParam } from './schemas.ts';

const NOT_FOUND = { en: 'This webhook does not exist.', pt: 'Este webhook não existe.' };
const NOT_TESTABLE = { en: 'This webhook does not exist or is inactive.', pt: 'Este webhook não existe ou está inativo.' };

/** A webhook in the audit log: its name and host only (a hook's path or query often carries a token). */
const auditLabel = (webhook: { name: string; url: string }) => `${webhook.name} (${new URL(webhook.url).host})`;

export function adminWebhookRoutes({ db, env, jobs }: Pick<AppDeps, 'db' | 'env' | 'jobs'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ webhooks: await listWebhooks(db) }))
    .get('/logs', async (c) => c.json({ logs: await listWebhookLogs(db) }))
    .post('/', validate('json', webhookInputSchema), async (c) => {
      const input = c.req.valid('json');
      const url = deliveryTarget(input.url, env.WEBHOOK_ALLOW_PRIVATE_TARGETS);
      const secret = newWebhookSecret();
      const webhook = await createWebhook(db, { name: input.name, url: url.toString(), description: input.description, secret });
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'webhook.created',
        targetType: 'webhook',
        targetId: webhook.id,
        summary: auditLabel(webhook),
      });
      return c.json({ webhook, secret }, 201);
    })
    .patch('/:id', validate('param', webhookIdParam), validate('json', webhookActiveInputSchema), async (c) => {
      const webhook = await setWebhookActive(db, c.req.valid('param').id, c.req.valid('json').is_active);
      if (!webhook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'webhook.updated',
        targetType: 'webhook',
        targetId: webhook.id,
        summary: `${auditLabel(webhook)} → is_active: ${webhook.is_active}`,
      });
      return c.json({ webhook });
    })
    .post('/:id/test', validate('param', webhookIdParam), async (c) => {
      const queued = await enqueueEvent(db, 'webhook.test', { message: 'A test delivery from the back office.' }, c.req.valid('param').id);
      if (!queued) throw new ApiError(404, 'not_found', NOT_TESTABLE);
      jobs.wake();
      return c.json({ queued }, 202);
    })
    .delete('/:id', validate('param', webhookIdParam), async (c) => {
      const webhook = await deleteWebhook(db, c.req.valid('param').id);
      if (!webhook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'webhook.deleted',
        targetType: 'webhook',
        targetId: webhook.id,
        summary: auditLabel(webhook),
      });
      return c.json({ deleted: webhook.id });
    });
}
