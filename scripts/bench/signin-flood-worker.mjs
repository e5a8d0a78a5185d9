// The sign-in flood of signin-bench.ts, in a worker thread of its own: the 40 clients' requests
// and answers are handled on this thread's event loop, so the page timings measured on the main
// thread are the server's, not the wait for a client loop busy with the flood. Each client keeps
// one wrong-password sign-in in flight, and waits out a 503's Retry-After before the next.
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients, floodMs } = workerData;
const statuses = {};
let slowestSignInMs = 0;
let signIns = 0;
let sequence = 0;
const floodEnds = Date.now() + floodMs;

async function client(index) {
  while (Date.now() < floodEnds) {
    const n = sequence++;
    const started = performance.now();
    let status;
    try {
      const response = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: url,
          // Each attempt from its own address (TRUST_PROXY=loopback) and for its own unknown e-mail.
          'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ email: `flood-${index}-${n}@example.com`, password: 'not-the-password' }),
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      status = String(response.status);
      // Told to come back later, a client does (up to the flood's end): one that does not is a
      // plain request flood, which the app cannot absorb whatever it answers (a proxy's job).
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status === 503 && retryAfter > 0) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter * 1000, Math.max(0, floodEnds - Date.now()))));
      }
    } catch (error) {
      status = error.name;
    }
    slowestSignInMs = Math.max(slowestSignInMs, performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
    signIns++;
  }
}

await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
parentPort.postMessage({ statuses, slowestSignInMs, signIns });
