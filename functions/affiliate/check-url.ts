/**
 * One link check: HEAD, then GET when HEAD is refused or fails (many shops answer HEAD with
 * 403 or 405), 10 s per request, redirects followed by hand (at most 5) so that each hop
 * passes the webhooks' private-address guard, before connecting and after DNS.
 */
import http from 'node:http';
import https from 'node:https';
import { checkTargetUrl, safeLookup, UnsafeTargetError } from '../webhooks/safe-target.ts';

export const CHECK_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

export interface CheckResult {
  state: 'ok' | 'broken' | 'refused';
  http_status: number | null;
  error: string | null;
}

interface Answer {
  status: number;
  location: string | undefined;
}

function request(url: URL, method: 'HEAD' | 'GET', allowPrivate: boolean, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method,
        headers: { 'User-Agent': 'BemViver-LinkCheck/1', Accept: 'text/html,*/*' },
        lookup: allowPrivate ? undefined : safeLookup,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // Only the status matters: the body is never read.
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        response.destroy();
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function describe(error: unknown, timeoutMs: number): string {
  const { name, message, code } = error as Error & { code?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the name does not resolve (${code})`;
  return message;
}

async function follow(start: string, method: 'HEAD' | 'GET', allowPrivate: boolean, timeoutMs: number): Promise<CheckResult> {
  const seen = new Set<string>();
  let url = new URL(start);
  for (let hop = 0; ; hop += 1) {
    try {
      checkTargetUrl(url, allowPrivate);
    } catch (error) {
      return { state: 'refused', http_status: null, error: (error as Error).message };
    }
    seen.add(url.href);
    let answer: Answer;
    try {
      answer = await request(url, method, allowPrivate, timeoutMs);
    } catch (error) {
      if (error instanceof UnsafeTargetError || (error as Error).name === 'UnsafeTargetError') {
        return { state: 'refused', http_status: null, error: (error as Error).message };
      }
      return { state: 'broken', http_status: null, error: describe(error, timeoutMs) };
    }
    const { status, location } = answer;
    if (status >= 300 && status < 400 && location) {
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return { state: 'broken', http_status: status, error: `unreadable redirect to ${location}` };
      }
      if (seen.has(next.href)) return { state: 'broken', http_status: status, error: `redirect loop at ${next.href}` };
      if (hop >= MAX_REDIRECTS) return { state: 'broken', http_status: status, error: `more than ${MAX_REDIRECTS} redirects` };
      url = next;
      continue;
    }
    if (status >= 200 && status < 300) return { state: 'ok', http_status: status, error: null };
    return { state: 'broken', http_status: status, error: `HTTP ${status}` };
  }
}

export async function checkUrl(url: string, options: { allowPrivate: boolean; timeoutMs?: number }): Promise<CheckResult> {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const head = await follow(url, 'HEAD', options.allowPrivate, timeoutMs);
  if (head.state !== 'broken' || head.error?.startsWith('redirect loop') || head.error?.startsWith('the name does not resolve'))
    return head;
  return follow(url, 'GET', options.allowPrivate, timeoutMs);
}
