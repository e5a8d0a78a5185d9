/**
 * A local HTTP server speaking the chat-completions protocol, for testing the real
 * OpenAI-compatible provider: it records each request and answers with what `reply` returns.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown };
}

export type Reply = (request: RecordedRequest) => { status?: number; content?: string | null; raw?: string; delayMs?: number };

export interface ChatCompletionsServer {
  url: string;
  requests: RecordedRequest[];
  reply: Reply;
  close(): Promise<void>;
}

export async function startChatCompletionsServer(initial: Reply): Promise<ChatCompletionsServer> {
  const state: { requests: RecordedRequest[]; reply: Reply } = { requests: [], reply: initial };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
      };
      state.requests.push(recorded);
      const answer = state.reply(recorded);
      const send = () => {
        res.statusCode = answer.status ?? 200;
        res.setHeader('Content-Type', 'application/json');
        res.end(
          answer.raw ??
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              model: recorded.body.model,
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content ?? null } }],
            }),
        );
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get reply() {
      return state.reply;
    },
    set reply(value: Reply) {
      state.reply = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
