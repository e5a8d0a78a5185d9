/**
 * Reads a few items ahead of the one being written, so that what an item waits on (its images,
 * fetched and resized off the database's thread) is under way before its turn. The window is
 * a fixed count of items, so memory stays bounded whatever the file's size.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, size: number, onRead: (item: T) => void): AsyncGenerator<T> {
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
