/**
 * Publish, schedule and save-as-draft, with their busy labels. Publishing and scheduling need
 * the four required fields and a reviewed translation; a schedule also needs its time, picked
 * in the editor's time zone. Saving a draft shows which fields are missing (and cancels a schedule).
 * Authors neither publish nor schedule: they save drafts and submit them for review (the
 * server enforces it).
 */
import { CARD_CLASS, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { useSubmitForReview } from '../api/submit-for-review.ts';
import { canPublish } from '../lib/article-form.ts';
import { editorTimeZone, fromPickerValue } from '../lib/schedule-time.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import type { ArticleEditor } from './use-article-editor.ts';

export default function ActionsCard({
  editor,
  publishLabel,
  statusLine,
  articleId,
}: {
  editor: ArticleEditor;
  publishLabel: string;
  statusLine?: string;
  articleId?: string;
}) {
  const { busy, values, save, setField } = editor;
  const isAuthor = useCurrentMember()?.role === 'author';
  const review = useSubmitForReview();
  const publishable = canPublish(values);
  const hint = values.estado_traducao ? S.publishNeedsReview : S.publishDisabledHint;
  const scheduleTime = fromPickerValue(values.agendar_para);
  return (
    <section className={CARD_CLASS} aria-labelledby="actions-title">
      <h2 id="actions-title" className="text-h3 text-ink">
        {S.actions}
      </h2>
      {statusLine && <p className="mt-1 text-sm text-ink-soft">{statusLine}</p>}
      <div className="mt-5 grid gap-3">
        {isAuthor ? (
          <button
            type="button"
            className={`${PRIMARY_BUTTON} w-full`}
            disabled={!articleId || busy !== null || review.isPending}
            aria-describedby="author-hint"
            onClick={() =>
              articleId &&
              review.mutate(articleId, {
                onSuccess: () => toast.success(S.submittedForReview, { description: values.titulo }),
                onError: (error) => toast.error(S.submitForReviewError, { description: errorMessage(error) }),
              })
            }
          >
            {review.isPending && <Spinner className="size-4" />}
            {review.isPending ? S.submittingForReview : S.submitForReview}
          </button>
        ) : (
          <button
            type="button"
            className={`${PRIMARY_BUTTON} w-full`}
            disabled={!publishable || busy !== null}
            aria-describedby={publishable ? undefined : 'publish-hint'}
            onClick={() => void save('publicado')}
          >
            {busy === 'publicado' && <Spinner className="size-4" />}
            {busy === 'publicado' ? S.publishing : publishLabel}
          </button>
        )}
        <button type="button" className={`${SECONDARY_BUTTON} w-full`} disabled={busy !== null} onClick={() => void save('rascunho')}>
          {busy === 'rascunho' && <Spinner className="size-4" />}
          {busy === 'rascunho' ? S.savingDraft : S.saveDraft}
        </button>
      </div>
      {isAuthor ? (
        <p id="author-hint" className="mt-3 text-sm text-ink-soft">
          {articleId ? S.authorHint : S.authorSaveFirst}
        </p>
      ) : (
        !publishable && (
          <p id="publish-hint" className="mt-3 text-sm text-ink-soft">
            {hint}
          </p>
        )
      )}
      {!isAuthor && (
        <fieldset className="mt-5 border-t border-line pt-4">
          <legend className="sr-only">{S.schedule}</legend>
          <label htmlFor="article-schedule" className={LABEL_CLASS}>
            {S.scheduleAt}
          </label>
          <input
            id="article-schedule"
            type="datetime-local"
            className={`${INPUT_CLASS} mt-1.5`}
            value={values.agendar_para}
            onChange={(event) => setField('agendar_para', event.target.value)}
            aria-describedby="schedule-hint"
          />
          <p id="schedule-hint" className={HINT_CLASS}>
            {scheduleTime || !values.agendar_para ? S.scheduleZone(editorTimeZone()) : S.scheduleNeedsTime}
          </p>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-3 w-full`}
            disabled={!publishable || !scheduleTime || busy !== null}
            onClick={() => void save('agendado')}
          >
            {busy === 'agendado' && <Spinner className="size-4" />}
            {busy === 'agendado' ? S.scheduling : S.scheduleAction}
          </button>
        </fieldset>
      )}
    </section>
  );
}
