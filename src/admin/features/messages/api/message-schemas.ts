/** Contact messages as /api/admin/contact-messages answers them: the contract shared with the server (src/lib/contracts/contact-message.ts). */
export {
  contactMessageAnswerSchema,
  contactMessagePageSchema,
  deletedContactMessageSchema,
  replyLink,
  type ContactMessage,
  type ContactMessageFilter,
  type ContactMessageSummary,
} from '../../../../lib/contracts/contact-message.ts';
export { CONTACT_MESSAGES_QUERY_KEY } from '../../../lib/unread-messages.ts';
