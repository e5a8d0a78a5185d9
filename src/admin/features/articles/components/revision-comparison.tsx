/** Two revisions side by side: each changed field before → after, the text paragraph by paragraph. */
import LoadingState from '../../../components/spinner.tsx';
import { useRevisionFields } from '../api/revisions.ts';
import { revisionDiff } from '../lib/revision-diff.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

const FIELD_ORDER = Object.keys(S.fieldLabels);

export default function RevisionComparison({ articleId, fromId, toId }: { articleId: string; fromId: string; toId: string }) {
  const from = useRevisionFields(articleId, fromId);
  const to = useRevisionFields(articleId, toId);
  if (!from.data || !to.data) return <LoadingState label={S.revisionsLoading} />;
  return <FieldsComparison before={from.data.campos} after={to.data.campos} />;
}

/** Two states of an article's fields (two revisions, or an original then and now): each changed field, paragraph by paragraph. */
export function FieldsComparison({ before, after }: { before: Record<string, unknown>; after: Record<string, unknown> }) {
  const diffs = revisionDiff(before, after, FIELD_ORDER);
  if (diffs.length === 0) return <p className="mt-3 text-sm text-ink-soft">{S.revisionsSame}</p>;
  return (
    <dl className="mt-3 space-y-3 text-sm" aria-live="polite">
      {diffs.map((diff) => (
        <div key={diff.field}>
          <dt className="font-semibold text-ink">{S.fieldLabels[diff.field] ?? diff.field}</dt>
          <dd className="mt-1 space-y-1 break-words">
            {(
              diff.parts ?? [
                { kind: 'removed' as const, text: diff.before },
                { kind: 'added' as const, text: diff.after },
              ]
            )
              .filter((part) => part.kind !== 'same')
              .map((part, index) =>
                part.kind === 'removed' ? (
                  <del key={index} className="block rounded bg-accent-soft px-2 py-1 text-ink">
                    <span className="sr-only">{S.diffRemoved}: </span>
                    {part.text}
                  </del>
                ) : (
                  <ins key={index} className="block rounded bg-brand-soft px-2 py-1 text-ink no-underline">
                    <span className="sr-only">{S.diffAdded}: </span>
                    {part.text}
                  </ins>
                ),
              )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
