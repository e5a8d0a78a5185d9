/** PUT /api/admin/articles/:id/traducao {article_id}: links an existing article as the translation. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { changedArticleAnswerSchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

export async function linkTranslation({ id, articleId }: { id: string; articleId: string }) {
  return (
    await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/traducao`, {
      method: 'PUT',
      json: { article_id: articleId },
      schema: changedArticleAnswerSchema,
    })
  ).article;
}

export function useLinkTranslation() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: linkTranslation, onSuccess: invalidate });
}
