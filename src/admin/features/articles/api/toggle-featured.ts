/** PATCH /api/admin/articles/:id/destaque: features an article on the home page, or not. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { changedArticleAnswerSchema } from './article-schemas.ts';
import { useInvalidateAfterArticleChange } from './save-article.ts';

export async function setFeatured({ id, destaque }: { id: string; destaque: boolean }) {
  return (
    await apiRequest(`/api/admin/articles/${encodeURIComponent(id)}/destaque`, {
      method: 'PATCH',
      json: { destaque },
      schema: changedArticleAnswerSchema,
    })
  ).article;
}

export function useToggleFeatured() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: setFeatured, onSettled: invalidate });
}
