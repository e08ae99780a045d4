import type { ReactNode } from 'react';
import { DataTable, type DataColumn, type TableSectionsProps } from '@/components/tables/data-table';
import styles from './workspace.module.css';

interface WorkspaceDataTableProps<Row> extends TableSectionsProps<Row> {
  /**
   * What names the box that scrolls sideways, which can then be reached by keyboard: a label, or the id of
   * the heading that names it. Without it the box is a plain one.
   */
  region?: { label: string } | { labelledBy: string };
  caption?: string;
  hideCaption?: boolean;
  testId?: string;
  /** Added to the table's own class (a figures table's number columns, say). */
  className?: string;
  /** Added to the scrolling box's class (a long table scrolls within a box of its own). */
  boxClassName?: string;
}

/** A workspace table from its columns: a {@link DataTable} in a box that scrolls sideways. */
export function WorkspaceDataTable<Row>({ region, className, boxClassName, ...table }: WorkspaceDataTableProps<Row>) {
  const named = region
    ? {
        role: 'region',
        tabIndex: 0,
        ...('label' in region ? { 'aria-label': region.label } : { 'aria-labelledby': region.labelledBy }),
      }
    : {};
  return (
    <div className={boxClassName ? `${styles.tableWrap} ${boxClassName}` : styles.tableWrap} {...named}>
      <DataTable className={className ? `${styles.table} ${className}` : styles.table} {...table} />
    </div>
  );
}

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

type CellRow = WorkspaceTableProps['rows'][number];

/**
 * A workspace table of cells (the dashboard's sections, the reading figures): a captioned table in a box
 * that scrolls sideways and is named by the caption, column headers, and the first cell heading each row.
 */
export function WorkspaceTable({ caption, head, rows, foot, className, boxClassName }: WorkspaceTableProps) {
  const columns = head.map((name, index): DataColumn<CellRow> => ({
    key: name,
    header: name,
    rowHeader: index === 0,
    cell: (row) => row.cells[index],
  }));
  const footCells = foot?.map((cell, index) =>
    index === 0 ? (
      <th key={index} scope="row">
        {cell}
      </th>
    ) : (
      <td key={index}>{cell}</td>
    ),
  );
  return (
    <WorkspaceDataTable
      region={{ label: caption }}
      caption={caption}
      className={className}
      boxClassName={boxClassName}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      foot={footCells}
    />
  );
}
