/**
 * In the translations panel of both articles of an out-of-date pair (issue 30): what changed in
 * the original since the translation's base (the revisions diff), "Update translation" and
 * "Mark up to date"; offline, the parts waiting for a person. And, on a translation, the
 * editor's switch for the readers' notice on its published page.
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { ChangedPart } from '../../../../lib/contracts/translation-freshness.ts';
import type { Article } from '../api/article-schemas.ts';
import {
  useMarkTranslationUpToDate,
  useTranslationChanges,
  useTranslationNotice,
  useUpdateTranslation,
} from '../api/translation-freshness.ts';
import { FRESHNESS_STRINGS as F } from '../freshness-strings.ts';
import { FieldsComparison } from './revision-comparison.tsx';

/** The notice, for the translation `translationId`; `ofTranslation` says whether the panel is the translation's own. */
export function OutOfDateNotice({ translationId, ofTranslation }: { translationId: string; ofTranslation: boolean }) {
  const id = useId();
  const changes = useTranslationChanges(translationId, true);
  const update = useUpdateTranslation();
  const mark = useMarkTranslationUpToDate();
  const [waiting, setWaiting] = useState<ChangedPart[] | null>(null);
  const busy = update.isPending || mark.isPending;

  const onUpdate = () =>
    update.mutate(translationId, {
      onSuccess: (answer) => {
        if (!answer.atualizada) {
          setWaiting(answer.blocos);
          return;
        }
        toast.success(answer.blocos.length ? F.updated : F.updatedNothingToTranslate);
      },
      onError: (error) => toast.error(F.updateError, { description: errorMessage(error) }),
    });
  const onMark = () =>
    mark.mutate(translationId, {
      onSuccess: () => toast.success(F.markedUpToDate),
      onError: (error) => toast.error(F.markError, { description: errorMessage(error) }),
    });

  return (
    <div className="mt-4 rounded-card bg-accent-soft p-4 ring-1 ring-accent/30" role="region" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {F.noticeTitle}
      </h3>
      <p className="mt-1 text-sm text-ink">{ofTranslation ? F.noticeOfTranslation : F.noticeOfOriginal}</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand">{F.changesTitle}</summary>
        {changes.isError ? (
          <p className="mt-2 text-sm text-ink">{F.changesError}</p>
        ) : changes.data ? (
          <FieldsComparison before={changes.data.antes} after={changes.data.depois} />
        ) : (
          <LoadingState label={F.changesLoading} />
        )}
      </details>
      {waiting && (
        <div className="mt-3" aria-live="polite">
          <p className="text-sm font-semibold text-ink">{F.waitingTitle}</p>
          <p className="mt-1 text-sm text-ink">{F.waitingLead}</p>
          <ol className="mt-2 space-y-2 text-sm">
            {waiting.map((part, index) => (
              <li key={index} className="rounded bg-surface px-2 py-1 ring-1 ring-line">
                <span className="font-semibold">{F.partLabels[part.campo] ?? part.campo}: </span>
                <span className="break-words">{part.texto.replace(/<[^>]*>/g, ' ').trim()}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <button
        type="button"
        className={`${PRIMARY_BUTTON} mt-4 w-full`}
        disabled={busy}
        aria-describedby={`${id}-update`}
        onClick={onUpdate}
      >
        {update.isPending && <Spinner className="size-4" />}
        {update.isPending ? F.updating : F.update}
      </button>
      <p id={`${id}-update`} className="mt-2 text-sm text-ink-soft">
        {F.updateHint}
      </p>
      <button type="button" className={`${SECONDARY_BUTTON} mt-3 w-full`} disabled={busy} aria-describedby={`${id}-mark`} onClick={onMark}>
        {mark.isPending && <Spinner className="size-4" />}
        {mark.isPending ? F.marking : F.markUpToDate}
      </button>
      <p id={`${id}-mark`} className="mt-2 text-sm text-ink-soft">
        {F.markHint}
      </p>
    </div>
  );
}

/** The switch of a translation's readers' notice. */
export function ReadersNoticeToggle({ article }: { article: Article }) {
  const id = useId();
  const notice = useTranslationNotice();
  const checked = article.aviso_traducao_desatualizada ?? false;
  const onChange = (aviso: boolean) =>
    notice.mutate(
      { id: article.id, aviso },
      {
        onSuccess: () => toast.success(F.readersNoticeSaved(aviso)),
        onError: (error) => toast.error(F.readersNoticeError, { description: errorMessage(error) }),
      },
    );
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-ink">
      <input
        id={`${id}-notice`}
        type="checkbox"
        className="mt-1 size-4 accent-brand"
        checked={checked}
        disabled={notice.isPending}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`${id}-notice`}>{F.readersNotice}</label>
    </p>
  );
}
