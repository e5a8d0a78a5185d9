/** GET /api/admin/ebooks: every interactive ebook, by display order. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ebookListAnswerSchema, ebooksQueryKey } from './ebook-schema.ts';

export async function fetchEbooks(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/ebooks', { schema: ebookListAnswerSchema, signal })).ebooks;
}

export function useEbooks() {
  return useQuery({ queryKey: ebooksQueryKey, queryFn: ({ signal }) => fetchEbooks(signal) });
}
