/**
 * The import's reading thread (functions/import/plan-thread.ts, docs/decisions/099): the same
 * index facts and plans, in the same order, as the main-thread reader; a thread that dies
 * mid-file fails the iteration with the reason instead of ending it quietly or hanging.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlanThread } from '../../functions/import/plan-thread.ts';
import { openImportFile } from '../../functions/import/source.ts';
import { emptyIndex, indexEvent, planWordPressItem } from '../../functions/import/wordpress/plan.ts';
import { readWxr } from '../../functions/import/wordpress/wxr-reader.ts';
import { writeWxr } from '../support/wxr-generator.ts';

const OPTIONS = {
  language: 'en' as const,
  categoryMap: { financas: 'dinheiro' },
  defaultCategory: 'desenvolvimento',
  pages: 'skip' as const,
  sourceUrl: '',
};

describe('the import reading thread', () => {
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'import-plan-thread-'));
    file = path.join(dir, 'export.xml');
    await writeWxr(file, { posts: 40, postBytes: 2_000, imageOrigin: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers the same index facts and plans as the reader on this thread', { timeout: 60_000 }, async () => {
    const source = await openImportFile(file);
    if (source.kind !== 'wordpress') throw new Error('expected a WordPress export');
    const index = emptyIndex();
    let total = 0;
    for await (const event of readWxr(source.open())) {
      indexEvent(index, event);
      if (event.type === 'item') total += 1;
    }
    const expected = [];
    for await (const event of readWxr(source.open()))
      if (event.type === 'item') expected.push(planWordPressItem(event.item, index, OPTIONS));
    await source.close();

    const thread = await startPlanThread(file, OPTIONS);
    expect(thread.total).toBe(total);
    expect(thread.categories).toEqual([...index.categories]);
    const plans = [];
    for await (const plan of thread.plans) plans.push(plan);
    expect(plans).toHaveLength(expected.length);
    expect(plans).toEqual(expected);
  });

  it('fails the iteration when the thread dies mid-file', { timeout: 60_000 }, async () => {
    const thread = await startPlanThread(file, OPTIONS);
    const read: unknown[] = [];
    await expect(
      (async () => {
        for await (const plan of thread.plans) {
          read.push(plan);
          // The thread ends under the reader, as a crash would end it.
          if (read.length === 3) await thread.kill();
        }
      })(),
    ).rejects.toThrow(/reading thread stopped/);
    expect(read.length).toBeGreaterThanOrEqual(3);
    expect(read.length).toBeLessThan(thread.total);
  });

  it('refuses a file that is not an export, with the reader error', { timeout: 60_000 }, async () => {
    const bad = path.join(dir, 'not-an-export.xml');
    await (
      await import('node:fs/promises')
    ).writeFile(bad, '<?xml version="1.0"?><rss><channel><item><title>x</title></item></channel></rss>');
    await expect(startPlanThread(bad, OPTIONS)).rejects.toThrow();
  });
});
