/** Uploads an image for the article body (images kind) and inserts it with its alt text. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import ModalDialog from '../../../components/modal-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { UPLOAD_ACCEPT, readAsDataUrl, uploadFile } from '../../../lib/uploads.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}

export default function ImageDialog({ open, onClose, onInsert }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  // Each opening starts empty (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFile(null);
      setPreview('');
      setAlt('');
      setError('');
      setBusy(false);
    }
  }

  const choose = async (chosen: File | undefined) => {
    setError('');
    setFile(chosen ?? null);
    setPreview(chosen ? await readAsDataUrl(chosen).catch(() => '') : '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) {
      setError(S.imageMissing);
      fileRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const media = await uploadFile('images', file);
      onInsert(media.publicUrl, alt.trim());
    } catch (uploadError) {
      toast.error(S.uploadError(errorMessage(uploadError)));
      setBusy(false);
    }
  };

  return (
    <ModalDialog open={open} onClose={() => !busy && onClose()} title={S.imageDialogTitle} initialFocus={fileRef}>
      <form className="mt-5 space-y-5" onSubmit={submit} noValidate>
        <div>
          <label htmlFor="image-dialog-file" className={LABEL_CLASS}>
            {S.imageFile}
          </label>
          <input
            ref={fileRef}
            id="image-dialog-file"
            type="file"
            accept={UPLOAD_ACCEPT.images}
            onChange={(event) => void choose(event.target.files?.[0])}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-soft file:px-4 file:py-2 file:font-semibold file:text-brand hover:file:bg-brand/15"
          />
          {error && (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-accent">
              {error}
            </p>
          )}
          {preview && <img src={preview} alt="" className="mt-3 max-h-48 rounded-xl object-contain ring-1 ring-line" />}
        </div>
        <div>
          <label htmlFor="image-dialog-alt" className={LABEL_CLASS}>
            {S.imageAlt}
          </label>
          <input
            id="image-dialog-alt"
            type="text"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby={hintId}
            className={`${INPUT_CLASS} mt-1.5`}
          />
          <p id={hintId} className={HINT_CLASS}>
            {S.imageAltHint}
          </p>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={busy}>
            {STRINGS.common.cancel}
          </button>
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {busy && <Spinner className="size-4" />}
            {busy ? S.inserting : S.insert}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
