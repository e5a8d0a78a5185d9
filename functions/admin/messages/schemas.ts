/**
 * The messages group's own request schemas. The list's query, the read flag and the answers
 * are the contract shared with the back office: src/lib/contracts/contact-message.ts.
 */
import { idParam } from '../../lib/validators.ts';

export const contactMessageIdParam = idParam('unknown_contact_message');

export const MESSAGE_NOT_FOUND = {
  en: 'This message no longer exists. It may have been deleted.',
  pt: 'Esta mensagem não existe mais. Ela pode ter sido excluída.',
};
