/**
 * Publish, schedule and save-as-draft, with their busy labels. Publishing and scheduling need
 * the four required fields and a reviewed translation; a schedule also needs its time, picked
 * in the editor's time zone. Saving a draft shows which fields are missing (and cancels a schedule).
 */
import { CARD_CLASS, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { canPublish } from '../lib/article-form.ts';
import { editorTimeZone, fromPickerValue } from '../lib/schedule-time.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import type { ArticleEditor } from './use-article-editor.ts';

export default function ActionsCard({ editor, publishLabel, statusLine }: { editor: ArticleEditor; publishLabel: string; statusLine?: string }) {
  const { busy, values, save, setField } = editor;
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
        <button type="button" className={`${SECONDARY_BUTTON} w-full`} disabled={busy !== null} onClick={() => void save('rascunho')}>
          {busy === 'rascunho' && <Spinner className="size-4" />}
          {busy === 'rascunho' ? S.savingDraft : S.saveDraft}
        </button>
      </div>
      {!publishable && (
        <p id="publish-hint" className="mt-3 text-sm text-ink-soft">
          {hint}
        </p>
      )}
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
    </section>
  );
}
