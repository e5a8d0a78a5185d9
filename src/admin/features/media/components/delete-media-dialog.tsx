/**
 * Deleting a file takes one confirmation, and a second one when the server says the file is
 * still in use (409 `in_use`): its message names who uses it, and 'Excluir mesmo assim'
 * deletes with force.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { Media } from '../../../lib/uploads.ts';
import { isInUse, useDeleteMedia } from '../api/delete-media.ts';
import { MEDIA_STRINGS as S } from '../strings.ts';

export default function DeleteMediaDialog({ media, onClose }: { media: Media | null; onClose: () => void }) {
  const remove = useDeleteMedia();
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);

  const close = () => {
    setInUseMessage(null);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!media) return;
    const force = inUseMessage !== null;
    remove.mutate(
      { id: media.id, force },
      {
        onSuccess: () => {
          toast.success(S.deleted, { description: media.name });
          close();
        },
        onError: (error) => {
          if (!force && isInUse(error)) {
            setInUseMessage(error.message);
            return;
          }
          toast.error(S.deleteError, { description: errorMessage(error) });
        },
      },
    );
  };

  const name = media?.name ?? '';
  const inUse = inUseMessage !== null;
  return (
    <ConfirmDialog
      open={media !== null}
      title={inUse ? S.inUseTitle : S.deleteTitle}
      description={
        inUse ? (
          <div role="alert">
            <p>{inUseMessage}</p>
            <p className="mt-2 text-sm">{S.inUseHint}</p>
          </div>
        ) : (
          S.deleteText(name)
        )
      }
      confirmLabel={inUse ? S.forceConfirm : S.deleteConfirm}
      busyLabel={S.deleting}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
