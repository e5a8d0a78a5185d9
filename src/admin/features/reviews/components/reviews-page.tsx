/** /admin/reviews-produtos: the home page's product reviews, by order, with their dialog. */
import { useState } from 'react';
import { toast } from 'sonner';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useReviews } from '../api/list-reviews.ts';
import type { Review } from '../api/review-schema.ts';
import { useToggleReview } from '../api/toggle-review.ts';
import { REVIEW_STRINGS as S } from '../strings.ts';
import ReviewCard from './review-card.tsx';
import ReviewDialog, { type ReviewDialogState } from './review-dialog.tsx';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';

export default function ReviewsPage() {
  const reviews = useReviews();
  const toggle = useToggleReview();
  const remove = useDeleteReview();
  const [dialog, setDialog] = useState<ReviewDialogState | null>(null);
  const deletion = useConfirmedDelete<Review>(remove, {
    deleted: S.deleted,
    deleteError: S.deleteError,
  });
  const list = reviews.data ?? [];

  const openNew = () => setDialog({ review: null, count: list.length });

  const onToggle = (review: Review, ativo: boolean) =>
    toggle.mutate(
      { id: review.id, ativo },
      {
        onSuccess: () => toast.success(ativo ? S.activated : S.deactivated),
        onError: (error) => toast.error(S.toggleError, { description: errorMessage(error) }),
      },
    );

  const newButton = (
    <button type="button" className={PRIMARY_BUTTON} onClick={openNew} disabled={!reviews.isSuccess}>
      <Icon name="plus" className="size-4" />
      {S.newReview}
    </button>
  );

  return (
    <>
      <PageHeader title={S.title} description={S.lead} actions={newButton} />

      {reviews.isPending ? (
        <LoadingState label={S.loading} />
      ) : reviews.isError ? (
        <LoadError title={S.loadError} error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="video" title={S.emptyTitle} text={S.emptyText} action={newButton} />
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-soft">{S.count(list.length)}</p>
          <ul className="space-y-4" aria-label={S.title}>
            {list.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                toggling={toggle.isPending && toggle.variables?.id === review.id}
                onToggle={onToggle}
                onEdit={(item) => setDialog({ review: item, count: list.length })}
                onDelete={deletion.setToDelete}
              />
            ))}
          </ul>
        </>
      )}

      <ReviewDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.deleteTitle, text: S.deleteConfirmText, confirm: S.deleteConfirm, busy: S.deleting }}
        name={(review) => review.titulo}
      />
    </>
  );
}
