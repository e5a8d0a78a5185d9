/** The HTTP client core under both clients (src/lib/http/request-json.ts), against a real local HTTP server. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestJson } from '../../src/lib/http/request-json.ts';

interface Seen {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let lastSeen: Seen | undefined;
const hanging = new Set<ServerResponse>();

function reply(res: ServerResponse, status: number, text: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  lastSeen = { method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
  switch (req.url) {
    case '/echo':
      return reply(res, 200, JSON.stringify({ method: req.method, language: req.headers['accept-language'] ?? null }));
    case '/invalid':
      return reply(
        res,
        422,
        JSON.stringify({ error: { code: 'validation_failed', message: 'Check the fields.', issues: [{ path: 'email', message: 'bad' }] } }),
      );
    case '/gateway':
      return reply(res, 502, '<html><body>Bad gateway</body></html>', 'text/html');
    case '/empty':
      res.writeHead(204).end();
      return;
    case '/slow':
      // Never answers; closed when the test server stops.
      hanging.add(res);
      return;
    default:
      return reply(res, 404, '{}');
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('requestJson', () => {
  it('sends JSON with its headers and reads a success body', async () => {
    const outcome = await requestJson(`${base}/echo`, {
      method: 'POST',
      headers: { 'Accept-Language': 'pt-BR' },
      json: { a: 1 },
      timeoutMs: 5000,
    });
    expect(outcome).toEqual({ kind: 'success', status: 200, body: { method: 'POST', language: 'pt-BR' } });
    expect(lastSeen?.headers['content-type']).toBe('application/json');
    expect(lastSeen?.headers.accept).toBe('application/json');
    expect(lastSeen?.body).toBe('{"a":1}');
  });

  it('sends a Blob as it is, with its own type', async () => {
    const outcome = await requestJson(`${base}/echo`, {
      method: 'PUT',
      body: new Blob(['png-bytes'], { type: 'image/png' }),
      timeoutMs: 0,
    });
    expect(outcome.kind).toBe('success');
    expect(lastSeen?.method).toBe('PUT');
    expect(lastSeen?.headers['content-type']).toBe('image/png');
    expect(lastSeen?.body).toBe('png-bytes');
  });

  it('gives the status, body and error parts of an error answer', async () => {
    const outcome = await requestJson(`${base}/invalid`, { timeoutMs: 5000 });
    expect(outcome).toMatchObject({
      kind: 'failure',
      status: 422,
      error: { code: 'validation_failed', message: 'Check the fields.', issues: [{ path: 'email', message: 'bad' }] },
    });
  });

  it('tolerates a body that is not JSON, or no body at all', async () => {
    expect(await requestJson(`${base}/gateway`, { timeoutMs: 5000 })).toEqual({
      kind: 'failure',
      status: 502,
      body: undefined,
      error: { issues: [] },
    });
    expect(await requestJson(`${base}/empty`, { method: 'DELETE', timeoutMs: 5000 })).toEqual({
      kind: 'success',
      status: 204,
      body: undefined,
    });
  });

  it('gives up after its timeout', async () => {
    const started = performance.now();
    expect(await requestJson(`${base}/slow`, { timeoutMs: 100 })).toEqual({ kind: 'no-answer', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("lets the caller's own abort through as fetch's rejection", async () => {
    const controller = new AbortController();
    const pending = requestJson(`${base}/slow`, { timeoutMs: 5000, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports no answer when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await requestJson(`http://127.0.0.1:${port}/echo`, { timeoutMs: 5000 })).toEqual({ kind: 'no-answer', reason: 'network' });
  });
});
