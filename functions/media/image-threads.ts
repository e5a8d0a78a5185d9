/**
 * Image work (social cards, upload variants) is background work: during a burst of publishes,
 * sharp's libvips threads drew each article's card (four JPEGs at once) at the server's priority,
 * with 2.4 times the main thread's CPU, and a page request on the main thread waited for a core
 * behind them (docs/decisions/096). So on Linux libvips's worker threads run at nice 10: when the
 * main thread wants a core, it takes it from them; on an idle machine they run as fast as before.
 * libvips also uses at most one core fewer than the machine has per image (sharp's own default
 * is already 1 on glibc without jemalloc). The images are the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import sharp from 'sharp';

/** The nice value of libvips's threads (the page writer's during a publish is the same: decision 091). */
export const IMAGE_THREAD_NICE = 10;

/** libvips names its threads "libvips worker" (threadset) and "vips-*"; only those are lowered. */
const VIPS_THREAD = /^(?:libvips|vips)/;

let configured = false;
/** Threads already looked at (lowered or not libvips's), so a check reads only new ones. */
const seen = new Set<string>();

/** Sets libvips's thread count once, and lowers any of its threads not lowered yet. Cheap: call before and after image work. */
export function backgroundImageThreads(): void {
  if (!configured) {
    configured = true;
    // Never more than sharp chose (1 on glibc without jemalloc, against memory fragmentation).
    sharp.concurrency(Math.min(sharp.concurrency(), Math.max(1, availableParallelism() - 1)));
  }
  if (process.platform !== 'linux') return;
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  // Thread ids are reused once a thread ends: forget the ones that are gone.
  if (seen.size > 4 * tids.length + 64) seen.clear();
  for (const tid of tids) {
    if (seen.has(tid)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    // A thread not yet named is looked at again next time.
    if (name === 'node' || name === '') continue;
    seen.add(tid);
    if (!VIPS_THREAD.test(name)) continue;
    try {
      setPriority(Number(tid), IMAGE_THREAD_NICE);
    } catch {
      // Not allowed (another user's thread cannot be, ours can): it keeps its priority.
    }
  }
}
