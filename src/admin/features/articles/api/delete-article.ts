/** DELETE /api/admin/articles/:id: removes the article (and its page, after the rebuild). */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

export async function deleteArticle(id: string) {
  return apiRequest(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.object({ deleted: z.string() }) });
}

export function useDeleteArticle() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: deleteArticle, onSuccess: invalidate });
}
