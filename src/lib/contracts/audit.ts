/**
 * The audit log as it crosses the line between the back office and /api/admin/audit: the
 * actions it knows, the list's filters and page size, validated by the server, and the pages
 * of events and the people in the log, parsed by the back office and by the API tests.
 */
import { z } from 'zod';

/** Every action the log knows, `<area>.<verb>`; the back office names each in both languages. */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.locked',
  'sign_in.refused_locked',
  'sign_in.two_factor_failed',
  'two_factor.enabled',
  'two_factor.disabled',
  'article.published',
  'article.unpublished',
  'article.deleted',
  'translation.updated',
  'translation.marked_up_to_date',
  'review.deleted',
  'ebook.deleted',
  'media.deleted',
  'team.invited',
  'team.invitation_revoked',
  'team.invitation_accepted',
  'team.role_changed',
  'team.deactivated',
  'team.reactivated',
  'team.two_factor_reset',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'redirect.created',
  'redirect.updated',
  'redirect.deleted',
  'backup.requested',
  'backup.deleted',
  'contact_message.deleted',
  'settings.updated',
  'testimonial.created',
  'testimonial.updated',
  'testimonial.deleted',
  'import.started',
  'import.completed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_LIMITS = { default: 50, max: 100 } as const;

/** GET /api/admin/audit: filter by action and by person (a user id), a page at a time from `cursor` (the last page's next_cursor). */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_LIMITS.max).default(AUDIT_PAGE_LIMITS.default),
});

/**
 * One event. `action` is read as any text, not only the actions above: a log written by a
 * newer server keeps its rows readable, shown under the name the server gives them.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  summary: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/admin/audit: newest first; next_cursor is null on the last page. */
export const auditPageAnswerSchema = z.object({ events: z.array(auditEventSchema), next_cursor: z.string().nullable() });

/** GET /api/admin/audit/actors: everyone in the log, with the e-mail they last acted under. */
export const auditActorsAnswerSchema = z.object({ actors: z.array(z.object({ id: z.string(), email: z.string() })) });
