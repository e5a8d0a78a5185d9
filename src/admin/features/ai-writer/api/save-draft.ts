/**
 * POST /api/admin/articles: the generated article as a draft by 'IA Redatora', its reading
 * time computed (words / 200, rounded up). The article lists refresh afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CategoryKey } from '../../../../lib/categories.ts';
import { readingMinutes } from '../../../../lib/reading-time.ts';
import { AI_WRITER_STRINGS as S } from '../strings.ts';
import type { ArticleLanguage } from './generate-article.ts';

const savedAnswer = z.object({ article: z.object({ id: z.string(), slug: z.string(), titulo: z.string() }).loose() });

export interface DraftInput {
  /** The language it was generated in. */
  idioma: ArticleLanguage;
  titulo: string;
  categoria: CategoryKey;
  meta_descricao: string;
  conteudo_html: string;
}

export function draftBody(draft: DraftInput) {
  return {
    ...draft,
    tempo_leitura: readingMinutes(draft.conteudo_html) || null,
    status: 'rascunho' as const,
    autor: S.author,
  };
}

export async function saveDraft(draft: DraftInput) {
  return (await apiRequest('/api/admin/articles', { method: 'POST', json: draftBody(draft), schema: savedAnswer })).article;
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'articles'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
