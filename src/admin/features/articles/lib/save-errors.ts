/**
 * What a failed save tells the editor (specification section 8): for a new article, storage,
 * upload and session errors have their own texts and anything else reads 'Error: {message}';
 * an edit shows the server's message under 'Erro ao salvar artigo'.
 */
import { ApiError, UnauthenticatedError } from '../../../lib/api-client.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

export function isSessionError(error: unknown): boolean {
  if (error instanceof UnauthenticatedError) return true;
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return /session|auth/.test(message);
}

export function createErrorText(error: unknown): string {
  if (isSessionError(error)) return STRINGS.common.sessionExpired;
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message) return STRINGS.common.unexpectedError;
  if (message.includes('Bucket not found')) return S.bucketError;
  if (/upload/i.test(message)) return S.uploadError(message);
  return S.genericError(message);
}

export function updateErrorText(error: unknown): string {
  if (isSessionError(error)) return STRINGS.common.sessionExpired;
  if (error instanceof ApiError || error instanceof Error) return error.message.trim() || STRINGS.common.unexpectedError;
  return STRINGS.common.unexpectedError;
}
