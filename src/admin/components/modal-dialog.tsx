/**
 * A modal on the native <dialog>: Escape closes it, the page behind is inert, and focus returns
 * to the control that opened it. Tab and Shift+Tab go round its own controls (the browser would
 * let them leave for its own toolbar, then the page's end). It is portalled to
 * <body>, so a dialog's own form never nests inside the screen's form (its submit events still
 * bubble through React: dialog forms stop them).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: from its last control to its first, and back with Shift. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

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
      onKeyDown={keepFocusInside}
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
