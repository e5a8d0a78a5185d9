/** WrittenSoFar: a follower of a file being written waits for bytes, the end or the failure (docs/decisions/100). */
import { describe, expect, it } from 'vitest';
import { WrittenSoFar } from '../../functions/backups/written-so-far.ts';

describe('WrittenSoFar', () => {
  it('answers at once when more than the position is written, and waits otherwise', async () => {
    const written = new WrittenSoFar();
    written.advance(100);
    expect(await written.beyond(99)).toBe(100);
    let answered: number | null = null;
    const waiting = written.beyond(100).then((bytes) => (answered = bytes));
    await Promise.resolve();
    expect(answered).toBeNull();
    written.advance(50); // never backwards
    written.advance(300);
    expect(await waiting).toBe(300);
  });

  it('lets a reader at the end go once the file is complete, and `complete` gives the size', async () => {
    const written = new WrittenSoFar();
    written.advance(512);
    const atEnd = written.beyond(512);
    const complete = written.complete();
    written.end(512);
    expect(await atEnd).toBe(512);
    expect(await complete).toBe(512);
    written.advance(1024); // after the end: nothing changes
    expect(written.bytes).toBe(512);
  });

  it('refuses waiting and later readers after a failure, but not once the file was complete', async () => {
    const failed = new WrittenSoFar();
    const waiting = failed.beyond(0).catch((error: unknown) => error);
    failed.fail(new Error('no space left'));
    expect(((await waiting) as Error).message).toBe('no space left');
    await expect(failed.complete()).rejects.toThrow('no space left');

    const done = new WrittenSoFar();
    done.end(2048);
    done.fail(new Error('the worker was closed'));
    expect(await done.beyond(0)).toBe(2048);
    expect(await done.complete()).toBe(2048);
  });
});
