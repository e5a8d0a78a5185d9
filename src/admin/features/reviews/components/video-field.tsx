/**
 * 'URL do Vídeo (Upload)': a video file sent at once to /api/admin/uploads/videos, whose
 * address fills the field, or an address typed or pasted from the media library.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { INPUT_CLASS } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { UPLOAD_ACCEPT, uploadFile } from '../../../lib/uploads.ts';
import { REVIEW_STRINGS as S } from '../strings.ts';

interface Props {
  id: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBusyChange: (busy: boolean) => void;
}

export default function VideoField({ id, value, error, disabled, onChange, onBusyChange }: Props) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    onBusyChange(true);
    setUploadError(null);
    try {
      const media = await uploadFile('videos', file);
      onChange(media.publicUrl);
      toast.success(S.fieldVideoUploaded, { description: file.name });
    } catch (failure) {
      const text = S.uploadError(errorMessage(failure));
      setUploadError(text);
      toast.error(text, { description: file.name });
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  const shownError = error ?? uploadError ?? undefined;
  const hint = disabled ? S.fieldVideoDisabled : S.fieldVideoHint;
  return (
    <FormField id={id} label={S.fieldVideo} hint={hint} error={shownError}>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="url"
          inputMode="url"
          value={value}
          disabled={disabled || uploading}
          placeholder={S.fieldVideoPlaceholder}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(shownError))}
          onChange={(event) => onChange(event.target.value)}
          className={`${INPUT_CLASS} min-w-0 flex-1 basis-52`}
        />
        <input
          id={`${id}-file`}
          type="file"
          accept={UPLOAD_ACCEPT.videos}
          disabled={disabled || uploading}
          aria-label={S.fieldVideoFile}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <label
          htmlFor={`${id}-file`}
          aria-hidden="true"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-brand-soft px-4 text-sm font-semibold text-brand ring-1 ring-brand/20 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-55 hover:bg-brand/15"
        >
          {uploading ? <Spinner className="size-4" /> : <Icon name="upload" className="size-4" />}
          {uploading ? S.fieldVideoUploading : S.fieldVideoFile}
        </label>
        {value && !uploading && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-accent hover:bg-accent-soft"
          >
            <Icon name="close" className="size-4" />
            {S.fieldVideoRemove}
          </button>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {uploading ? S.fieldVideoUploading : ''}
      </p>
    </FormField>
  );
}
