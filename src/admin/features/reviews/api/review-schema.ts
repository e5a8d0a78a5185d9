/**
 * The product review as /api/admin/reviews reads and writes it: the contract shared with the
 * server (src/lib/contracts/review.ts).
 */
export {
  reviewAnswerSchema,
  reviewDeletedAnswerSchema,
  reviewListAnswerSchema,
  REVIEW_LIMITS,
  type Review,
  type ReviewInput,
} from '../../../../lib/contracts/review.ts';

export const reviewsQueryKey = ['admin', 'reviews'] as const;
