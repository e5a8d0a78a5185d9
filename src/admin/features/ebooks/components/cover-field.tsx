/**
 * 'Cover Image': pick an image (anything else gets the specification's alert), see it, remove
 * it. The file is only uploaded when the form is saved.
 */
import { useId } from 'react';
import { HINT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { readAsDataUrl } from '../../../lib/uploads.ts';
import { isCoverImage } from '../lib/ebook-form.ts';
import { EBOOK_STRINGS as S } from '../strings.ts';

export type Cover = { kind: 'none' } | { kind: 'existing'; url: string } | { kind: 'new'; file: File; preview: string };

export default function CoverField({ cover, disabled, onChange }: { cover: Cover; disabled: boolean; onChange: (cover: Cover) => void }) {
  const id = useId();
  const preview = cover.kind === 'existing' ? cover.url : cover.kind === 'new' ? cover.preview : null;

  const choose = async (file: File) => {
    if (!isCoverImage(file)) {
      window.alert(S.notAnImage);
      return;
    }
    onChange({ kind: 'new', file, preview: await readAsDataUrl(file) });
  };

  return (
    <div>
      <p id={`${id}-label`} className={LABEL_CLASS}>
        {S.fieldCover}
      </p>
      <div className="mt-1.5 flex flex-wrap items-start gap-4">
        <div className="grid aspect-[3/4] w-32 shrink-0 place-items-center overflow-hidden rounded-xl bg-sand ring-1 ring-line">
          {preview ? (
            <img src={preview} alt={S.fieldCoverPreview} className="size-full object-cover" />
          ) : (
            <Icon name="image" className="size-8 text-ink-soft" />
          )}
        </div>
        <div className="min-w-0 flex-1 basis-40 space-y-3">
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void choose(file);
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full bg-brand-soft px-4 text-sm font-semibold text-brand ring-1 ring-brand/20 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-55 hover:bg-brand/15"
          >
            <Icon name="upload" className="size-4" />
            {preview ? S.fieldCoverReplace : S.fieldCoverChoose}
          </label>
          {cover.kind === 'new' && <p className="truncate text-sm text-ink-soft">{cover.file.name}</p>}
          {preview && (
            <div>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange({ kind: 'none' })}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-accent hover:bg-accent-soft disabled:opacity-55"
              >
                <Icon name="close" className="size-4" />
                {S.fieldCoverRemove}
              </button>
            </div>
          )}
          <p id={`${id}-hint`} className={HINT_CLASS}>
            {S.fieldCoverHint}
          </p>
        </div>
      </div>
    </div>
  );
}
