/** GET /api/admin/ebooks: every interactive ebook, by display order. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { ebookSchema, ebooksQueryKey } from './ebook-schema.ts';

const listAnswer = z.object({ ebooks: z.array(ebookSchema) });

export async function fetchEbooks(signal?: AbortSignal) {
  return (await apiRequest('/api/admin/ebooks', { schema: listAnswer, signal })).ebooks;
}

export function useEbooks() {
  return useQuery({ queryKey: ebooksQueryKey, queryFn: ({ signal }) => fetchEbooks(signal) });
}
