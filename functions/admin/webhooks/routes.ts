/**
 * /api/admin/webhooks: configurations (the signing secret is shown once, when created),
 * the active switch, delete, a test delivery, and the last 50 delivery attempts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { linkUrl } from '../../../src/lib/contracts/fields.ts';
import { validate } from '../../lib/validate.ts';
import { idParam } from '../../lib/validators.ts';
import { checkTargetUrl, UnsafeTargetError } from '../../webhooks/safe-target.ts';
import { newWebhookSecret } from '../../webhooks/signing.ts';
import { enqueueEvent } from '../../webhooks/queue.ts';

const NOT_FOUND = { en: 'This webhook does not exist.', pt: 'Este webhook não existe.' };

export const webhookInput = z.object({
  name: z.string().trim().min(1, { error: 'Nome e URL são obrigatórios' }).max(100),
  url: z.string().trim().min(1, { error: 'Nome e URL são obrigatórios' }).pipe(linkUrl()),
  description: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().max(500).nullable())
    .default(null),
});

const PUBLIC_COLUMNS = ['id', 'name', 'url', 'description', 'is_active', 'created_at'] as const;
const webhookIdParam = idParam();

/** A webhook in the audit log: its name and host only (a hook's path or query often carries a token). */
const auditLabel = (webhook: { name: string; url: string }) => `${webhook.name} (${new URL(webhook.url).host})`;

export function adminWebhookRoutes({ db, env, webhookWorker }: Pick<AppDeps, 'db' | 'env' | 'webhookWorker'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) =>
      c.json({ webhooks: await db.selectFrom('webhook_configs').select(PUBLIC_COLUMNS).orderBy('created_at', 'desc').execute() }),
    )
    .get('/logs', async (c) =>
      c.json({
        logs: await db
          .selectFrom('webhook_logs')
          .leftJoin('webhook_configs', 'webhook_configs.id', 'webhook_logs.webhook_id')
          .select([
            'webhook_logs.id',
            'webhook_logs.webhook_id',
            'webhook_configs.name as webhook_name',
            'webhook_logs.event',
            'webhook_logs.success',
            'webhook_logs.response_status',
            'webhook_logs.error_message',
            'webhook_logs.created_at',
          ])
          .orderBy('webhook_logs.created_at', 'desc')
          .limit(50)
          .execute(),
      }),
    )
    .post('/', validate('json', webhookInput), async (c) => {
      const input = c.req.valid('json');
      let url: URL;
      try {
        url = new URL(input.url);
        checkTargetUrl(url, env.WEBHOOK_ALLOW_PRIVATE_TARGETS);
      } catch (error) {
        const reason = error instanceof UnsafeTargetError ? error.message : 'not a valid URL';
        throw new ApiError(
          400,
          'validation_failed',
          { en: `This URL cannot receive webhooks: ${reason}.`, pt: `Esta URL não pode receber webhooks: ${reason}.` },
          [{ path: 'url', message: reason }],
        );
      }
      const secret = newWebhookSecret();
      const webhook = await db
        .insertInto('webhook_configs')
        .values({ name: input.name, url: url.toString(), description: input.description, secret })
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'webhook.created',
        targetType: 'webhook',
        targetId: webhook.id,
        summary: auditLabel(webhook),
      });
      return c.json({ webhook, secret }, 201);
    })
    .patch('/:id', validate('param', webhookIdParam), validate('json', z.object({ is_active: z.boolean() })), async (c) => {
      const webhook = await db
        .updateTable('webhook_configs')
        .set({ is_active: c.req.valid('json').is_active })
        .where('id', '=', c.req.valid('param').id)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirst();
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
      if (!queued)
        throw new ApiError(404, 'not_found', {
          en: 'This webhook does not exist or is inactive.',
          pt: 'Este webhook não existe ou está inativo.',
        });
      void webhookWorker?.runOnce();
      return c.json({ queued }, 202);
    })
    .delete('/:id', validate('param', webhookIdParam), async (c) => {
      const webhook = await db
        .deleteFrom('webhook_configs')
        .where('id', '=', c.req.valid('param').id)
        .returning(['id', 'name', 'url'])
        .executeTakeFirst();
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
