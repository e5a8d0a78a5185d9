/**
 * GET|PUT /api/admin/newsletter/articles/:id: whether publishing this article mails the
 * newsletter of its language (default yes), whether it was mailed already, and whether it was
 * ever published (then a new publish sends nothing).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { articlesQueryKey } from './article-schemas.ts';

export const newsletterOptionSchema = z.object({
  article_id: z.string(),
  send_on_publish: z.boolean(),
  sent: z.boolean(),
  /** Published once already: publishing again is a republish and sends nothing. */
  published_before: z.boolean(),
});

const optionKey = (id: string) => [...articlesQueryKey, 'newsletter', id];
const optionPath = (id: string) => `/api/admin/newsletter/articles/${encodeURIComponent(id)}`;

export function useNewsletterOption(id: string) {
  return useQuery({
    queryKey: optionKey(id),
    queryFn: ({ signal }) => apiRequest(optionPath(id), { schema: newsletterOptionSchema, signal }),
  });
}

export function useSetNewsletterOption(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sendOnPublish: boolean) =>
      apiRequest(optionPath(id), { method: 'PUT', json: { send_on_publish: sendOnPublish }, schema: newsletterOptionSchema }),
    onSuccess: (option) => client.setQueryData(optionKey(id), option),
  });
}
