import type { ReactNode } from 'react';
import styles from './workspace.module.css';

export interface WorkspaceTableProps {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** A last row of totals, headed like the others. */
  foot?: ReactNode[];
  /** Added to the table's own class (a figures table's number columns, say). */
  className?: string;
  /** Added to the scrolling box's class (a long table scrolls within a box of its own). */
  boxClassName?: string;
}

function cellsOf(cells: ReactNode[]) {
  return cells.map((cell, index) =>
    index === 0 ? (
      <th key={index} scope="row">
        {cell}
      </th>
    ) : (
      <td key={index}>{cell}</td>
    ),
  );
}

/**
 * A workspace table (the dashboard's sections, the reading figures): a captioned table in a box that
 * scrolls sideways and is named by the caption, column headers, and the first cell heading each row.
 */
export function WorkspaceTable({ caption, head, rows, foot, className, boxClassName }: WorkspaceTableProps) {
  return (
    <div
      className={boxClassName ? `${styles.tableWrap} ${boxClassName}` : styles.tableWrap}
      role="region"
      tabIndex={0}
      aria-label={caption}
    >
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>{cellsOf(row.cells)}</tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot>
            <tr>{cellsOf(foot)}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
