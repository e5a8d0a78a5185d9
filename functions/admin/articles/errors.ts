/**
 * The article service's refusals (functions/articles/errors.ts) as HTTP answers: each code with
 * its status, and the message the service gave, in the request's language (app.ts renders it).
 */
import { ArticleError, type ArticleErrorCode } from '../../articles/errors.ts';
import { ApiError } from '../../lib/errors.ts';

const STATUS = {
  not_found: 404,
  translation_target_not_found: 404,
  revision_not_found: 404,
  same_article: 422,
  same_language: 422,
  revision_unusable: 422,
  target_has_translation: 409,
  translation_exists: 409,
  language_taken: 409,
  translation_unreviewed: 409,
  slug_taken: 409,
  not_awaiting_review: 409,
  concurrent_change: 409,
  not_a_translation: 409,
  translation_up_to_date: 409,
  translation_not_aligned: 409,
  ai_translation_blocks: 502,
  ai_unavailable: 502,
  ai_translation_invalid: 502,
  slug_editors_only: 403,
  not_your_article: 403,
  author_cannot_publish: 403,
  published_locked: 403,
  content_required: 400,
} as const satisfies Record<ArticleErrorCode, ApiError['status']>;

/** `error` as the API answers it: an ArticleError becomes its ApiError, anything else stays as it is. */
export function httpErrorOf(error: Error): Error {
  if (!(error instanceof ArticleError)) return error;
  // An empty body is a field the form names, as the request's validation names the others.
  if (error.code === 'content_required') {
    return new ApiError(400, 'validation_failed', error.messages, [{ path: 'conteudo_html', message: 'content_required' }]);
  }
  return new ApiError(STATUS[error.code], error.code, error.messages);
}
