/**
 * Reads a few items ahead of the one being written, so that what an item waits on (its images,
 * fetched and resized off the database's thread) is under way before its turn. The window is
 * a fixed count of items, so memory stays bounded whatever the file's size.
 *
 * `overlap` (docs/decisions/099): the window is refilled while the reader is busy with its item
 * (awaiting the database), not only when it asks for the next one, so reading and planning an
 * item (the XML, the body's conversion, on this thread) overlaps the writes instead of adding to
 * them. Between two items the refill waits for the event loop's next turn (setImmediate), so the
 * requests that came in meanwhile (a page, a database answer) are served first. Without
 * `overlap`, the window is refilled when the reader asks for the next item, as before 099.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export async function* readAhead<T>(
  source: AsyncIterable<T>,
  size: number,
  onRead: (item: T) => void,
  { overlap = false }: { overlap?: boolean } = {},
): AsyncGenerator<T> {
  if (overlap) {
    yield* overlapped(source, size, onRead);
    return;
  }
  const iterator = source[Symbol.asyncIterator]();
  const window: T[] = [];
  let ended = false;
  try {
    for (;;) {
      while (!ended && window.length < size) {
        const next = await iterator.next();
        if (next.done) ended = true;
        else {
          window.push(next.value);
          onRead(next.value);
        }
      }
      const item = window.shift();
      if (item === undefined) return;
      yield item;
    }
  } finally {
    if (!ended) await iterator.return?.();
  }
}

async function* overlapped<T>(source: AsyncIterable<T>, size: number, onRead: (item: T) => void): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const window: T[] = [];
  let ended = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  // Whoever waits (the reader for an item, the filler for room) is woken by the other side.
  let wake: (() => void) | null = null;
  const signal = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const waitForSignal = () => new Promise<void>((resolve) => (wake = resolve));

  const fill = (async () => {
    try {
      while (!stopped) {
        if (window.length >= size) {
          await waitForSignal();
          continue;
        }
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        if (stopped) break;
        window.push(next.value);
        onRead(next.value);
        signal();
        // Requests that arrived while this item was read are served before the next one.
        await nextTurn();
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      signal();
    }
  })();

  try {
    for (;;) {
      if (window.length) {
        const item = window.shift()!;
        signal();
        yield item;
        continue;
      }
      if (failure) throw (failure as { error: unknown }).error;
      if (ended) return;
      await waitForSignal();
    }
  } finally {
    stopped = true;
    signal();
    await fill;
    // Closes the source whether it ended, failed or was left early (a finished generator ignores it).
    await iterator.return?.();
  }
}
