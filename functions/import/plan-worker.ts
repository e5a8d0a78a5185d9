/**
 * The import's reading thread (docs/decisions/099, plan-thread.ts): reads a WordPress export
 * (both passes: the index, then item by item) and plans each item, off the server's main
 * thread and at a lower priority, so page requests do not wait behind the XML parse and the
 * bodies' conversion. It sends the index's facts once, then one plan a message, never more than
 * the credit the importer gave it (a few items: memory stays bounded whatever the file's size).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openImportFile } from './source.ts';
import { emptyIndex, indexEvent, planWordPressItem } from './wordpress/plan.ts';
import { readWxr } from './wordpress/wxr-reader.ts';
import type { PlanThreadData, PlanThreadMessage } from './plan-protocol.ts';

const data = workerData as PlanThreadData;
const port = parentPort!;

// Linux only: process id 0 is the calling thread there. A refusal leaves it at the server's priority.
if (process.platform === 'linux' && data.nice > 0) {
  try {
    setPriority(0, Math.min(19, data.nice));
  } catch {
    // not allowed here: it reads at the server's priority
  }
}

let credit = 0;
let wake: (() => void) | null = null;
port.on('message', (message: { credit: number }) => {
  credit += message.credit;
  const waiting = wake;
  wake = null;
  waiting?.();
});
const send = (message: PlanThreadMessage) => port.postMessage(message);

async function run(): Promise<void> {
  const source = await openImportFile(data.path);
  try {
    if (source.kind !== 'wordpress') throw new Error('the reading thread reads WordPress exports only');
    const index = emptyIndex();
    let total = 0;
    let unreadable = 0;
    for await (const event of readWxr(source.open())) {
      indexEvent(index, event);
      if (event.type === 'item') total += 1;
      if (event.type === 'unreadable') unreadable += 1;
    }
    send({ type: 'index', total, unreadable, categories: [...index.categories] });
    for await (const event of readWxr(source.open())) {
      if (event.type !== 'item') continue;
      const plan = planWordPressItem(event.item, index, data.options);
      while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
      credit -= 1;
      send({ type: 'plan', plan });
    }
    send({ type: 'end' });
  } finally {
    await source.close().catch(() => undefined);
  }
}

run().catch((error: unknown) => {
  const failure = error as { name?: string; message?: string; code?: string };
  send({ type: 'error', name: failure.name ?? 'Error', message: failure.message ?? String(error), code: failure.code });
});
