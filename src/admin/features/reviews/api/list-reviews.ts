/** GET /api/admin/reviews: every review, by ordem. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { reviewSchema, reviewsQueryKey } from './review-schema.ts';

const listAnswer = z.object({ reviews: z.array(reviewSchema) });

export async function fetchReviews(signal?: AbortSignal) {
  const { reviews } = await apiRequest('/api/admin/reviews', { schema: listAnswer, signal });
  return [...reviews].sort((a, b) => a.ordem - b.ordem);
}

export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => fetchReviews(signal) });
}
