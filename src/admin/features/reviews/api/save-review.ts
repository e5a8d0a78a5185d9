/** POST /api/admin/reviews (create) and PUT /api/admin/reviews/:id (update). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewSchema, reviewsQueryKey, type ReviewInput } from './review-schema.ts';

const reviewAnswer = z.object({ review: reviewSchema });

export async function saveReview({ id, input }: { id?: string; input: ReviewInput }) {
  const path = id ? `/api/admin/reviews/${encodeURIComponent(id)}` : '/api/admin/reviews';
  return (await apiRequest(path, { method: id ? 'PUT' : 'POST', json: input, schema: reviewAnswer })).review;
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveReview, onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }) });
}
