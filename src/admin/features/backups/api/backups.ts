/**
 * /api/admin/backups as the Backups screen uses it: the list with the current or last backup
 * job (asked again every two seconds while that job is queued or running, so its progress
 * moves), "back up now" and delete.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminJobSchema } from '../../../../lib/contracts/jobs.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const backupSchema = z.object({
  id: z.string(),
  size: z.number(),
  created_at: z.string(),
  encrypted: z.boolean(),
  compressed: z.boolean(),
  summary: z
    .object({
      verified_at: z.string(),
      verified: z.boolean(),
      rows: z.number(),
      media_files: z.number(),
      media_bytes: z.number(),
      secrets_included: z.boolean(),
    })
    .nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  job: adminJobSchema.nullable(),
  settings: z.object({ store: z.enum(['local', 's3']), schedule: z.string(), keep: z.number(), encrypted: z.boolean() }),
});
export type BackupList = z.infer<typeof backupListSchema>;

const backupsKey = ['admin', 'backups'] as const;
const REFRESH_MS = 2000;

export const isActive = (job: BackupList['job']) => job?.status === 'queued' || job?.status === 'running';

export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) => apiRequest('/api/admin/backups', { schema: backupListSchema, signal }),
    refetchInterval: (query) => (isActive(query.state.data?.job ?? null) ? REFRESH_MS : false),
  });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/backups', { method: 'POST', schema: z.object({ id: z.string(), created: z.boolean() }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/backups/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.object({ deleted: z.string() }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

export const downloadUrl = (id: string) => `/api/admin/backups/${encodeURIComponent(id)}/download`;
