/**
 * The public islands' one way to call the site's API (same origin), over the shared core
 * (./http/request-json.ts). It checks answers with a small `read` function rather than zod, to
 * keep the islands' bundles small (decision 034). It asks for answers in the page's language
 * and turns every failure (network, timeout, an error body, a body that is not JSON) into an
 * ApiRequestError whose message a visitor can read. In a static bundle the API may be on
 * another origin (src/lib/api-base.ts).
 */
import { HTML_LANG, type Locale } from '../i18n/locales.ts';
import type { ApiIssue } from './api-error-body.ts';
import { apiUrl } from './api-base.ts';
import { requestJson } from './http/request-json.ts';
import { SERVICE_UNREACHABLE } from './service-unreachable.ts';

export type { ApiIssue };

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The API's error code (`rate_limited`, `validation_failed`, ...), or `unreachable` / `invalid_response`. */
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
  const { fallbackMessage } = options;
  const outcome = await requestJson(apiUrl(path), {
    method: options.method ?? 'GET',
    headers: { 'Accept-Language': HTML_LANG[options.locale] },
    json: options.body,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal: options.signal,
    fetch: options.fetch,
  });
  // No answer, or one that is not the API's (a proxy's error page, a static host without the
  // API): the service is not answering, whatever the caller would say otherwise.
  const unreachable = () =>
    new ApiRequestError(SERVICE_UNREACHABLE[options.locale], outcome.kind === 'no-answer' ? 0 : outcome.status, 'unreachable');
  if (outcome.kind === 'no-answer') throw unreachable();
  if (outcome.kind === 'failure') {
    const { code, message, issues } = outcome.error;
    if (code === undefined && message === undefined) throw unreachable();
    throw new ApiRequestError(message ?? fallbackMessage, outcome.status, code ?? 'http_error', issues, message !== undefined);
  }
  if (outcome.body === undefined) throw unreachable();
  const result = options.read(outcome.body);
  if (result === undefined) throw new ApiRequestError(fallbackMessage, outcome.status, 'invalid_response');
  return result;
}
