/**
 * The back office's "delete, after confirming" flow for a list item: which item awaits
 * confirmation, and the delete itself with its success and error toasts.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from './api-client.ts';

interface DeleteMutation {
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/** The flow's state, handed whole to ConfirmDeleteDialog (src/admin/components/confirm-delete-dialog.tsx). */
export interface ConfirmedDelete<T> {
  /** The item awaiting confirmation; null while the dialog is closed. */
  toDelete: T | null;
  setToDelete: (item: T | null) => void;
  confirmDelete: () => void;
  deleting: boolean;
}

export function useConfirmedDelete<T extends { id: string }>(
  remove: DeleteMutation,
  texts: { deleted: string; deleteError: string },
  /** A line under the success toast naming what was deleted. */
  describe?: (item: T) => string,
): ConfirmedDelete<T> {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const confirmDelete = () => {
    const item = toDelete;
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(texts.deleted, describe ? { description: describe(item) } : undefined);
        setToDelete(null);
      },
      onError: (error) => toast.error(texts.deleteError, { description: errorMessage(error) }),
    });
  };
  return { toDelete, setToDelete, confirmDelete, deleting: remove.isPending };
}
