import { describe, expect, it } from 'vitest';
import { readAhead } from '../../functions/import/read-ahead.ts';

async function* numbers(count: number, log: string[]) {
  try {
    for (let n = 1; n <= count; n += 1) {
      log.push(`read ${n}`);
      yield n;
    }
  } finally {
    log.push('closed');
  }
}

describe('readAhead', () => {
  it('yields every item in order, each told as read up to the window ahead of its turn', async () => {
    const log: string[] = [];
    for await (const n of readAhead(numbers(5, log), 3, (item) => log.push(`ahead ${item}`))) log.push(`write ${n}`);
    expect(log).toEqual([
      'read 1',
      'ahead 1',
      'read 2',
      'ahead 2',
      'read 3',
      'ahead 3',
      'write 1',
      'read 4',
      'ahead 4',
      'write 2',
      'read 5',
      'ahead 5',
      'write 3',
      'closed',
      'write 4',
      'write 5',
    ]);
  });

  it('reads no further than the window, and closes the source when the reader stops early', async () => {
    const log: string[] = [];
    const written: number[] = [];
    for await (const n of readAhead(numbers(100, log), 4, () => undefined)) {
      written.push(n);
      if (n === 2) break;
    }
    expect(written).toEqual([1, 2]);
    expect(log.filter((line) => line.startsWith('read'))).toHaveLength(5);
    expect(log.at(-1)).toBe('closed');
  });

  describe('with overlap (docs/decisions/099)', () => {
    it('reads ahead while the reader is busy with its item, in order, up to the window', async () => {
      const log: string[] = [];
      const written: number[] = [];
      let release!: () => void;
      const busy = new Promise<void>((resolve) => (release = resolve));
      const reads = () => log.filter((line) => line.startsWith('read')).length;
      for await (const n of readAhead(numbers(20, log), 4, () => undefined, { overlap: true })) {
        written.push(n);
        if (n === 1) {
          // The reader awaits something (a write): the window refills meanwhile, to 4 beyond item 1.
          const waited = (async () => {
            while (reads() < 5) await new Promise((resolve) => setImmediate(resolve));
          })();
          await waited;
          release();
        }
        await busy;
        // Never more than the window ahead of the item being handled (plus the one in flight).
        expect(reads()).toBeLessThanOrEqual(n + 4 + 1);
      }
      expect(written).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(log.at(-1)).toBe('closed');
    });

    it('closes the source when the reader stops early', async () => {
      const log: string[] = [];
      for await (const n of readAhead(numbers(100, log), 4, () => undefined, { overlap: true })) if (n === 2) break;
      expect(log.filter((line) => line.startsWith('read')).length).toBeLessThanOrEqual(2 + 4 + 1);
      expect(log.at(-1)).toBe('closed');
    });

    it("passes the source's failure to the reader after the items read before it", async () => {
      async function* failing() {
        yield 1;
        yield 2;
        throw new Error('unreadable at item 3');
      }
      const written: number[] = [];
      await expect(
        (async () => {
          for await (const n of readAhead(failing(), 4, () => undefined, { overlap: true })) written.push(n);
        })(),
      ).rejects.toThrow('unreadable at item 3');
      expect(written).toEqual([1, 2]);
    });
  });
});
