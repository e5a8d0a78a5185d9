/**
 * What an import keeps from the file beyond its item holds only the kept text, not the pieces
 * of the file it was cut from (docs/decisions/097): the first pass's index of a generated
 * export, kept whole, and the report's capped lists, filled from every item, stay small
 * whatever the file's size. Measured as the JS heap after full collections, before and after.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detached } from '../../functions/import/detached.ts';
import { emptyReport, noteProblem, REPORT_LIST_LIMIT } from '../../functions/import/report.ts';
import { emptyIndex, indexEvent } from '../../functions/import/wordpress/plan.ts';
import { readWxr } from '../../functions/import/wordpress/wxr-reader.ts';
import { writeWxr } from '../support/wxr-generator.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterCollection(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

const POSTS = 600;
let folder: string;
let file: string;
let fileBytes: number;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'import-held-'));
  file = path.join(folder, 'export.xml');
  // About 6 MB: 600 posts of 10 KB, 120 of them with an image (an attachment item each, spread over the file).
  fileBytes = await writeWxr(file, { posts: POSTS, postBytes: 10_000, imageOrigin: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('detached', () => {
  it('answers an equal string, every code unit kept', () => {
    for (const text of ['', 'pll_12', 'Olá, coração 🧡', '\u200fمرحبا', 'lone \ud800 surrogate', 'x'.repeat(100_000).slice(7, 90)]) {
      expect(detached(text)).toBe(text);
    }
  });
});

describe('what a run keeps from the file', () => {
  it('the first pass index holds its entries, not the file', async () => {
    const before = heapAfterCollection();
    const index = emptyIndex();
    for await (const event of readWxr(createReadStream(file))) indexEvent(index, event);
    const held = heapAfterCollection() - before;
    expect(index.attachments.size).toBe(POSTS / 5);
    expect(index.translationTerms.size).toBe(POSTS / 2);
    // Entries are a few hundred bytes each (about 200 KB in all); before, each attachment's
    // address kept its 64 KB piece of the file alive: about the whole file.
    expect(held).toBeLessThan(fileBytes / 10);
  });

  it('a report filled from every item holds its capped lists, not the items', async () => {
    const before = heapAfterCollection();
    const report = emptyReport('wordpress', false);
    for await (const event of readWxr(createReadStream(file))) {
      if (event.type !== 'item') continue;
      const { item } = event;
      noteProblem(report, 'problems', { source_key: `wp:1:${item.postId}`, title: item.title, code: 'no_category', detail: item.link });
    }
    const held = heapAfterCollection() - before;
    expect(report.problems).toHaveLength(POSTS + POSTS / 5);
    expect(held).toBeLessThan(fileBytes / 10);
  });

  it('a report list stops at REPORT_LIST_LIMIT entries and says it was cut', () => {
    const report = emptyReport('wordpress', false);
    for (let n = 0; n < REPORT_LIST_LIMIT; n++) noteProblem(report, 'skipped', { source_key: `k${n}`, title: 't', code: 'attachment' });
    expect(report.truncated).toBe(false);
    noteProblem(report, 'skipped', { source_key: 'one more', title: 't', code: 'attachment' });
    expect([report.skipped.length, report.truncated]).toEqual([REPORT_LIST_LIMIT, true]);
  });
});
