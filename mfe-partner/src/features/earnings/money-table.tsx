import type { ReactNode, TdHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './money-table.module.css';

/** One column of a MoneyTable. */
export interface MoneyColumn<Row> {
  /** Message id of its heading; none for a column of row actions. */
  heading?: string;
  /** A column of figures: aligned to the end, never broken across lines. */
  num?: boolean;
  /** Long text that wraps rather than widen the table. */
  wrap?: boolean;
  /** What the cell of `row` shows. */
  cell: (row: Row) => ReactNode;
  /** More attributes of the cell of `row` (a title, a class). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement>;
}

/** Props of MoneyTable. */
export interface MoneyTableProps<Row> {
  /** The accessible name of the table's scroll region. */
  label: string;
  columns: readonly MoneyColumn<Row>[];
  rows: readonly Row[];
  /** A key per row, stable across renders. */
  rowKey: (row: Row, index: number) => string | number;
  /** data-testid of each body row. */
  rowTestId?: string;
  /** A sum line: its heading across every column but the last, and the figure under the last. */
  total?: { heading: ReactNode; value: ReactNode; testId?: string };
  /** The table's look (the vendor area's or the admin's). */
  className?: string;
}

function cellClass(column: { num?: boolean; wrap?: boolean }, extra?: string): string | undefined {
  const names = [column.num ? styles.num : '', column.wrap ? styles.wrap : '', extra ?? ''].filter(Boolean);
  return names.length ? names.join(' ') : undefined;
}

/**
 * A table of money (EGP amounts) for the vendor's earnings and the admin's finance tab: column
 * headings, a row per item, an optional sum line. It scrolls sideways inside its own labelled
 * region, which takes the keyboard focus so that the scroll works without a pointer too.
 */
export function MoneyTable<Row>({ label, columns, rows, rowKey, rowTestId, total, className }: MoneyTableProps<Row>) {
  const last = columns[columns.length - 1];
  return (
    // The region scrolls, so the keyboard must be able to reach it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
      <table className={className}>
        <thead>
          <tr>
            {columns.map((column, i) =>
              column.heading ? (
                <th key={column.heading} scope="col" className={cellClass({ num: column.num })}>
                  <FormattedMessage id={column.heading} />
                </th>
              ) : (
                <td key={`blank-${i}`} />
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column, i) => {
                const props = column.cellProps?.(row) ?? {};
                return (
                  <td key={column.heading ?? `blank-${i}`} {...props} className={cellClass(column, props.className)}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {total && last ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns.length - 1}>
                {total.heading}
              </th>
              <td data-testid={total.testId} className={cellClass({ num: last.num })}>
                {total.value}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
