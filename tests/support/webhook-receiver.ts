/** A local HTTP server standing in for a webhook's receiver: records every delivery. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

export async function startWebhookReceiver(
  answer: (delivery: Delivery) => { status: number; headers?: Record<string, string> } = () => ({ status: 204 }),
) {
  const deliveries: Delivery[] = [];
  const state = { answer };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery = { headers: req.headers, body, json: JSON.parse(body) };
      deliveries.push(delivery);
      const { status, headers } = state.answer(delivery);
      res.writeHead(status, headers);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    setAnswer(next: typeof answer) {
      state.answer = next;
    },
    /** Waits until `count` deliveries have arrived. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<Delivery[]> {
      const deadline = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} deliveries, got ${deliveries.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
