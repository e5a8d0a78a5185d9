/** GET /api/admin/reviews: every review, by ordem. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewListAnswerSchema, reviewsQueryKey } from './review-schema.ts';

export async function fetchReviews(signal?: AbortSignal) {
  const { reviews } = await apiRequest('/api/admin/reviews', { schema: reviewListAnswerSchema, signal });
  return [...reviews].sort((a, b) => a.ordem - b.ordem);
}

export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => fetchReviews(signal) });
}
