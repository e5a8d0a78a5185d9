/**
 * A modal on the native <dialog>: the browser traps focus inside it, Escape closes it, the
 * page behind is inert, and focus returns to the control that opened it. It is portalled to
 * <body>, so a dialog's own form never nests inside the screen's form (its submit events still
 * bubble through React: dialog forms stop them).
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The element that gets focus when the dialog opens (defaults to the first control). */
  initialFocus?: React.RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
}

export default function ModalDialog({ open, onClose, title, description, children, initialFocus, role = 'dialog' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card bg-surface p-6 text-ink shadow-lift ring-1 ring-line backdrop:bg-ink/45 sm:p-7"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-h3 text-brand-strong">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 text-ink-soft">
              {description}
            </div>
          )}
          {children}
        </>
      )}
    </dialog>,
    document.body,
  );
}
