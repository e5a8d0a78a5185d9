/** POST /api/admin/articles (create) and PUT /api/admin/articles/:id (update). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshSiteStatus } from '../../../lib/site-status.ts';
import { articleStatus, articlesQueryKey, type ArticleInput } from './article-schemas.ts';

const articleAnswer = z.object({
  article: z
    .object({
      id: z.string(),
      slug: z.string(),
      titulo: z.string(),
      status: articleStatus,
      data_publicacao: z.string().nullable().optional(),
    })
    .loose(),
});

export async function saveArticle({ id, input }: { id?: string; input: ArticleInput }) {
  const path = id ? `/api/admin/articles/${encodeURIComponent(id)}` : '/api/admin/articles';
  return (await apiRequest(path, { method: id ? 'PUT' : 'POST', json: input, schema: articleAnswer })).article;
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
