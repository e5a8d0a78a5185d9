/** DELETE /api/admin/articles/:id/traducao: the article and its translation stop being linked. */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articleSummarySchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

const answer = z.object({ article: articleSummarySchema.loose() });

export async function unlinkTranslation(id: string) {
  return (await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/traducao`, { method: 'DELETE', schema: answer })).article;
}

export function useUnlinkTranslation() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: unlinkTranslation, onSuccess: invalidate });
}
