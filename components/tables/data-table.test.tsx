/** @jest-environment node */
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type DataColumn } from './data-table';
import styles from './data-table.module.css';

interface Row {
  name: string;
  lang: string;
  count: number;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cellClassName: 'name', cell: (row) => row.name },
  {
    key: 'count',
    header: 'Count',
    numeric: true,
    headClassName: 'wide',
    cell: (row, index) => `${index}:${row.count}`,
  },
  {
    key: 'lang',
    header: <em>Language</em>,
    className: 'lang',
    cellProps: (row) => ({ lang: row.lang }),
    cell: () => '…',
  },
];
const rows: Row[] = [
  { name: 'One', lang: 'th', count: 1 },
  { name: 'Two', lang: 'en', count: 2 },
];

/** The table's markup: these columns and rows unless the props say otherwise. */
function html(props: Partial<ComponentProps<typeof DataTable<Row>>> = {}) {
  return renderToStaticMarkup(<DataTable columns={columns} rows={rows} rowKey={(row) => row.name} {...props} />);
}

describe('DataTable', () => {
  it('writes a column heading a column, the row-heading column in th scope=row, the classes where they belong', () => {
    const rowProps = (row: Row) => ({ 'data-testid': `row-${row.name}` });
    expect(html({ caption: 'Things', className: 'table', testId: 'things', rowProps })).toBe(
      '<table class="table" data-testid="things"><caption>Things</caption>' +
        `<thead><tr><th scope="col">Name</th><th scope="col" class="${styles.numeric} wide">Count</th>` +
        '<th scope="col" class="lang"><em>Language</em></th></tr></thead><tbody>' +
        `<tr data-testid="row-One"><th scope="row" class="name">One</th><td class="${styles.numeric}">0:1</td>` +
        '<td class="lang" lang="th">…</td></tr>' +
        `<tr data-testid="row-Two"><th scope="row" class="name">Two</th><td class="${styles.numeric}">1:2</td>` +
        '<td class="lang" lang="en">…</td></tr></tbody></table>',
    );
  });

  it('hides the caption for assistive technology only, or leaves it out', () => {
    expect(html({ caption: 'Things', hideCaption: true })).toContain(
      '<caption class="visually-hidden">Things</caption>',
    );
    expect(html()).not.toContain('<caption');
  });

  it('shows the empty text in one cell across the columns, and a foot row of totals', () => {
    const foot = (
      <>
        <th scope="row">Total</th>
        <td>3</td>
      </>
    );
    const markup = html({ rows: [], empty: 'None yet', emptyClassName: 'empty', foot });
    expect(markup).toContain('<tbody><tr><td colSpan="3" class="empty">None yet</td></tr></tbody>');
    expect(markup).toContain('<tfoot><tr><th scope="row">Total</th><td>3</td></tr></tfoot>');
  });

  it('writes an empty body when there are no rows and no empty text', () => {
    const markup = html({ rows: [] });
    expect(markup).toContain('<tbody></tbody>');
    expect(markup).not.toContain('<tfoot');
  });
});
