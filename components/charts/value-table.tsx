import { ColumnHeads } from '@/components/tables/column-heads';

export interface ValueTableProps {
  /** What the chart shows. */
  caption: string;
  /** Column headers: the category column first, then one per value. */
  columns: readonly string[];
  /** One row per category: its label, then its formatted values in column order. */
  rows: readonly { label: string; cells: readonly string[] }[];
}

/**
 * The figures of a chart as a visually hidden table, for screen readers and crawlers (the drawing
 * itself is aria-hidden). The wrapper hides it: a table keeps its content width whatever its own
 * width, and would widen a phone's page.
 */
export function ValueTable({ caption, columns, rows }: ValueTableProps) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <ColumnHeads labels={columns} />
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.label}-${index}`}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
