/**
 * /api/admin/imports as the screen uses it: start one (multipart, no time limit: a large export
 * takes a while to send), follow one until it ends, list the recent ones, cancel one. The
 * answer shapes are checked loosely on purpose where the report grows (passthrough).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const countsSchema = z.object({ created: z.number(), updated: z.number(), unchanged: z.number(), skipped: z.number(), failed: z.number() });
const entrySchema = z.object({ source_key: z.string(), title: z.string(), code: z.string(), detail: z.string().optional() });

export const importReportSchema = z
  .object({
    source: z.enum(['wordpress', 'ghost']),
    dry_run: z.boolean(),
    total: z.number(),
    unreadable: z.number(),
    articles: countsSchema,
    media: z.object({ fetched: z.number(), failed: z.number() }),
    redirects: z.object({ created: z.number(), kept: z.number(), refused: z.number() }),
    by_language: z.record(z.string(), z.number()),
    categories: z.array(z.object({ slug: z.string(), name: z.string(), posts: z.number(), mapped_to: z.string().nullable() })),
    translation_groups: z.number(),
    slug_clashes: z.array(z.object({ source_key: z.string(), slug: z.string(), resolved_as: z.string() })),
    unknown_shortcodes: z.record(z.string(), z.number()),
    // Reports written before the authors were listed have none.
    authors: z.record(z.string(), z.number()).optional(),
    media_to_fetch: z.number(),
    skipped: z.array(entrySchema),
    problems: z.array(entrySchema),
    imported: z.array(
      z.object({ source_key: z.string(), article_id: z.string(), titulo: z.string(), idioma: z.string(), status: z.string() }),
    ),
  })
  .passthrough();
export type ImportReport = z.infer<typeof importReportSchema>;

export const importSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  source: z.enum(['wordpress', 'ghost']),
  dry_run: z.boolean(),
  file_name: z.string(),
  progress: z.object({ done: z.number(), total: z.number().nullable() }),
  report: importReportSchema.nullable().optional(),
  error: z.string().nullable(),
  created_at: z.string(),
});
/** An import as the recent list has it: without its report. */
export type RecentImport = Omit<z.infer<typeof importSchema>, 'report'>;

const importsKey = ['admin', 'imports'] as const;
const ENDED = new Set(['done', 'failed', 'cancelled']);

export interface ImportRequest {
  file: File;
  dryRun: boolean;
  language: 'en' | 'pt';
  pages: 'skip' | 'articles';
  media: 'fetch' | 'keep';
  sourceUrl: string;
  categoryMap: Record<string, string>;
  defaultCategory: string;
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => {
      const form = new FormData();
      form.append('dry_run', String(request.dryRun));
      form.append('language', request.language);
      form.append('pages', request.pages);
      form.append('media', request.media);
      if (request.sourceUrl.trim()) form.append('source_url', request.sourceUrl.trim());
      if (Object.keys(request.categoryMap).length) form.append('category_map', JSON.stringify(request.categoryMap));
      if (request.defaultCategory) form.append('default_category', request.defaultCategory);
      form.append('file', request.file, request.file.name);
      return apiRequest('/api/admin/imports', { method: 'POST', body: form, timeoutMs: 0, schema: z.object({ id: z.string() }) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey }),
  });
}

/** One import, asked again every second until it has ended. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: [...importsKey, id],
    enabled: id !== null,
    queryFn: ({ signal }) => apiRequest(`/api/admin/imports/${encodeURIComponent(id!)}`, { schema: importSchema, signal }),
    refetchInterval: (query) => (query.state.data && ENDED.has(query.state.data.status) ? false : 1000),
  });
}

export function useRecentImports() {
  return useQuery({
    queryKey: [...importsKey, 'list'],
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/imports', { schema: z.object({ imports: z.array(importSchema.omit({ report: true })) }), signal }),
  });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/imports/${encodeURIComponent(id)}/cancel`, { method: 'POST', schema: importSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey }),
  });
}
