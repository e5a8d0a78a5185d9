/**
 * An out-of-date translation (issue 30): what its original changed since (GET …/traducao/alteracoes),
 * "Update translation" (POST …/atualizar), "Mark up to date" (POST …/em-dia) and the readers' notice (PUT …/aviso).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { translationChangesAnswerSchema, translationUpdateAnswerSchema } from '../../../../lib/contracts/translation-freshness.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey, changedArticleAnswerSchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

const base = (id: string) => `/api/admin/articles/${encodeURIComponent(id)}/traducao`;

export function useTranslationChanges(translationId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...articlesQueryKey, 'translation-changes', translationId],
    queryFn: async ({ signal }) => apiRequest(`${base(translationId)}/alteracoes`, { schema: translationChangesAnswerSchema, signal }),
    enabled,
  });
}

export function useUpdateTranslation() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({
    mutationFn: (translationId: string) =>
      apiRequest(`${base(translationId)}/atualizar`, { method: 'POST', json: {}, schema: translationUpdateAnswerSchema }),
    onSuccess: invalidate,
  });
}

export function useMarkTranslationUpToDate() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({
    mutationFn: (translationId: string) =>
      apiRequest(`${base(translationId)}/em-dia`, { method: 'POST', json: {}, schema: changedArticleAnswerSchema }),
    onSuccess: invalidate,
  });
}

export function useTranslationNotice() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({
    mutationFn: ({ id, aviso }: { id: string; aviso: boolean }) =>
      apiRequest(`${base(id)}/aviso`, { method: 'PUT', json: { aviso }, schema: changedArticleAnswerSchema }),
    onSuccess: invalidate,
  });
}
