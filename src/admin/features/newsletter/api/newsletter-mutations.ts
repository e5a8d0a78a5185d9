/** DELETE /subscribers/:id, POST /import and POST /test under /api/admin/newsletter. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deletedAnswerSchema, importAnswerSchema, newsletterQueryKey, testAnswerSchema } from './newsletter-schemas.ts';

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/newsletter/subscribers/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deletedAnswerSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterQueryKey }),
  });
}

export function useImportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { newsletter: string; csv: string; consented: boolean }) =>
      apiRequest('/api/admin/newsletter/import', { method: 'POST', json: input, schema: importAnswerSchema, timeoutMs: 120_000 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterQueryKey }),
  });
}

export function useTestSend() {
  return useMutation({
    mutationFn: (newsletter: string) =>
      apiRequest('/api/admin/newsletter/test', { method: 'POST', json: { newsletter }, schema: testAnswerSchema }),
  });
}
