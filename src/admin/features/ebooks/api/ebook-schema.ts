/** The interactive ebook as /api/admin/ebooks reads and writes it. */
import { z } from 'zod';
import type { ContentLanguage } from '../../../lib/languages.ts';

export const ebookSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  interactive_link: z.string(),
  is_active: z.boolean(),
  display_order: z.number(),
  /** The locale it is shown in; null: both. */
  idioma: z.enum(['en', 'pt']).nullable(),
});
export type Ebook = z.infer<typeof ebookSchema>;

export interface EbookInput {
  title: string;
  description: string;
  cover_image_url: string | null;
  interactive_link: string;
  display_order: number;
  is_active: boolean;
  idioma: ContentLanguage | null;
}

export const ebooksQueryKey = ['admin', 'ebooks'] as const;
