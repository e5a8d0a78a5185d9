/** PATCH /api/admin/reviews/:id/ativo: shows the review on the home page, or hides it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewAnswerSchema, reviewsQueryKey, type Review } from './review-schema.ts';

export async function setReviewActive({ id, ativo }: { id: string; ativo: boolean }) {
  const path = `/api/admin/reviews/${encodeURIComponent(id)}/ativo`;
  return (await apiRequest(path, { method: 'PATCH', json: { ativo }, schema: reviewAnswerSchema })).review;
}

export function useToggleReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewActive,
    onSuccess: (saved) =>
      queryClient.setQueryData<Review[]>(reviewsQueryKey, (list) => list?.map((review) => (review.id === saved.id ? saved : review))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
