/** POST /api/admin/reviews (create) and PUT /api/admin/reviews/:id (update). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewAnswerSchema, reviewsQueryKey, type ReviewInput } from './review-schema.ts';

export async function saveReview({ id, input }: { id?: string; input: ReviewInput }) {
  const path = id ? `/api/admin/reviews/${encodeURIComponent(id)}` : '/api/admin/reviews';
  return (await apiRequest(path, { method: id ? 'PUT' : 'POST', json: input, schema: reviewAnswerSchema })).review;
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }) });
}
