/**
 * The webhooks group's own request checks. The new webhook's shape is the contract shared
 * with the back office (src/lib/contracts/webhook.ts); whether its address may receive
 * deliveries is checked here, on the server only.
 */
import { fieldKey, fieldMessage } from '../../../src/lib/contracts/field-messages.ts';
import { ApiError } from '../../lib/errors.ts';
import { idParam } from '../../lib/validators.ts';
import { checkTargetUrl, UnsafeTargetError } from '../../webhooks/safe-target.ts';

export const webhookIdParam = idParam();

/** The address deliveries would go to, or a 400 naming why it cannot receive them (a private or loopback host, unless allowed). */
export function deliveryTarget(url: string, allowPrivateTargets: boolean): URL {
  try {
    const target = new URL(url);
    checkTargetUrl(target, allowPrivateTargets);
    return target;
  } catch (error) {
    const reason = error instanceof UnsafeTargetError ? error.fieldMessage : fieldKey('target_not_url');
    throw new ApiError(
      400,
      'validation_failed',
      {
        en: `This URL cannot receive webhooks: ${fieldMessage(reason, 'en')}.`,
        pt: `Esta URL não pode receber webhooks: ${fieldMessage(reason, 'pt')}.`,
      },
      [{ path: 'url', message: reason }],
    );
  }
}
