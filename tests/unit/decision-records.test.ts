/**
 * docs/decisions/README.md is the index of the decision records: every record is listed,
 * every listed record exists, no number is skipped without a word, and a record whose own
 * status line says it was superseded is listed as superseded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');
const INDEX = readFileSync(path.join(DIR, 'README.md'), 'utf8');
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const linked = [...INDEX.matchAll(/\]\(([^)\s#]+\.md)\)/g)].map(([, target]) => target!);
/** The index's line for a record number (a list item starting with it, linked or not). */
const lineOf = (number: string) => INDEX.split('\n').find((line) => line.startsWith(`- [${number}](`) || line.startsWith(`- ${number}:`));

describe('the decision records index', () => {
  it('is read: it links records', () => {
    expect(records.length).toBeGreaterThan(30);
    expect(linked).toContain('030-incremental-publishing.md');
  });

  it.each(records)('lists %s', (record) => {
    expect(linked).toContain(record);
  });

  it('links only records that exist', () => {
    expect(linked.filter((target) => !existsSync(path.join(DIR, target)))).toEqual([]);
  });

  it('accounts for every number up to the newest, written or not', () => {
    const newest = Math.max(...records.map((name) => Number(name.slice(0, 3))));
    const unaccounted = Array.from({ length: newest }, (_, i) => String(i + 1).padStart(3, '0')).filter((n) => !lineOf(n));
    expect(unaccounted).toEqual([]);
  });

  it.each(records.filter((name) => !name.startsWith('000')))('gives %s the status its own status line gives', (record) => {
    const status = /^- Status: (.+)$/m.exec(readFileSync(path.join(DIR, record), 'utf8'))?.[1] ?? '';
    expect(status, `${record} has no "- Status:" line`).not.toBe('');
    const line = lineOf(record.slice(0, 3)) ?? '';
    const superseded = /^superseded/.test(status);
    expect(line.includes('**superseded'), `${record}: "${status}"`).toBe(superseded);
  });
});
