/**
 * The one HTTP client core under the public islands' client (src/lib/site-api.ts) and the back
 * office's (src/admin/lib/api-client.ts), docs/decisions/034-one-http-client-core.md. It sends
 * the request and says what came back; it has no schema library and no words for people, so
 * the islands pay only for these lines. Each client turns the outcome into its own errors.
 */
import { readErrorBody, type ErrorBodyParts } from '../api-error-body.ts';

export interface JsonRequest {
  method?: string;
  /** Added to `Accept: application/json` (Accept-Language, …); they win over it. */
  headers?: Record<string, string>;
  /** Sent as JSON, with its Content-Type. */
  json?: unknown;
  /** Sent as it is (file uploads), with its own Content-Type; ignored when `json` is given. */
  body?: Blob | FormData;
  /** Milliseconds before giving up; 0 for none (large uploads). */
  timeoutMs: number;
  /** The caller's own cancellation: an abort rejects with fetch's own error, never an outcome. */
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

/**
 * What a request came to. `body` is the parsed JSON, or undefined when the body was empty or
 * not JSON (a proxy's HTML error page); `error` holds the API's error parts of a non-2xx body.
 */
export type JsonOutcome =
  | { kind: 'success'; status: number; body: unknown }
  | { kind: 'failure'; status: number; body: unknown; error: ErrorBodyParts }
  | { kind: 'no-answer'; reason: 'timeout' | 'network' };

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function requestJson(url: string, request: JsonRequest): Promise<JsonOutcome> {
  const { json, signal } = request;
  const doFetch = request.fetch ?? fetch;
  const timeout = request.timeoutMs > 0 ? AbortSignal.timeout(request.timeoutMs) : undefined;
  const combined = signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const noAnswer = (): JsonOutcome => ({ kind: 'no-answer', reason: timeout?.aborted ? 'timeout' : 'network' });

  let response: Response;
  try {
    response = await doFetch(url, {
      method: request.method ?? 'GET',
      headers,
      credentials: request.credentials,
      body: json !== undefined ? JSON.stringify(json) : request.body,
      signal: combined,
    });
  } catch (error) {
    // A query that is no longer needed stays an abort, for the caller to ignore.
    if (signal?.aborted) throw error;
    return noAnswer();
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The answer broke off: the same as none, unless the caller stopped waiting for it.
    if (signal?.aborted) throw error;
    return noAnswer();
  }
  const body = parseJson(text);
  if (response.ok) return { kind: 'success', status: response.status, body };
  return { kind: 'failure', status: response.status, body, error: readErrorBody(body) };
}
