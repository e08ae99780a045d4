import { h, type Markup } from './markup';

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
 * width, and would widen a phone's page. Written as one piece of static markup (./markup.ts).
 */
export function valueTableMarkup({ caption, columns, rows }: ValueTableProps): Markup {
  return h(
    'table',
    null,
    h('caption', null, caption),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        columns.map((column) => h('th', { scope: 'col' }, column)),
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((row) =>
        h(
          'tr',
          null,
          h('th', { scope: 'row' }, row.label),
          row.cells.map((cell) => h('td', null, cell)),
        ),
      ),
    ),
  );
}

/** The value table as a React element, for the charts that are not static markup as a whole. */
export function ValueTable(props: ValueTableProps) {
  return <div className="visually-hidden" dangerouslySetInnerHTML={valueTableMarkup(props)} />;
}
