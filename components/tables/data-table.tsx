import type { HTMLAttributes, Key, ReactNode, TdHTMLAttributes } from 'react';
import styles from './data-table.module.css';

/** `data-*` attributes (a test id, a name the styles or the tests read). */
type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** One column of a data table: its heading, and what each row shows in it. */
export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned tabular figures, in the heading and the cells. */
  numeric?: boolean;
  /** The cells head their rows: `<th scope="row">` rather than `<td>`. */
  rowHeader?: boolean;
  /** A class of the heading and the cells. */
  className?: string;
  /** A class of the heading only. */
  headClassName?: string;
  /** A class of the cells only. */
  cellClassName?: string;
  /** Further attributes of a cell (its language, say). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
}

export interface TableSectionsProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Further attributes of a row (a test id, say). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  /** Shown in one cell across the columns when there are no rows. */
  empty?: ReactNode;
  emptyClassName?: string;
  /** The cells of a last row of totals, in a `<tfoot>`. */
  foot?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * The `<thead>` (a `<th scope="col">` a column), `<tbody>` (a row a row, the row-heading column in
 * `<th scope="row">`) and `<tfoot>` of a data table, from its columns: the markup every table of the site shares.
 */
export function TableSections<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  emptyClassName,
  foot,
}: TableSectionsProps<Row>) {
  return (
    <>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={classes(column.numeric && styles.numeric, column.className, column.headClassName)}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className={emptyClassName}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={classes(column.numeric && styles.numeric, column.className, column.cellClassName)}
                    {...column.cellProps?.(row)}
                  >
                    {column.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
      {foot ? (
        <tfoot>
          <tr>{foot}</tr>
        </tfoot>
      ) : null}
    </>
  );
}

interface DataTableProps<Row> extends TableSectionsProps<Row> {
  /** The table's caption; none when a heading or region names it. */
  caption?: ReactNode;
  /** Keeps the caption for assistive technology only. */
  hideCaption?: boolean;
  className?: string;
  testId?: string;
}

/** A `<table>` with its optional caption and its {@link TableSections}. */
export function DataTable<Row>({ caption, hideCaption = false, className, testId, ...sections }: DataTableProps<Row>) {
  return (
    <table className={className} data-testid={testId}>
      {caption === undefined ? null : (
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      )}
      <TableSections {...sections} />
    </table>
  );
}
