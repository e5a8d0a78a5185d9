/**
 * The public islands' one way to call the site's API (same origin). It asks for answers in the
 * page's language and turns every failure (network, timeout, an error body, a body that is
 * not JSON) into an ApiRequestError whose message a visitor can read.
 */
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import { readErrorBody, type ApiIssue } from './api-error-body.ts';

export type { ApiIssue };

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The API's error code (`rate_limited`, `validation_failed`, ...), or `network` / `invalid_response`. */
    readonly code: string,
    readonly issues: ApiIssue[] = [],
    /** Whether the message came from the server (true) or is the caller's fallback (false). */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions<T> {
  locale: Locale;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Shown when the server gives no message of its own (network failure, unreadable answer). */
  fallbackMessage: string;
  /** Checks the success body and returns what the caller uses; undefined means a malformed answer. */
  read: (json: unknown) => T | undefined;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Calls `path` and resolves with its checked JSON body, or throws ApiRequestError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const { locale, method = 'GET', body, fallbackMessage } = options;
  const doFetch = options.fetch ?? fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': HTML_LANG[locale] };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await doFetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(fallbackMessage, 0, 'network');
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const error = readErrorBody(json);
    throw new ApiRequestError(
      error.message ?? fallbackMessage,
      response.status,
      error.code ?? 'http_error',
      error.issues,
      error.message !== undefined,
    );
  }
  const result = json === undefined ? undefined : options.read(json);
  if (result === undefined) throw new ApiRequestError(fallbackMessage, response.status, 'invalid_response');
  return result;
}
