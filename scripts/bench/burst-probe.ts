/**
 * Where a page waits during a publish burst (issue 27, docs/decisions/096): the publish bench's
 * burst at one size, with the server thread's event-loop delay (idle and during), its GC pauses,
 * and optionally a CPU profile of the burst, whose long stretches of work are listed by what ran.
 * Run: npx tsx scripts/bench/burst-probe.ts [articles] [profile folder]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { offlineProvider } from '../../functions/ai/index.ts';
import { createApp } from '../../functions/app.ts';
import { listen } from '../../functions/boot.ts';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { staticFastPath } from '../../functions/site/static-fast-path.ts';
import { scratchRoot } from '../lib/scratch.ts';
import { adminCookie } from './admin-session.ts';
import { generateSyntheticArticles } from './generate-articles.ts';
import { articlePublisher } from './publish-client.ts';
import { startPageTimer, type Timed } from './page-timer-client.ts';

const articles = Number(process.argv[2] ?? 1000);
const profileDir = process.argv[3];
const BURST = 20;

/** CPU ticks (10 ms) of each thread of this process, by thread id, with its name. */
function threadTimes(): Map<string, { name: string; ticks: number; nice: number }> {
  const times = new Map<string, { name: string; ticks: number; nice: number }>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      times.set(tid, { name, ticks: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16]) });
    } catch {
      // The thread ended meanwhile.
    }
  }
  return times;
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

const work = mkdtempSync(path.join(scratchRoot(), `burst-probe-${articles}-`));
const handle = await openDatabase({ memory: true });
await migrate(handle);
await generateSyntheticArticles(handle.db, articles, {});
const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: work, LOG_LEVEL: 'silent' });
const deps = await createDeps(env, handle, createLogger('silent'), { ai: offlineProvider, build: {} });
const app = createApp(deps);
const { server, localUrl } = await listen(app.fetch, '127.0.0.1', 0, await staticFastPath(deps));
const timer = startPageTimer();
const cookie = await adminCookie(deps, handle.db, localUrl);
await deps.runner!.requestBuild('initial');
const publish = articlePublisher(localUrl, cookie);
const page = `${localUrl}/artigos/bench-article-1`;
// Warm: a publish and its build, then the page.
await publish('Warm-up');
await deps.publisher.cardsDrawn();
await deps.runner!.idle();
await timer.count(page, 50);

const idleDelay = monitorEventLoopDelay({ resolution: 1 });
idleDelay.enable();
const idle = await timer.count(page, 300);
idleDelay.disable();

const gcs: { at: number; ms: number; kind: number }[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    gcs.push({
      at: performance.timeOrigin + entry.startTime,
      ms: entry.duration,
      kind: (entry as unknown as { detail: { kind: number } }).detail.kind,
    });
});
observer.observe({ entryTypes: ['gc'] });
let session: Session | null = null;
if (profileDir) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
const threadsBefore = threadTimes();
const profileStartEpoch = performance.timeOrigin + performance.now();
const burstDelay = monitorEventLoopDelay({ resolution: 1 });
burstDelay.enable();
const burstStarted = performance.now();
timer.start(page);
for (let i = 0; i < BURST; i++) await publish(`Published in a burst ${i}`);
await deps.publisher.cardsDrawn();
await deps.runner!.idle();
const duringTimed = await timer.stop();
burstDelay.disable();
const burstMs = performance.now() - burstStarted;
const threadsAfter = threadTimes();
observer.disconnect();
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(path.join(profileDir!, `burst-${articles}.cpuprofile`), JSON.stringify(profile));
  writeFileSync(path.join(profileDir!, `burst-${articles}.json`), JSON.stringify({ profileStartEpoch, gcs, during: duringTimed }));
}
const row = (name: string, t: Timed, h: ReturnType<typeof monitorEventLoopDelay>) =>
  console.log(
    `${name}: page n=${t.samples.length} p50=${quantile(t.samples, 0.5).toFixed(2)} p99=${quantile(t.samples, 0.99).toFixed(2)} max=${Math.max(...t.samples).toFixed(1)} ms; loop delay p99=${ms(h.percentile(99))} max=${ms(h.max)} mean=${ms(h.mean)} ms`,
  );
console.log(`articles=${articles} burst ${Math.round(burstMs)} ms`);
row('idle  ', idle, idleDelay);
row('during', duringTimed, burstDelay);
const pauses = gcs.map((g) => g.ms);
console.log(
  `gc during: n=${gcs.length} total=${pauses.reduce((a, b) => a + b, 0).toFixed(1)} ms max=${Math.max(0, ...pauses).toFixed(1)} ms; >5ms: ${gcs
    .filter((g) => g.ms > 5)
    .map((g) => `${g.ms.toFixed(1)}(k${g.kind})`)
    .join(' ')}`,
);
const perName = new Map<string, number>();
for (const [tid, t] of threadsAfter) {
  const before = threadsBefore.get(tid);
  const used = t.ticks - (before?.name === t.name ? before.ticks : 0);
  const key = t.nice ? `${t.name}(nice ${t.nice})` : t.name;
  perName.set(key, (perName.get(key) ?? 0) + used * 10);
}
console.log(
  `thread CPU during the burst (ms): ${[...perName]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([n, v]) => `${n}=${v}`)
    .join(' ')}`,
);
console.log(`p99 ratio ${(quantile(duringTimed.samples, 0.99) / quantile(idle.samples, 0.99)).toFixed(2)}`);
await timer.close();
await deps.runner?.stop();
await deps.jobs.stop();
await new Promise<void>((resolve) => server.close(() => resolve()));
await handle.close();
rmSync(work, { recursive: true, force: true });
process.exit(0);
