/**
 * The interactive ebook as /api/admin/ebooks reads and writes it: the contract shared with the
 * server (src/lib/contracts/ebook.ts).
 */
export {
  ebookAnswerSchema,
  ebookDeletedAnswerSchema,
  ebookInputSchema,
  ebookListAnswerSchema,
  EBOOK_LIMITS,
  type Ebook,
  type EbookInput,
} from '../../../../lib/contracts/ebook.ts';

export const ebooksQueryKey = ['admin', 'ebooks'] as const;
