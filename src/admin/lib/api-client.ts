/**
 * The back office's one way to call the server (/api/*, same origin, session cookie), over the
 * core it shares with the public islands (src/lib/http/request-json.ts, decision 034). Answers
 * are checked with a zod schema; every failure becomes an ApiError (or a subclass) whose
 * message a person can read. A 401, or a 403 for a missing role, anywhere tells the gate
 * (onAuthFailure), so the screen follows what the server decides.
 */
import { z } from 'zod';
import { readErrorBody, type ApiIssue } from '../../lib/api-error-body.ts';
import { requestJson } from '../../lib/http/request-json.ts';
import { STRINGS } from './strings.ts';
import { $adminLocale } from './i18n.ts';
import { INTERFACE_LANGUAGE_TAGS } from './interface-language.ts';

// Zod compiles parsers with `new Function` unless told not to; the CSP forbids eval, and even
// its probe is reported as a violation.
z.config({ jitless: true });

export type { ApiIssue };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The API's error code (`validation_failed`, `in_use`, ...), or `network` / `invalid_response`. */
    readonly code: string,
    readonly issues: ApiIssue[] = [],
    /** When a locked account unlocks (429 `account_locked`), as the server said it. */
    readonly unlocksAt?: string,
  ) {
    super(message);
  }
}

/** No valid session (401): the person has to sign in again. */
export class UnauthenticatedError extends ApiError {
  override name = 'UnauthenticatedError';
}

/** Signed in, but without the admin role (403 `forbidden`). */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}

/** No answer at all: offline, server down, or the request timed out. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(message: string = STRINGS.common.networkError) {
    super(message, 0, 'network');
  }
}

export type AuthFailure = 'unauthenticated' | 'forbidden';
type AuthListener = (failure: AuthFailure) => void;
const authListeners = new Set<AuthListener>();

/** Called whenever a request finds the session gone (401) or the role missing (403). */
export function onAuthFailure(listener: AuthListener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

/** The server answers its messages in the interface language (functions/lib/locale.ts reads this header). */
export const adminAcceptLanguage = (): string => INTERFACE_LANGUAGE_TAGS[$adminLocale.get()];
const DEFAULT_TIMEOUT_MS = 30_000;

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (file uploads), with its own Content-Type. */
  body?: Blob | FormData;
  headers?: Record<string, string>;
  /** Checks and types the success body. */
  schema: S;
  signal?: AbortSignal;
  /** 0 for none (large uploads). */
  timeoutMs?: number;
  /** False for the calls that decide the gate themselves (session lookup, sign-in). */
  reportAuthFailures?: boolean;
  fetch?: typeof fetch;
}

/** The error for a non-2xx answer; exported for tests. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const { code, message, issues } = readErrorBody(body);
  if (status === 401) return new UnauthenticatedError(message ?? STRINGS.common.sessionExpired, status, code ?? 'unauthenticated', issues);
  if (status === 403 && (code === undefined || code === 'forbidden')) {
    return new ForbiddenError(message ?? STRINGS.gate.deniedText, status, code ?? 'forbidden', issues);
  }
  const unlocksAt = (body as { error?: { unlocks_at?: unknown } } | null)?.error?.unlocks_at;
  return new ApiError(
    message ?? STRINGS.common.unexpectedError,
    status,
    code ?? `http_${status}`,
    issues,
    typeof unlocksAt === 'string' ? unlocksAt : undefined,
  );
}

/** Calls `path` and resolves with its checked JSON body, or throws an ApiError. */
export async function apiRequest<S extends z.ZodType>(path: string, options: ApiRequestOptions<S>): Promise<z.infer<S>> {
  const { schema, reportAuthFailures = true } = options;
  const outcome = await requestJson(path, {
    method: options.method ?? 'GET',
    headers: { 'Accept-Language': adminAcceptLanguage(), ...options.headers },
    json: options.json,
    body: options.body,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal: options.signal,
    credentials: 'same-origin',
    fetch: options.fetch,
  });
  if (outcome.kind === 'no-answer') throw new NetworkError();

  // An empty or non-JSON body reads as null, which a schema for "no content" accepts.
  const body = outcome.body ?? null;
  if (outcome.kind === 'failure') {
    const error = errorFromResponse(outcome.status, body);
    if (reportAuthFailures && (error instanceof UnauthenticatedError || error instanceof ForbiddenError)) {
      const failure: AuthFailure = error instanceof UnauthenticatedError ? 'unauthenticated' : 'forbidden';
      for (const listener of authListeners) listener(failure);
    }
    throw error;
  }

  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(STRINGS.common.invalidResponse, outcome.status, 'invalid_response');
  return result.data;
}

/** A readable message for anything a call may throw. */
export function errorMessage(error: unknown, fallback: string = STRINGS.common.unexpectedError): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
