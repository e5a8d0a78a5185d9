/**
 * The line a toast shows under its title when a call to the coach fails: the server's own
 * message for a refused message (429), the specification's 'HTTP error! status: n' for any
 * other non-OK answer, and the page's words for a lost connection or an unreadable answer.
 */
import { httpErrorText } from '../../lib/coach-chat.ts';
import { ApiRequestError } from '../../lib/site-api.ts';

export function failureDetail(error: unknown, words: { network: string; invalid: string }): string {
  if (!(error instanceof ApiRequestError)) return words.network;
  if (error.code === 'unreachable') return error.message;
  if (error.code === 'invalid_response') return words.invalid;
  if (error.status === 429 && error.fromServer) return error.message;
  if (error.status > 0) return httpErrorText(error.status);
  return words.network;
}
