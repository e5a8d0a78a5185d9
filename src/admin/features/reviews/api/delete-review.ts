/** DELETE /api/admin/reviews/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewDeletedAnswerSchema, reviewsQueryKey } from './review-schema.ts';

export async function deleteReview(id: string) {
  return apiRequest(`/api/admin/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', schema: reviewDeletedAnswerSchema });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }) });
}
