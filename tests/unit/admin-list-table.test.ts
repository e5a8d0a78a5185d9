/**
 * The back office's shared list table (docs/decisions/076), drawn to HTML: the habits every list
 * screen now gets from one place.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ListTable, { type ListColumn } from '../../src/admin/components/list-table.tsx';

interface Row {
  id: string;
  path: string;
  clicks: number;
}

const ROWS: Row[] = [
  { id: 'a', path: '/old', clicks: 3 },
  { id: 'b', path: '/older', clicks: 12 },
];

const COLUMNS: Array<ListColumn<Row>> = [
  { header: 'Path', rowHeader: true, className: 'font-mono', cell: (row) => row.path },
  { header: 'Clicks', numeric: true, cell: (row) => row.clicks },
  { header: 'Actions', hiddenHeader: true, cell: (row) => createElement('button', { type: 'button' }, `Remove ${row.path}`) },
];

function draw(props: Partial<Parameters<typeof ListTable<Row>>[0]> = {}) {
  return renderToStaticMarkup(
    createElement(ListTable<Row>, { name: { caption: 'Redirects' }, columns: COLUMNS, rows: ROWS, rowKey: (row) => row.id, ...props }),
  );
}

/** React's markup is regular enough for patterns: every place a pattern matches. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

describe('ListTable', () => {
  it('keeps its scrolling box positioned, so a visually hidden caption or header cannot widen a phone page', () => {
    for (const name of [{ caption: 'Redirects' }, { labelledBy: 'list-title' }]) {
      const box = /^<div[^>]*>/.exec(draw({ name }))?.[0] ?? '';
      expect(box).toMatch(/class="relative [^"]*overflow-x-auto/);
    }
  });

  it('is named by a visually hidden caption, or makes its box a focusable region named by a visible heading', () => {
    const captioned = draw();
    expect(captioned).toContain('<caption class="sr-only">Redirects</caption>');
    expect(captioned).not.toContain('role="region"');

    const labelled = draw({ name: { labelledBy: 'list-title' } });
    expect(labelled).not.toContain('<caption');
    expect(labelled).toMatch(/^<div tabindex="0" role="region" aria-labelledby="list-title"/);
  });

  it('draws column headers, row headers, right-aligned figures and a header read only by screen readers', () => {
    const table = draw();
    expect(all(table, /<th scope="col"[^>]*>.*?<\/th>/g)).toEqual([
      '<th scope="col" class="pr-3 py-2 font-semibold">Path</th>',
      '<th scope="col" class="pr-3 text-right tabular-nums py-2 font-semibold">Clicks</th>',
      '<th scope="col" class="py-2 font-semibold"><span class="sr-only">Actions</span></th>',
    ]);
    expect(all(table, /<th scope="row"[^>]*>[^<]*<\/th>/g)).toEqual([
      '<th scope="row" class="text-left font-normal pr-3 py-3 font-mono">/old</th>',
      '<th scope="row" class="text-left font-normal pr-3 py-3 font-mono">/older</th>',
    ]);
    expect(all(table, /<td class="pr-3 text-right tabular-nums py-3">\d+<\/td>/g)).toHaveLength(2);
    expect(all(table, /<tr>/g)).toHaveLength(3);
  });

  it('passes each row its data attributes, dims stale rows and sets a minimum width', () => {
    const html = draw({ rowData: (row) => ({ 'data-path': row.path }), stale: true, minWidth: 'min-w-[44rem]', alignTop: true });
    expect(html).toContain('<tr data-path="/old" class="align-top">');
    const box = /^<div class="([^"]*)">/.exec(html)?.[1]?.split(' ');
    expect(box).toEqual(expect.arrayContaining(['relative', 'overflow-x-auto', 'scroll-shadows', 'opacity-60']));
    expect(html).toContain('<table class="w-full text-left text-sm min-w-[44rem]">');
  });
});
