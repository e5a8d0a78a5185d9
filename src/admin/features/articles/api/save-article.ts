/** POST /api/admin/articles (create) and PUT /api/admin/articles/:id (update). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshSiteStatus } from '../../../lib/site-status.ts';
import { articlesQueryKey, savedArticleAnswerSchema, type ArticleInput } from './article-schemas.ts';

export async function saveArticle({ id, input }: { id?: string; input: ArticleInput }) {
  const path = id ? `/api/admin/articles/${encodeURIComponent(id)}` : '/api/admin/articles';
  return (await apiRequest(path, { method: id ? 'PUT' : 'POST', json: input, schema: savedArticleAnswerSchema })).article;
}

/** Saving changes the lists, the dashboard and (when published) the site. */
export function useInvalidateAfterArticleChange(): () => void {
  const queryClient = useQueryClient();
  const refreshSite = useRefreshSiteStatus();
  return () => {
    void queryClient.invalidateQueries({ queryKey: articlesQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    refreshSite();
  };
}

export function useSaveArticle() {
  const invalidate = useInvalidateAfterArticleChange();
  return useMutation({ mutationFn: saveArticle, onSuccess: invalidate });
}
