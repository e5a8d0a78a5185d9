/**
 * The back office's one "delete this?" dialog (docs/decisions/076), driven by useConfirmedDelete:
 * open while an item awaits confirmation, named by its title, its text and a line naming the item
 * as its description. ModalDialog gives the rest: focus kept inside, Escape cancels, and focus
 * goes back to the row's button that opened it.
 */
import ConfirmDialog from './confirm-dialog.tsx';
import type { ConfirmedDelete } from '../lib/use-confirmed-delete.ts';

/** A text, or one written for the item (its name inside the sentence). */
type ItemText<T> = string | ((item: T) => string);

interface Props<T> {
  flow: ConfirmedDelete<T>;
  texts: { title: NoInfer<ItemText<T>>; text: NoInfer<ItemText<T>>; confirm: string; busy: string; cancel?: string };
  /** The line under the text that names the item, when the text does not. */
  name?: (item: T) => string;
  /** The name is a path or an id: monospaced, broken anywhere. */
  code?: boolean;
}

const NAME_CLASS = {
  code: 'mt-1 font-mono font-semibold break-all text-ink',
  text: 'mt-1 font-semibold break-words text-ink',
};

export default function ConfirmDeleteDialog<T>({ flow, texts, name, code = false }: Props<T>) {
  const item = flow.toDelete;
  const write = (text: ItemText<T>) => (typeof text === 'string' ? text : item === null ? '' : text(item));
  return (
    <ConfirmDialog
      open={item !== null}
      title={write(texts.title)}
      description={
        <>
          <p>{write(texts.text)}</p>
          {item !== null && name && <p className={code ? NAME_CLASS.code : NAME_CLASS.text}>{name(item)}</p>}
        </>
      }
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      busy={flow.deleting}
      cancelLabel={texts.cancel}
      onConfirm={flow.confirmDelete}
      onClose={() => flow.setToDelete(null)}
    />
  );
}
