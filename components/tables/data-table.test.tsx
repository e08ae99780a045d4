/** @jest-environment node */
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

describe('DataTable', () => {
  it('writes a column heading a column, the row-heading column in th scope=row, the classes where they belong', () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="Things"
        className="table"
        testId="things"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        rowProps={(row) => ({ 'data-testid': `row-${row.name}` })}
      />,
    );
    expect(html).toBe(
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
    const props = { columns, rows, rowKey: (row: Row) => row.name };
    expect(renderToStaticMarkup(<DataTable caption="Things" hideCaption {...props} />)).toContain(
      '<caption class="visually-hidden">Things</caption>',
    );
    expect(renderToStaticMarkup(<DataTable {...props} />)).not.toContain('<caption');
  });

  it('shows the empty text in one cell across the columns, and a foot row of totals', () => {
    const html = renderToStaticMarkup(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(row) => row.name}
        empty="None yet"
        emptyClassName="empty"
        foot={
          <>
            <th scope="row">Total</th>
            <td>3</td>
          </>
        }
      />,
    );
    expect(html).toContain('<tbody><tr><td colSpan="3" class="empty">None yet</td></tr></tbody>');
    expect(html).toContain('<tfoot><tr><th scope="row">Total</th><td>3</td></tr></tfoot>');
  });

  it('writes an empty body when there are no rows and no empty text', () => {
    const html = renderToStaticMarkup(<DataTable columns={columns} rows={[]} rowKey={(row) => row.name} />);
    expect(html).toContain('<tbody></tbody>');
    expect(html).not.toContain('<tfoot');
  });
});
