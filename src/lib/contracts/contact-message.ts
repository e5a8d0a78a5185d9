/**
 * The readers' messages of the contact form as the back office reads them (Mensagens,
 * /api/admin/contact-messages): the list's query, a message, and the answers, declared once for
 * the server, the back office and the API tests. Every message is stored; `delivery_status`
 * says whether it was also mailed to the owner (SMTP_URL) and `delivery_error` why not.
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';

export const CONTACT_MESSAGE_FILTERS = ['all', 'unread', 'read'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const CONTACT_MESSAGES_PAGE_SIZE = 25;

/** How much of a message the list shows. */
export const CONTACT_MESSAGE_PREVIEW_LENGTH = 160;

export const contactMessageListQuerySchema = z.object({
  /** Part of the name, e-mail, subject or text, letter case ignored. */
  search: z.string().trim().max(200).default(''),
  status: z.enum(CONTACT_MESSAGE_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** PATCH /api/admin/contact-messages/:id */
export const contactMessageReadSchema = z.object({ read: z.boolean({ error: 'read_flag' }) });

export const DELIVERY_STATUSES = ['stored', 'sent', 'failed'] as const;

const messageFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  locale: z.enum(LOCALES),
  /** stored: no SMTP_URL, kept only here; sent: mailed to the owner too; failed: the mail server refused or did not answer. */
  delivery_status: z.enum(DELIVERY_STATUSES),
  delivery_error: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
};

/** A message in the list: its first words only. */
export const contactMessageSummarySchema = z.object({ ...messageFields, preview: z.string() });
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

/** One message with its whole text. */
export const contactMessageSchema = z.object({ ...messageFields, message: z.string() });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/contact-messages: newest first; `unread` counts every unread message, whatever the filter. */
export const contactMessagePageSchema = z.object({
  messages: z.array(contactMessageSummarySchema),
  total: z.number(),
  unread: z.number(),
  page: z.number(),
  page_size: z.number(),
});

/** GET /api/admin/contact-messages/unread-count */
export const contactMessagesUnreadSchema = z.object({ unread: z.number() });

/** GET and PATCH /api/admin/contact-messages/:id */
export const contactMessageAnswerSchema = z.object({ message: contactMessageSchema });

/** DELETE /api/admin/contact-messages/:id */
export const deletedContactMessageSchema = z.object({ deleted: z.string() });

/** A reply from the reader's own mail program: their address, and the subject as a reply. */
export function replyLink(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
