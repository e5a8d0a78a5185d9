/** The article's revisions: who saved what and when, a comparison of any two, and restore. */
import { useState } from 'react';
import { toast } from 'sonner';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useRestoreRevision, useRevisions, type RevisionSummary } from '../api/revisions.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import RevisionComparison from './revision-comparison.tsx';

const describe = (revision: RevisionSummary) =>
  `${formatDateTime(revision.created_at)} ${S.revisionBy(revision.autor_nome || revision.autor_email || '—')}`;

export default function RevisionsCard({ articleId, onRestored }: { articleId: string; onRestored: () => void }) {
  const revisions = useRevisions(articleId);
  const restore = useRestoreRevision(articleId);
  const [pair, setPair] = useState<{ from?: string; to?: string }>({});
  const [toRestore, setToRestore] = useState<RevisionSummary | null>(null);
  const list = revisions.data ?? [];
  const from = pair.from ?? list[1]?.id;
  const to = pair.to ?? list[0]?.id;

  return (
    <section className={CARD_CLASS} aria-labelledby="revisions-title">
      <h2 id="revisions-title" className="text-h3 text-ink">
        {S.revisionsTitle}
      </h2>
      {revisions.isPending ? (
        <LoadingState label={S.revisionsLoading} />
      ) : revisions.isError ? (
        <p role="alert" className="mt-3 text-sm text-accent">
          {S.revisionsError}: {errorMessage(revisions.error)}
        </p>
      ) : (
        <>
          <ol className="mt-3 max-h-72 divide-y divide-line overflow-y-auto text-sm">
            {list.map((revision, index) => (
              <li key={revision.id} className="flex items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-ink">{describe(revision)}</p>
                  <p className="text-ink-soft">
                    {revision.restaurada_de ? `${S.revisionRestoredMark} · ` : ''}
                    {index === list.length - 1 && revision.alterados.length > 3
                      ? S.revisionFirst
                      : revision.alterados.map((field) => S.fieldLabels[field] ?? field).join(', ')}
                  </p>
                </div>
                {index > 0 && (
                  <button
                    type="button"
                    className="text-link shrink-0 font-semibold"
                    aria-label={`${S.revisionRestore}: ${describe(revision)}`}
                    onClick={() => setToRestore(revision)}
                  >
                    {S.revisionRestore}
                  </button>
                )}
              </li>
            ))}
          </ol>
          {list.length > 1 && from && to && (
            <div className="mt-4 border-t border-line pt-4">
              <h3 className="font-semibold text-ink">{S.revisionsCompare}</h3>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {(['from', 'to'] as const).map((side) => (
                  <div key={side}>
                    <label htmlFor={`revision-${side}`} className={LABEL_CLASS}>
                      {side === 'from' ? S.revisionFrom : S.revisionTo}
                    </label>
                    <select
                      id={`revision-${side}`}
                      className={`${INPUT_CLASS} mt-1 text-sm`}
                      value={side === 'from' ? from : to}
                      onChange={(event) => setPair((current) => ({ from, to, ...current, [side]: event.target.value }))}
                    >
                      {list.map((revision) => (
                        <option key={revision.id} value={revision.id}>
                          {formatDateTime(revision.created_at)}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </div>
              <RevisionComparison articleId={articleId} fromId={from} toId={to} />
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={toRestore !== null}
        title={S.revisionRestoreTitle}
        description={S.revisionRestoreText}
        confirmLabel={S.revisionRestore}
        busyLabel={S.revisionRestoring}
        busy={restore.isPending}
        onConfirm={() => {
          if (!toRestore) return;
          // mutateAsync, not mutate's callbacks: those are skipped when this card unmounts,
          // which the reloaded article can make happen first.
          restore.mutateAsync(toRestore.id).then(
            () => {
              toast.success(S.revisionRestored);
              setToRestore(null);
              onRestored();
            },
            (error: unknown) => toast.error(S.revisionRestoreError, { description: errorMessage(error) }),
          );
        }}
        onClose={() => setToRestore(null)}
      />
    </section>
  );
}
