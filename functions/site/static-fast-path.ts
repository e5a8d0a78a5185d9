/**
 * The static fast path (issue 27, docs/decisions/085): a GET or HEAD of a file of the live build
 * whose bytes are already in memory is answered straight from the node:http request, before the
 * request becomes a Fetch Request and goes through Hono's router and middleware. It sends what
 * that path sends, built once rather than per request: the file's answer (send-file.ts: encoding,
 * ETag and 304, ranges, cache policy), the security headers (the same middleware's set), a request
 * id, and the one log line per request.
 *
 * Anything else falls through to the app, which then answers as before: other methods, a path
 * with escapes or dot segments (the app normalises those), the app's own routes (/api, /media,
 * /go, previews, /admin), a query on `/` (WordPress shortlinks), trailing slashes and legacy
 * /artigo/ paths (redirects), a path the redirects table names or cannot answer yet from memory,
 * no live build, a missing file (404 page, moved articles), and a file not yet read into memory
 * or too large to be (the app reads it, and later requests come here).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isReservedPath } from '../../src/lib/contracts/redirect.ts';
import type { AppDeps } from '../app-deps.ts';
import { securityHeaderPairs } from '../lib/security-headers.ts';
import { answerFile, fitsInMemory, smallFiles } from './send-file.ts';

/** Answers the request and returns true, or returns false without touching it. */
export type NodeFastPath = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/** Plain segments only: no escapes, no dot segments, no empty segments (the app normalises those). */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~]+)*\/?$/;
/** Paths the app routes before the site (app.ts), or redirects (site-routes.ts). */
const APP_ROUTED = /^\/(?:api|media|go|preview|pt\/preview|admin)(?:\/|$)|^(?:\/pt)?\/artigo\//;
/** The same header rule as hono/request-id: a client's id is kept when short and plain. */
const CLIENT_REQUEST_ID = /^[\w\-=]{1,255}$/;

export async function staticFastPath({
  site,
  redirects,
  logger,
  env,
}: Pick<AppDeps, 'site' | 'redirects' | 'logger' | 'env'>): Promise<NodeFastPath> {
  const security = await securityHeaderPairs(env.siteUrl);
  const securityNames = new Set(security.map(([name]) => name.toLowerCase()));
  /**
   * Each shared header set of send-file.ts with the security headers, as the flat name/value
   * list writeHead takes, made once: a request then builds no header object (docs/decisions/096).
   * Its last value is the request id's slot, set just before writeHead, which reads the list at
   * once (the headers are serialised in the call), so sharing one list is safe.
   */
  const joined = new WeakMap<Readonly<Record<string, string>>, string[]>();
  const headerList = (headers: Readonly<Record<string, string>>): string[] => {
    let known = joined.get(headers);
    if (!known) {
      known = [];
      // The security headers win a name both have, as they did when the two were one object.
      for (const name in headers) if (!securityNames.has(name.toLowerCase())) known.push(name, headers[name]!);
      for (const [name, value] of security) known.push(name, value);
      known.push('X-Request-Id', '');
      joined.set(headers, known);
    }
    return known;
  };

  return (incoming, outgoing) => {
    const started = performance.now();
    const method = incoming.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = incoming.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    if (!PLAIN_PATH.test(path) || APP_ROUTED.test(path)) return false;
    if (path.length > 1 && path.endsWith('/')) return false;
    if (path === '/' && queryAt >= 0) return false;
    if (!isReservedPath(path)) {
      let stored;
      try {
        stored = redirects.find(path);
      } catch {
        return false;
      }
      // A redirect to answer, or a table not yet in memory (then find asked the database; the
      // app's route asks again and handles a failure): the app's route does both.
      if (stored instanceof Promise) stored.catch(() => undefined);
      if (stored !== null) return false;
    }
    const file = site.current?.lookup(path);
    if (!file) return false;

    const headers = incoming.headers;
    const answer = answerFile(file, {
      method,
      acceptEncoding: headers['accept-encoding'],
      ifNoneMatch: headers['if-none-match'],
      range: headers.range,
    });
    let bytes: Buffer | undefined;
    if (answer.body) {
      if (!fitsInMemory(answer.body.size)) return false;
      bytes = smallFiles.peek(answer.body.absPath);
      if (!bytes) return false;
    }

    const given = headers['x-request-id'];
    const requestId = typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    const list = headerList(answer.headers);
    list[list.length - 1] = requestId;
    outgoing.writeHead(answer.status, list);
    if (answer.body && bytes) {
      const { start, end } = answer.body;
      outgoing.end(start === 0 && end === bytes.length - 1 ? bytes : bytes.subarray(start, end + 1));
    } else outgoing.end();
    logger.info('request', {
      requestId,
      method,
      path,
      status: answer.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
    return true;
  };
}
