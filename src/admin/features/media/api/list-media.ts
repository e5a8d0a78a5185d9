/** GET /api/admin/media?search=&kind=: the uploaded files, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaListAnswerSchema } from '../../../../lib/contracts/media.ts';
import type { UploadKind } from '../../../lib/uploads.ts';

export interface MediaFilter {
  search: string;
  kind: UploadKind | '';
}

export const mediaQueryKey = ['admin', 'media'] as const;

export async function fetchMedia(filter: MediaFilter, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.kind) params.set('kind', filter.kind);
  const query = params.size ? `?${params}` : '';
  return (await apiRequest(`/api/admin/media${query}`, { schema: mediaListAnswerSchema, signal })).media;
}

export function useMediaList(filter: MediaFilter) {
  return useQuery({
    queryKey: [...mediaQueryKey, filter],
    queryFn: ({ signal }) => fetchMedia(filter, signal),
    placeholderData: keepPreviousData,
  });
}
