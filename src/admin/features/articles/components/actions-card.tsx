/**
 * Publish and save-as-draft, with their busy labels. Publishing needs the four required
 * fields and a reviewed translation; saving a draft shows which fields are missing. Authors
 * do not publish: they save drafts and submit them for review (the server enforces it).
 */
import { CARD_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { useSubmitForReview } from '../api/submit-for-review.ts';
import { canPublish } from '../lib/article-form.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import type { ArticleEditor } from './use-article-editor.ts';

export default function ActionsCard({ editor, publishLabel, statusLine, articleId }: { editor: ArticleEditor; publishLabel: string; statusLine?: string; articleId?: string }) {
  const { busy, values, save } = editor;
  const isAuthor = useCurrentMember()?.role === 'author';
  const review = useSubmitForReview();
  const publishable = canPublish(values);
  const hint = values.estado_traducao ? S.publishNeedsReview : S.publishDisabledHint;
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
    </section>
  );
}
