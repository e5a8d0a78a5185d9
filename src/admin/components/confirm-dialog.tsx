/** "Are you sure?" before a destructive action, with the action's busy label while it runs. */
import { useRef, type ReactNode } from 'react';
import { DANGER_BUTTON, SECONDARY_BUTTON } from './field-styles.ts';
import ModalDialog from './modal-dialog.tsx';
import { Spinner } from './spinner.tsx';
import { STRINGS } from '../lib/strings.ts';

interface Props {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Defaults to 'Cancelar'; the English-language screens (ebooks) pass their own. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export default function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  cancelLabel = STRINGS.common.cancel,
  onConfirm,
  onClose,
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      description={description}
      initialFocus={cancelRef}
      role="alertdialog"
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancelRef} type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={DANGER_BUTTON} onClick={onConfirm} disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
