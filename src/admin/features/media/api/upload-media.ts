/** POST /api/admin/uploads/:kind from the library's upload box; the list refreshes after. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile, type UploadKind } from '../../../lib/uploads.ts';
import { mediaQueryKey } from './list-media.ts';

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: UploadKind; file: File }) => uploadFile(kind, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
