/**
 * The library's upload box: choose the kind (its folder), then drop files or pick them. Files
 * go up one after another; the server checks the bytes and answers 413 or 415 with a message
 * that is shown as 'Erro no upload: {message}'.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { UPLOAD_ACCEPT, UPLOAD_KINDS, type UploadKind } from '../../../lib/uploads.ts';
import { useUploadMedia } from '../api/upload-media.ts';
import { KIND_LABELS, MEDIA_STRINGS as S } from '../strings.ts';

export default function UploadBox() {
  const id = useId();
  const [kind, setKind] = useState<UploadKind>('images');
  const [dragging, setDragging] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [lastError, setLastError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const busy = current !== null;

  const send = async (files: File[]) => {
    if (busy || files.length === 0) return;
    setLastError(null);
    for (const file of files) {
      setCurrent(file.name);
      try {
        await upload.mutateAsync({ kind, file });
        toast.success(S.uploaded, { description: file.name });
      } catch (error) {
        const text = S.uploadError(errorMessage(error));
        setLastError(`${file.name}: ${text}`);
        toast.error(text, { description: file.name });
      }
    }
    setCurrent(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={CARD_CLASS}>
      <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
        {S.uploadTitle}
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-[14rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-kind`} className={LABEL_CLASS}>
            {S.uploadKind}
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            disabled={busy}
            onChange={(event) => setKind(event.target.value as UploadKind)}
            className={`${INPUT_CLASS} mt-1.5`}
          >
            {UPLOAD_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]} ({value})
              </option>
            ))}
          </select>
        </div>

        <div
          onDragEnter={(event) => {
            event.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          className={`flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center transition-colors ${
            dragging ? 'border-brand bg-brand-soft' : 'border-line-strong bg-paper'
          }`}
        >
          <Icon name="upload" className="size-7 text-brand" />
          <p className="font-semibold text-ink">
            {S.uploadDrop} <span className="font-normal text-ink-soft">{S.uploadOr}</span>
          </p>
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT[kind]}
            disabled={busy}
            aria-label={S.uploadInput}
            aria-describedby={`${id}-limits`}
            className="peer sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void send(files);
            }}
          />
          <label
            htmlFor={`${id}-file`}
            aria-hidden="true"
            className="btn btn-secondary min-h-10 cursor-pointer px-5 py-2 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-55"
          >
            {S.uploadChoose}
          </label>
          <p id={`${id}-limits`} className={`${HINT_CLASS} max-w-md`}>
            {S.uploadLimits}
          </p>
        </div>
      </div>

      <div aria-live="polite" className="mt-3 min-h-6 text-sm">
        {busy && (
          <p className="flex items-center gap-2 font-medium text-brand">
            <Spinner className="size-4" />
            {S.uploading(current)}
          </p>
        )}
        {!busy && lastError && <p className="font-medium text-accent">{lastError}</p>}
      </div>
    </section>
  );
}
