/**
 * Create and edit modes: the ebook's fields with the specification's messages. A newly chosen
 * cover is uploaded (ebook-covers) first, then the ebook is saved.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import LanguageSelect from '../../../components/language-select.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import ToggleSwitch from '../../../components/toggle-switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/uploads.ts';
import { EBOOK_LIMITS, type Ebook } from '../api/ebook-schema.ts';
import { useSaveEbook } from '../api/save-ebook.ts';
import { ebookInput, ebookValues, NEW_EBOOK, validateEbook, type EbookFormErrors, type EbookFormValues } from '../lib/ebook-form.ts';
import { EBOOK_STRINGS as S } from '../strings.ts';
import CoverField, { type Cover } from './cover-field.tsx';

const FIELD_ORDER: (keyof EbookFormValues)[] = ['title', 'description', 'interactive_link', 'display_order'];

export default function EbookForm({ ebook, onDone }: { ebook: Ebook | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveEbook();
  const [values, setValues] = useState<EbookFormValues>(() => (ebook ? ebookValues(ebook) : NEW_EBOOK));
  const [errors, setErrors] = useState<EbookFormErrors>({});
  const [cover, setCover] = useState<Cover>(() =>
    ebook?.cover_image_url ? { kind: 'existing', url: ebook.cover_image_url } : { kind: 'none' },
  );
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = uploading || save.isPending;

  const fieldId = (field: keyof EbookFormValues) => `${id}-${field}`;
  const set = <K extends keyof EbookFormValues>(field: K, value: EbookFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const a11y = (field: keyof EbookFormValues, hint = false) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, Boolean(errors[field])),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateEbook(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }

    let coverUrl = cover.kind === 'existing' ? cover.url : null;
    if (cover.kind === 'new') {
      setUploading(true);
      try {
        coverUrl = (await uploadFile('ebook-covers', cover.file)).publicUrl;
        setCover({ kind: 'existing', url: coverUrl });
      } catch (error) {
        toast.error(S.uploadError(errorMessage(error)), { description: cover.file.name });
        return;
      } finally {
        setUploading(false);
      }
    }

    save.mutate(
      { id: ebook?.id, input: ebookInput(values, coverUrl) },
      {
        onSuccess: () => {
          toast.success(ebook ? S.updated : S.created);
          onDone();
        },
        onError: (error) => toast.error(ebook ? S.updateError : S.createError, { description: errorMessage(error) }),
      },
    );
  };

  const busyLabel = uploading ? S.uploadingCover : ebook ? S.updating : S.creating;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className={CARD_CLASS}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <FormField id={fieldId('title')} label={S.fieldTitle} required error={errors.title}>
            <input
              id={fieldId('title')}
              value={values.title}
              maxLength={EBOOK_LIMITS.title}
              placeholder={S.fieldTitlePlaceholder}
              onChange={(e) => set('title', e.target.value)}
              className={INPUT_CLASS}
              aria-required="true"
              {...a11y('title')}
            />
          </FormField>
          <FormField id={fieldId('description')} label={S.fieldDescription} required error={errors.description}>
            <textarea
              id={fieldId('description')}
              value={values.description}
              rows={4}
              maxLength={EBOOK_LIMITS.description}
              placeholder={S.fieldDescriptionPlaceholder}
              onChange={(e) => set('description', e.target.value)}
              className={INPUT_CLASS}
              aria-required="true"
              {...a11y('description')}
            />
          </FormField>
          <FormField id={fieldId('interactive_link')} label={S.fieldLink} required error={errors.interactive_link}>
            <input
              id={fieldId('interactive_link')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.interactive_link}
              onChange={(e) => set('interactive_link', e.target.value)}
              className={INPUT_CLASS}
              aria-required="true"
              {...a11y('interactive_link')}
            />
          </FormField>
          <LanguageSelect
            id={fieldId('idioma')}
            label={S.fieldLanguage}
            bothLabel={S.fieldLanguageBoth}
            hint={S.fieldLanguageHint}
            value={values.idioma}
            onChange={(idioma) => set('idioma', idioma)}
          />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField id={fieldId('display_order')} label={S.fieldOrder} hint={S.fieldOrderHint} error={errors.display_order}>
              <input
                id={fieldId('display_order')}
                type="number"
                step={1}
                inputMode="numeric"
                value={values.display_order}
                onChange={(e) => set('display_order', e.target.value)}
                className={INPUT_CLASS}
                {...a11y('display_order', true)}
              />
            </FormField>
            <div className="sm:pt-7">
              <ToggleSwitch
                checked={values.is_active}
                onChange={(checked) => set('is_active', checked)}
                label={S.fieldActive}
                describedBy={`${id}-active-hint`}
              />
              <p id={`${id}-active-hint`} className="mt-1 text-sm text-ink-soft">
                {S.fieldActiveHint}
              </p>
            </div>
          </div>
        </div>
        <CoverField cover={cover} disabled={busy} onChange={setCover} />
      </div>

      <div className="mt-8 flex flex-wrap justify-end gap-3 border-t border-line pt-6">
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone} disabled={busy}>
          {S.cancel}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? busyLabel : ebook ? S.update : S.create}
        </button>
      </div>
    </form>
  );
}
