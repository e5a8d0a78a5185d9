import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  ForbiddenError,
  NetworkError,
  UnauthenticatedError,
  apiRequest,
  errorMessage,
  onAuthFailure,
} from '../../src/admin/lib/api-client.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
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
const okSchema = z.object({ ok: z.boolean() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('apiRequest', () => {
  it('sends JSON with the session cookie, in Portuguese, and checks the answer', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    expect(await apiRequest('/api/admin/x', { method: 'POST', json: { a: 1 }, schema: okSchema, fetch })).toEqual({ ok: true });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(headers['Accept-Language']).toBe('pt-BR');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('sends a file as it is, with its own headers', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { ok: true }));
    const body = new Blob(['png'], { type: 'image/png' });
    await apiRequest('/api/admin/uploads/images', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'image/png' },
      schema: okSchema,
      timeoutMs: 0,
      fetch,
    });
    expect(calls[0]!.init.body).toBe(body);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });

  it('turns the error shape into an ApiError with status, code, message and issues', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'Título é obrigatório',
          issues: [{ path: 'titulo', message: 'Título é obrigatório' }, { bad: 1 }],
        },
      }),
    );
    const error = await failure(apiRequest('/x', { schema: okSchema, fetch }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Título é obrigatório');
    expect(error.issues).toEqual([{ path: 'titulo', message: 'Título é obrigatório' }]);
  });

  it('reports 401 and a missing role (403 forbidden) to the gate, typed', async () => {
    const seen: string[] = [];
    unsubscribe = onAuthFailure((failure) => seen.push(failure));
    const expired = fakeFetch(() =>
      json(401, { error: { code: 'unauthenticated', message: 'Sessão expirada. Por favor, faça login novamente.' } }),
    );
    expect(await failure(apiRequest('/x', { schema: okSchema, fetch: expired.fetch }))).toBeInstanceOf(UnauthenticatedError);
    const denied = fakeFetch(() => json(403, { error: { code: 'forbidden', message: 'Você não tem permissão para acessar esta área.' } }));
    expect(await failure(apiRequest('/x', { schema: okSchema, fetch: denied.fetch }))).toBeInstanceOf(ForbiddenError);
    expect(seen).toEqual(['unauthenticated', 'forbidden']);
  });

  it('does not treat a foreign-origin 403 as a missing role, nor report calls that opt out', async () => {
    const seen: string[] = [];
    unsubscribe = onAuthFailure((failure) => seen.push(failure));
    const foreign = fakeFetch(() => json(403, { error: { code: 'foreign_origin', message: 'Esta solicitação não veio deste site.' } }));
    const error = await failure(apiRequest('/x', { method: 'POST', json: {}, schema: okSchema, fetch: foreign.fetch }));
    expect(error).not.toBeInstanceOf(ForbiddenError);
    const quiet = fakeFetch(() => json(401, {}));
    await failure(apiRequest('/x', { schema: okSchema, fetch: quiet.fetch, reportAuthFailures: false }));
    expect(seen).toEqual([]);
  });

  it('gives a readable message when no answer arrives, or the answer is not what was expected', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const network = await failure(apiRequest('/x', { schema: okSchema, fetch: offline }));
    expect(network).toBeInstanceOf(NetworkError);
    expect(network.status).toBe(0);
    expect(network.message).toMatch(/servidor/);

    const html = fakeFetch(() => new Response('<html>', { status: 200 }));
    expect((await failure(apiRequest('/x', { schema: okSchema, fetch: html.fetch }))).code).toBe('invalid_response');

    const bare = fakeFetch(() => new Response('', { status: 502 }));
    const bareError = await failure(apiRequest('/x', { schema: okSchema, fetch: bare.fetch }));
    expect(bareError.code).toBe('http_502');
    expect(bareError.message).toBe('Ocorreu um erro inesperado.');
  });

  it('lets the caller’s own abort stay an abort', async () => {
    const controller = new AbortController();
    const slow = (async (_url: string | URL | Request, init?: RequestInit) => {
      controller.abort();
      throw init?.signal?.reason ?? new Error('aborted');
    }) as typeof fetch;
    const error = await apiRequest('/x', { schema: okSchema, fetch: slow, signal: controller.signal }).catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('errorMessage', () => {
  it('reads any thrown value', () => {
    expect(errorMessage(new ApiError('Falhou', 500, 'x'))).toBe('Falhou');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('???')).toBe('Ocorreu um erro inesperado.');
  });
});
