/** /api/admin/testimonials: the home page's testimonials (administrators). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletedTestimonialSchema,
  testimonialAnswerSchema,
  testimonialListSchema,
  type TestimonialInput,
} from '../../../../lib/contracts/site-settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'testimonials'] as const;

export function useTestimonials() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('/api/admin/testimonials', { schema: testimonialListSchema, signal }),
  });
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TestimonialInput }) =>
      apiRequest(id ? `/api/admin/testimonials/${encodeURIComponent(id)}` : '/api/admin/testimonials', {
        method: id ? 'PUT' : 'POST',
        json: input,
        schema: testimonialAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/testimonials/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedTestimonialSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
