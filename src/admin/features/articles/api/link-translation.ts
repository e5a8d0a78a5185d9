/** PUT /api/admin/articles/:id/traducao {article_id}: links an existing article as the translation. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articleSummarySchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

const answer = z.object({ article: articleSummarySchema.loose() });

export async function linkTranslation({ id, articleId }: { id: string; articleId: string }) {
  return (
    await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/traducao`, {
      method: 'PUT',
      json: { article_id: articleId },
      schema: answer,
    })
  ).article;
}

export function useLinkTranslation() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: linkTranslation, onSuccess: invalidate });
}
