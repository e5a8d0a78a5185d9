/**
 * /api/admin/contact-messages: the readers' messages from the contact form (Mensagens).
 * List (newest first, searchable, 25 a page, with the unread count), the unread count alone
 * (the sidebar and the dashboard), one message in full, read/unread, and deletion (written to
 * the audit log, without the reader's details). Editors and administrators (functions/auth/permissions.ts). Reading a
 * message does not mark it read by itself: the screen does it, so a GET stays safe to repeat.
 */
import { Hono } from 'hono';
import { contactMessageListQuerySchema, contactMessageReadSchema } from '../../../src/lib/contracts/contact-message.ts';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { deleteContactMessage, findContactMessage, listContactMessages, setContactMessageRead, unreadCount } from './queries.ts';
import { contactMessageIdParam, MESSAGE_NOT_FOUND } from './schemas.ts';

const notFound = () => new ApiError(404, 'contact_message_not_found', MESSAGE_NOT_FOUND);

export function adminContactMessageRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', contactMessageListQuerySchema), async (c) => c.json(await listContactMessages(db, c.req.valid('query'))))
    .get('/unread-count', async (c) => c.json({ unread: await unreadCount(db) }))
    .get('/:id', validate('param', contactMessageIdParam), async (c) => {
      const message = await findContactMessage(db, c.req.valid('param').id);
      if (!message) throw notFound();
      return c.json({ message });
    })
    .patch('/:id', validate('param', contactMessageIdParam), validate('json', contactMessageReadSchema), async (c) => {
      const message = await setContactMessageRead(db, c.req.valid('param').id, c.req.valid('json').read);
      if (!message) throw notFound();
      return c.json({ message });
    })
    .delete('/:id', validate('param', contactMessageIdParam), async (c) => {
      const deleted = await deleteContactMessage(db, c.req.valid('param').id);
      if (!deleted) throw notFound();
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'contact_message.deleted',
        targetType: 'contact_message',
        targetId: deleted.id,
        // The reader's name and address stay out of the log: a deletion is often asked for to forget them.
        summary: deleted.created_at.toISOString(),
      });
      return c.json({ deleted: deleted.id });
    });
}
