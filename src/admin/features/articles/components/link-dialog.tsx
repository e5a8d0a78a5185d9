/** Asks for a link's address (http or https) for the selected text; empty removes the link. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import ModalDialog from '../../../components/modal-dialog.tsx';
import { STRINGS } from '../../../lib/strings.ts';
import { isHttpUrl } from '../lib/article-form.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

interface Props {
  open: boolean;
  initialUrl: string;
  onClose: () => void;
  onSubmit: (url: string) => void;
}

export default function LinkDialog({ open, initialUrl, onClose, onSubmit }: Props) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // Each opening starts from the link being edited (state adjusted while rendering, not in an effect).
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  const opening = open ? initialUrl : null;
  if (opening !== openedWith) {
    setOpenedWith(opening);
    if (opening !== null) {
      setUrl(opening);
      setError('');
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = url.trim();
    if (value && !isHttpUrl(value)) {
      setError(S.linkInvalid);
      inputRef.current?.focus();
      return;
    }
    onSubmit(value);
  };

  return (
    <ModalDialog open={open} onClose={onClose} title={S.linkDialogTitle} initialFocus={inputRef}>
      <form className="mt-5 space-y-5" onSubmit={submit} noValidate>
        <div>
          <label htmlFor="link-dialog-url" className={LABEL_CLASS}>
            {S.linkUrl}
          </label>
          <input
            ref={inputRef}
            id="link-dialog-url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${INPUT_CLASS} mt-1.5`}
          />
          {error && (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-accent">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          {initialUrl && (
            <button type="button" className={`${SECONDARY_BUTTON} mr-auto`} onClick={() => onSubmit('')}>
              {S.linkRemove}
            </button>
          )}
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {STRINGS.common.cancel}
          </button>
          <button type="submit" className={PRIMARY_BUTTON}>
            {S.insert}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
