/** One HTTP attempt: POST the signed body, 10 s at most, no redirects followed. */
import http from 'node:http';
import https from 'node:https';
import { checkTargetUrl, safeLookup } from './safe-target.ts';
import { signWebhook } from './signing.ts';

export const DELIVERY_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export function deliverOnce(options: {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(options.url);
      checkTargetUrl(url, options.allowPrivate);
    } catch (error) {
      return resolve({ ok: false, status: null, error: (error as Error).message });
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(options.body),
          'User-Agent': 'BemViver-Webhooks/1',
          'webhook-id': options.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(options.secret, options.messageId, timestamp, options.body),
        },
        lookup: options.allowPrivate ? undefined : safeLookup,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status, error: null });
          else if (status >= 300 && status < 400)
            resolve({ ok: false, status, error: `redirect to ${response.headers.location ?? '?'} not followed` });
          else resolve({ ok: false, status, error: `HTTP ${status}` });
        });
        response.on('error', (error) => resolve({ ok: false, status, error: error.message }));
      },
    );
    request.on('error', (error) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : error.message;
      resolve({ ok: false, status: null, error: message });
    });
    request.end(options.body);
  });
}
