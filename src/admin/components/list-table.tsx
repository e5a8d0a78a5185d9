/**
 * The back office's list table (docs/decisions/076): a screen names its columns and how each
 * draws a row; the table keeps one look and one set of accessibility habits everywhere.
 *
 * - It is named: by a visually hidden caption, or by a visible heading whose id it is given;
 *   with a heading, its scrolling box is a focusable region, so it scrolls sideways from the
 *   keyboard on a phone.
 * - Its scrolling box is always `relative`: a visually hidden caption or header is absolutely
 *   placed, and outside a positioned box it escaped the scroll and widened a 390 px page.
 * - It keeps a gap below a visible heading, none below a heading read by screen readers only.
 * - When it scrolls sideways, a shadow at the edge says more columns lie that way (`scroll-shadows`).
 * - A column can be the row's header (`th scope="row"`), a number (right-aligned) or the row
 *   actions (a header read by screen readers only).
 */
import type { ReactNode } from 'react';

export interface ListColumn<T> {
  header: string;
  /** The header is read by screen readers only (the row actions' column). */
  hiddenHeader?: boolean;
  cell: (row: T) => ReactNode;
  /** The cells' own classes beyond the shared padding: type, wrapping, colour. */
  className?: string;
  /** Figures: the header and the cells line up on the right. */
  numeric?: boolean;
  /** The cell that names its row, read before each of the row's other cells. */
  rowHeader?: boolean;
}

/** A visually hidden caption, or the id of the visible heading that names the table. */
export type ListTableName = { caption: string } | { labelledBy: string };

interface Props<T> {
  name: ListTableName;
  columns: ReadonlyArray<ListColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Data attributes of a row (data-status, data-action) that tests and styles read. */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** Cells of several lines start at the top of the row. */
  alignTop?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns (a Tailwind min-w-* class). */
  minWidth?: string;
  /** The rows on screen are a previous page's, kept while the next one loads. */
  stale?: boolean;
}

export default function ListTable<T>({ name, columns, rows, rowKey, rowData, alignTop, minWidth, stale }: Props<T>) {
  const region = 'labelledBy' in name ? { tabIndex: 0, role: 'region', 'aria-labelledby': name.labelledBy } : {};
  // No right padding on the last column: the table ends flush with its card.
  const cellClass = (column: ListColumn<T>, index: number, ...more: string[]) =>
    [index < columns.length - 1 && 'pr-3', column.numeric && 'text-right tabular-nums', ...more].filter(Boolean).join(' ');
  return (
    <div
      {...region}
      className={`relative mt-3 overflow-x-auto scroll-shadows [.sr-only+&]:mt-0 transition-opacity${stale ? ' opacity-60' : ''}`}
    >
      <table className={`w-full text-left text-sm${minWidth ? ` ${minWidth}` : ''}`}>
        {'caption' in name && <caption className="sr-only">{name.caption}</caption>}
        <thead className="border-b border-line text-ink-soft">
          <tr>
            {columns.map((column, index) => (
              <th key={column.header} scope="col" className={cellClass(column, index, 'py-2 font-semibold')}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowData?.(row)} className={alignTop ? 'align-top' : undefined}>
              {columns.map((column, index) => {
                const className = cellClass(column, index, 'py-3', column.className ?? '');
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={`text-left font-normal ${className}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
