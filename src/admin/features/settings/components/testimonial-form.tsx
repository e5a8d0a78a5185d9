/** Adding or editing one testimonial: name, place, rating, order, visibility, and profession and text per language. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { Testimonial, TestimonialInput } from '../../../../lib/contracts/site-settings.ts';
import { useSaveTestimonial } from '../api/testimonials.ts';
import { SETTINGS_STRINGS as S } from '../strings.ts';
import { useFieldErrors } from './use-field-errors.ts';

const EMPTY = { nome: '', localizacao: '', nota: 5, ordem: 0, visivel: true, profissao: { en: '', pt: '' }, texto: { en: '', pt: '' } };

export default function TestimonialForm({ editing, onDone }: { editing: Testimonial | null; onDone: () => void }) {
  const [value, setValue] = useState<Required<TestimonialInput>>(() => {
    if (!editing) return EMPTY;
    const { id: _id, ...rest } = editing;
    return rest;
  });
  const save = useSaveTestimonial();
  const fields = useFieldErrors();
  const set = (patch: Partial<Required<TestimonialInput>>) => setValue((current) => ({ ...current, ...patch }));
  const field = (id: string, path: string) => ({
    id,
    'aria-invalid': fields.errors[path] ? true : undefined,
    'aria-describedby': describedBy(id, false, Boolean(fields.errors[path])),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fields.clear();
    save.mutate(
      { id: editing?.id ?? null, input: value },
      {
        onSuccess: () => {
          toast.success(S.testimonialSaved, { description: value.nome });
          onDone();
        },
        onError: (error) => {
          fields.take(error);
          toast.error(S.testimonialSaveError, { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="testimonial-form-title"
      className="space-y-4 rounded-xl bg-paper p-4 ring-1 ring-line"
      noValidate
    >
      <h3 id="testimonial-form-title" className="font-semibold text-ink">
        {editing ? S.editTitle(editing.nome) : S.newTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="testimonial-name" label={S.name} required error={fields.errors.nome}>
          <input
            {...field('testimonial-name', 'nome')}
            className={INPUT_CLASS}
            value={value.nome}
            maxLength={100}
            onChange={(e) => set({ nome: e.target.value })}
          />
        </FormField>
        <FormField id="testimonial-location" label={S.location} error={fields.errors.localizacao}>
          <input
            {...field('testimonial-location', 'localizacao')}
            className={INPUT_CLASS}
            value={value.localizacao}
            maxLength={100}
            onChange={(e) => set({ localizacao: e.target.value })}
          />
        </FormField>
        <FormField id="testimonial-rating" label={S.rating} error={fields.errors.nota}>
          <select
            {...field('testimonial-rating', 'nota')}
            className={INPUT_CLASS}
            value={value.nota}
            onChange={(e) => set({ nota: Number(e.target.value) })}
          >
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {'★'.repeat(rating)} ({rating})
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="testimonial-order" label={S.order} hint={S.orderHint} error={fields.errors.ordem}>
          <input
            {...field('testimonial-order', 'ordem')}
            aria-describedby={describedBy('testimonial-order', true, Boolean(fields.errors.ordem))}
            type="number"
            min={0}
            max={10000}
            className={INPUT_CLASS}
            value={value.ordem}
            onChange={(e) => set({ ordem: Number(e.target.value) })}
          />
        </FormField>
        {(['en', 'pt'] as const).map((locale) => (
          <FormField
            key={`p-${locale}`}
            id={`testimonial-profession-${locale}`}
            label={locale === 'en' ? S.professionEn : S.professionPt}
            error={fields.errors[`profissao.${locale}`]}
          >
            <input
              {...field(`testimonial-profession-${locale}`, `profissao.${locale}`)}
              lang={locale}
              className={INPUT_CLASS}
              value={value.profissao[locale]}
              maxLength={100}
              onChange={(e) => set({ profissao: { ...value.profissao, [locale]: e.target.value } })}
            />
          </FormField>
        ))}
        {(['en', 'pt'] as const).map((locale) => (
          <FormField
            key={`t-${locale}`}
            id={`testimonial-text-${locale}`}
            label={locale === 'en' ? S.textEn : S.textPt}
            error={fields.errors[`texto.${locale}`] ?? fields.errors.texto}
          >
            <textarea
              {...field(`testimonial-text-${locale}`, `texto.${locale}`)}
              lang={locale}
              rows={4}
              className={INPUT_CLASS}
              value={value.texto[locale]}
              maxLength={600}
              onChange={(e) => set({ texto: { ...value.texto, [locale]: e.target.value } })}
            />
          </FormField>
        ))}
      </div>
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={value.visivel}
          onChange={(e) => set({ visivel: e.target.checked })}
        />
        {S.visible}
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {S.cancel}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {save.isPending ? S.saving : S.saveTestimonial}
        </button>
      </div>
    </form>
  );
}
