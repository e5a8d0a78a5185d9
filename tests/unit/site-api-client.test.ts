import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiRequest } from '../../src/lib/site-api.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return { fetch: fn, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const readAny = (value: unknown) => value as { ok?: boolean };

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('apiRequest', () => {
  it('asks in the page language and sends JSON', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const result = await apiRequest('/api/x', { locale: 'pt', method: 'POST', body: { a: 1 }, fallbackMessage: 'x', read: readAny, fetch });
    expect(result).toEqual({ ok: true });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('pt-BR');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('sends no body or content type on GET', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await apiRequest('/api/x', { locale: 'en', fallbackMessage: 'x', read: readAny, fetch });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('carries the server message, code and field issues of an error', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        error: { code: 'validation_failed', message: 'Alguns campos…', issues: [{ path: 'email', message: 'bad' }, { nope: 1 }] },
      }),
    );
    const error = await failure(apiRequest('/api/x', { locale: 'pt', fallbackMessage: 'fallback', read: readAny, fetch }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Alguns campos…');
    expect(error.fromServer).toBe(true);
    expect(error.issues).toEqual([{ path: 'email', message: 'bad' }]);
  });

  it('says the service is not answering when the answer is not the API’s (a proxy’s page, a static host)', async () => {
    for (const answer of [
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => new Response('Not Implemented', { status: 501 }),
      () => new Response('<!doctype html><title>Home</title>', { status: 200 }),
    ]) {
      const { fetch } = fakeFetch(answer);
      const error = await failure(apiRequest('/api/x', { locale: 'pt', fallbackMessage: 'Something went wrong.', read: readAny, fetch }));
      expect(error.code).toBe('unreachable');
      expect(error.message).toBe('O serviço não está respondendo agora. Tente novamente em instantes.');
      expect(error.fromServer).toBe(false);
    }
  });

  it('says the service is not answering on a network failure, never blaming the connection', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/api/x', { locale: 'en', fallbackMessage: 'Offline?', read: readAny, fetch }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe('The service is not answering right now. Try again in a moment.');
  });

  it('refuses a success body the reader does not accept', async () => {
    const { fetch } = fakeFetch(() => json(200, { unexpected: true }));
    const error = await failure(apiRequest('/api/x', { locale: 'en', fallbackMessage: 'x', read: () => undefined, fetch }));
    expect(error.code).toBe('invalid_response');
  });

  it('gives up after its timeout', async () => {
    const { fetch } = fakeFetch(
      (call) => new Promise((_, reject) => call.init.signal?.addEventListener('abort', () => reject(call.init.signal?.reason))),
    );
    const error = await failure(apiRequest('/api/x', { locale: 'en', fallbackMessage: 'Too slow', read: readAny, fetch, timeoutMs: 20 }));
    expect(error.code).toBe('unreachable');
  });

  it('lets the caller’s own abort through untouched', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(
      (call) =>
        new Promise((_, reject) => call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = apiRequest('/api/x', { locale: 'en', fallbackMessage: 'x', read: readAny, fetch, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
