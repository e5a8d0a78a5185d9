/**
 * POST /api/admin/articles/:id/traducao: "Criar tradução" — a draft in the other language,
 * linked to the original; machine-translated when the server has a model, else the original
 * text awaiting translation. `traducao_automatica: false` skips the model.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { translationDraftAnswerSchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

export async function createTranslation({ id, automatic = true }: { id: string; automatic?: boolean }) {
  return (
    await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/traducao`, {
      method: 'POST',
      json: { traducao_automatica: automatic },
      schema: translationDraftAnswerSchema,
      // A model translates a long article in several requests.
      timeoutMs: 300_000,
    })
  ).article;
}

export function useCreateTranslation() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: createTranslation, onSuccess: invalidate });
}
