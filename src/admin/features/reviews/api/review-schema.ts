/** The product review as /api/admin/reviews reads and writes it. */
import { z } from 'zod';
import type { ContentLanguage } from '../../../lib/languages.ts';

export const reviewSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  link_produto: z.string(),
  texto_botao: z.string(),
  video_url: z.string().nullable(),
  video_link_externo: z.string().nullable(),
  ordem: z.number(),
  ativo: z.boolean(),
  /** The locale it is shown in; null: both. */
  idioma: z.enum(['en', 'pt']).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export interface ReviewInput {
  titulo: string;
  texto_botao: string;
  descricao: string;
  link_produto: string;
  video_url: string | null;
  video_link_externo: string | null;
  ordem: number;
  ativo: boolean;
  idioma: ContentLanguage | null;
}

export const reviewsQueryKey = ['admin', 'reviews'] as const;
