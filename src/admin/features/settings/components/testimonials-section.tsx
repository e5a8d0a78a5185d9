/** The home page's testimonials: the list in order, each with edit and delete, and the form to add or edit one. */
import { useState } from 'react';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { CARD_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import LoadError from '../../../components/load-error.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import type { Testimonial } from '../../../../lib/contracts/site-settings.ts';
import { useDeleteTestimonial, useTestimonials } from '../api/testimonials.ts';
import { SETTINGS_STRINGS as S } from '../strings.ts';
import TestimonialForm from './testimonial-form.tsx';

export default function TestimonialsSection() {
  const testimonials = useTestimonials();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const deletion = useConfirmedDelete<Testimonial>(
    remove,
    { deleted: S.deleted, deleteError: S.deleteError },
    (testimonial) => testimonial.nome,
  );

  return (
    <section aria-labelledby="testimonials-title" className={`${CARD_CLASS} space-y-4`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="testimonials-title" className="text-h3 text-brand-strong">
            {S.testimonialsTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{S.testimonialsLead}</p>
        </div>
        {editing === null && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing('new')}>
            <Icon name="plus" />
            {S.add}
          </button>
        )}
      </div>
      {editing !== null && (
        <TestimonialForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {testimonials.isPending ? (
        <LoadingState label={S.testimonialsLoading} />
      ) : testimonials.isError ? (
        <LoadError title={S.testimonialsLoadError} error={testimonials.error} onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.testimonials.length === 0 ? (
        <p className="text-ink-soft">{S.testimonialsEmpty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={S.testimonialsTitle}>
          {testimonials.data.testimonials.map((testimonial) => {
            const languages = (['en', 'pt'] as const).filter((locale) => testimonial.texto[locale] !== '').join(', ');
            return (
              <li key={testimonial.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    {testimonial.nome}{' '}
                    <span className="text-sm font-normal text-ink-soft">
                      · {'★'.repeat(testimonial.nota)} · {S.order} {testimonial.ordem} · {S.languagesShown(languages)}
                    </span>
                    {!testimonial.visivel && (
                      <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink-soft ring-1 ring-line-strong">
                        {S.hidden}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 line-clamp-2 text-sm text-ink-soft">{testimonial.texto.pt || testimonial.texto.en}</p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand ring-1 ring-brand/30 hover:bg-brand-soft"
                    aria-label={S.editLabel(testimonial.nome)}
                    onClick={() => setEditing(testimonial)}
                  >
                    {S.edit}
                  </button>
                  <button
                    type="button"
                    className="rounded-full px-3 py-1.5 text-sm font-semibold text-accent ring-1 ring-accent/30 hover:bg-accent-soft"
                    aria-label={S.removeLabel(testimonial.nome)}
                    onClick={() => deletion.setToDelete(testimonial)}
                  >
                    {S.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.deleteTitle, text: S.deleteText, confirm: S.deleteConfirm, busy: S.deleting }}
        name={(testimonial) => testimonial.nome}
      />
    </section>
  );
}
