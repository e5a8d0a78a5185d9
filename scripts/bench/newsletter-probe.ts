/**
 * The newsletter benchmark's page probe in its own process (scripts/bench/newsletter-bench.ts,
 * docs/decisions/094): GET the page one request at a time, as a visitor's browser would, and
 * answer the latencies. In the measured server's process, the probe's own client (fetch,
 * decompressing each answer) ran on the same main thread as the server and the send: 2 ms of
 * that thread's CPU per message in a profile, and its waits counted in the page's latency.
 * Messages: `{ kind: 'run', url, min }` starts; `{ kind: 'stop' }` ends after at least `min`
 * requests, answered with `{ kind: 'samples', samples }`.
 */
let stopping = false;

async function run(url: string, min: number): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < min || !stopping) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    if (samples.length > 200_000) break;
  }
  return samples;
}

process.on('message', (message: { kind: 'run'; url: string; min: number } | { kind: 'stop' }) => {
  if (message.kind === 'stop') {
    stopping = true;
    return;
  }
  stopping = false;
  void run(message.url, message.min).then((samples) => process.send!({ kind: 'samples', samples }));
});
process.on('disconnect', () => process.exit(0));
process.send!({ kind: 'ready' });
