/**
 * 'Novo Review' / 'Editar Review': an accessible modal (native <dialog>: focus stays inside,
 * Escape closes) with the review's fields, checked before sending.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import LanguageSelect from '../../../components/language-select.tsx';
import ModalDialog from '../../../components/modal-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import ToggleSwitch from '../../../components/toggle-switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { REVIEW_LIMITS, type Review } from '../api/review-schema.ts';
import { useSaveReview } from '../api/save-review.ts';
import {
  newReviewValues,
  reviewInput,
  reviewValues,
  validateReview,
  type ReviewFormErrors,
  type ReviewFormValues,
} from '../lib/review-form.ts';
import { REVIEW_STRINGS as S } from '../strings.ts';
import VideoField from './video-field.tsx';

/** `review` null: a new review, ordered after the `count` existing ones. */
export interface ReviewDialogState {
  review: Review | null;
  count: number;
}

const FIELD_ORDER: (keyof ReviewFormValues)[] = [
  'titulo',
  'texto_botao',
  'descricao',
  'link_produto',
  'video_url',
  'video_link_externo',
  'ordem',
];

export default function ReviewDialog({ state, onClose }: { state: ReviewDialogState | null; onClose: () => void }) {
  return (
    <ModalDialog open={state !== null} onClose={onClose} title={state?.review ? S.editReview : S.newReview}>
      {state && <ReviewForm key={state.review?.id ?? 'new'} state={state} onClose={onClose} />}
    </ModalDialog>
  );
}

function ReviewForm({ state, onClose }: { state: ReviewDialogState; onClose: () => void }) {
  const id = useId();
  const editing = state.review;
  const save = useSaveReview();
  const [values, setValues] = useState<ReviewFormValues>(() => (editing ? reviewValues(editing) : newReviewValues(state.count)));
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = save.isPending || uploading;

  const set = <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fieldId = (field: keyof ReviewFormValues) => `${id}-${field}`;
  const invalid = (field: keyof ReviewFormValues) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), field === 'ordem', Boolean(errors[field])),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    save.mutate(
      { id: editing?.id, input: reviewInput(values) },
      {
        onSuccess: () => {
          toast.success(editing ? S.updated : S.created);
          onClose();
        },
        onError: (error) => toast.error(editing ? S.updateError : S.saveError, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="mt-5 space-y-5">
      <FormField id={fieldId('titulo')} label={S.fieldTitle} required error={errors.titulo}>
        <input
          id={fieldId('titulo')}
          value={values.titulo}
          maxLength={REVIEW_LIMITS.titulo}
          onChange={(e) => set('titulo', e.target.value)}
          className={INPUT_CLASS}
          aria-required="true"
          {...invalid('titulo')}
        />
      </FormField>
      <FormField id={fieldId('texto_botao')} label={S.fieldButton} required error={errors.texto_botao}>
        <input
          id={fieldId('texto_botao')}
          value={values.texto_botao}
          maxLength={REVIEW_LIMITS.texto_botao}
          onChange={(e) => set('texto_botao', e.target.value)}
          className={INPUT_CLASS}
          aria-required="true"
          {...invalid('texto_botao')}
        />
      </FormField>
      <FormField id={fieldId('descricao')} label={S.fieldDescription} required error={errors.descricao}>
        <textarea
          id={fieldId('descricao')}
          value={values.descricao}
          rows={3}
          maxLength={REVIEW_LIMITS.descricao}
          onChange={(e) => set('descricao', e.target.value)}
          className={INPUT_CLASS}
          aria-required="true"
          {...invalid('descricao')}
        />
      </FormField>
      <FormField id={fieldId('link_produto')} label={S.fieldLink} required error={errors.link_produto}>
        <input
          id={fieldId('link_produto')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.link_produto}
          onChange={(e) => set('link_produto', e.target.value)}
          className={INPUT_CLASS}
          aria-required="true"
          {...invalid('link_produto')}
        />
      </FormField>
      <VideoField
        id={fieldId('video_url')}
        value={values.video_url}
        error={errors.video_url}
        disabled={values.video_link_externo.trim() !== ''}
        onChange={(value) => set('video_url', value)}
        onBusyChange={setUploading}
      />
      <FormField
        id={fieldId('video_link_externo')}
        label={S.fieldExternal}
        error={errors.video_link_externo}
        hint={values.video_url.trim() ? S.fieldExternalDisabled : undefined}
      >
        <input
          id={fieldId('video_link_externo')}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={values.video_link_externo}
          disabled={values.video_url.trim() !== ''}
          onChange={(e) => set('video_link_externo', e.target.value)}
          className={INPUT_CLASS}
          aria-invalid={errors.video_link_externo ? true : undefined}
          aria-describedby={describedBy(fieldId('video_link_externo'), values.video_url.trim() !== '', Boolean(errors.video_link_externo))}
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
      <div className="grid items-end gap-5 sm:grid-cols-2">
        <FormField id={fieldId('ordem')} label={S.fieldOrder} hint={S.fieldOrderHint} error={errors.ordem}>
          <input
            id={fieldId('ordem')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={values.ordem}
            onChange={(e) => set('ordem', e.target.value)}
            className={INPUT_CLASS}
            {...invalid('ordem')}
          />
        </FormField>
        <div className="pb-7">
          <ToggleSwitch checked={values.ativo} onChange={(checked) => set('ativo', checked)} label={S.fieldActive} />
        </div>
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose} disabled={save.isPending}>
          {S.cancel}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? S.saving : editing ? S.update : S.create}
        </button>
      </div>
    </form>
  );
}
