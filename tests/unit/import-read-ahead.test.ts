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
});
