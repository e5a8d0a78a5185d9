/** DELETE /api/admin/articles/:id/traducao: the article and its translation stop being linked. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { changedArticleAnswerSchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

export async function unlinkTranslation(id: string) {
  return (
    await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/traducao`, { method: 'DELETE', schema: changedArticleAnswerSchema })
  ).article;
}

export function useUnlinkTranslation() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: unlinkTranslation, onSuccess: invalidate });
}
