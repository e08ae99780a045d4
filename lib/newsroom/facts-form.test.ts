/** @jest-environment node */
import { editor } from './testing/documents';

// The signed-in account is the test's: signIn() of ./testing/route-stand-ins.ts.
type StandIns = typeof import('./testing/route-stand-ins');
jest.mock('@/lib/accounts/server', () =>
  jest.requireActual<StandIns>('./testing/route-stand-ins').workspaceServerStandIn(),
);
jest.mock('next-intl/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').translationsStandIn());

import { signIn } from './testing/route-stand-ins';
import type { FormPart } from '@/lib/uploads/upload-fixtures';
import { postForm } from './testing/form-requests';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { contentToForm } from './form-schema';
import { factItem, getItem, handleItemForm, handleTableImport, liveFactContent } from './server';

/**
 * A fact's table posted without JavaScript (docs/newsroom.md, Facts and figures): a row's own button
 * moves or removes it, the draft is saved so, and the edit page shows it; three blank rows after the
 * table add rows; a cell the schema refuses is left out, the rest kept.
 */

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('facts-form', {}, engine);
  jest.setTimeout(60_000);

  async function post(values: Record<string, string>, intent: string, id: string | null) {
    signIn(editor);
    const parts: FormPart[] = [
      ...Object.entries(values).map(([name, value]) => ({ name, value })),
      { name: 'texts_end', value: '1' },
      { name: 'intent', value: intent },
    ];
    const path = id ? `/api/workspace/items/${id}/form` : '/api/workspace/items/form?kind=majorShareholders';
    const request = postForm(
      `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent('/admin/items/{id}')}`,
      parts,
    );
    const reply = await handleItemForm(request, id);
    return { status: reply.status, location: reply.headers.get('location') ?? '' };
  }

  describe('a fact’s table without JavaScript', () => {
    it('moves a row down and removes another by their buttons, back to the edit page; blank rows add one', async () => {
      const values = contentToForm('majorShareholders', (await liveFactContent('majorShareholders'))!) as Record<
        string,
        string
      >;
      // The three blank rows after the table: one of them filled.
      const posted = {
        ...values,
        holders_11_name_th: 'ใหม่',
        holders_11_name_en: 'New',
        holders_11_shares: '5',
        holders_12_name_th: '',
        holders_13_shares: '',
      };
      const moved = await post(posted, 'row:holders:0:down', null);
      expect(moved.status).toBe(303);
      expect(moved.location).toMatch(/^\/admin\/items\/[0-9a-f-]{36}\/edit\?done=1$/);
      const id = moved.location.split('/')[3];
      const holders = () =>
        getItem(id).then((item) => (item!.content.holders as { name: { en: string } }[]).map((row) => row.name.en));
      expect((await holders()).slice(0, 2)).toEqual(['Mr. Somchai Wattanakul', 'Horizon Holding Co., Ltd.']);
      expect((await holders()).at(-1)).toBe('New');
      expect(await holders()).toHaveLength(12);

      const again = contentToForm('majorShareholders', (await getItem(id))!.content) as Record<string, string>;
      const removed = await post(again, 'row:holders:1:remove', id);
      expect(removed.location).toMatch(/\/edit\?done=1$/);
      expect((await holders()).slice(0, 2)).toEqual(['Mr. Somchai Wattanakul', 'Thai NVDR Co., Ltd.']);
      expect(await holders()).toHaveLength(11);
    });

    it('keeps the rest of a table when a cell is refused, and names the cell', async () => {
      const id = (await factItem('majorShareholders'))!.id;
      const values = contentToForm('majorShareholders', (await getItem(id))!.content) as Record<string, string>;
      const refused = await post({ ...values, holders_2_shares: 'many' }, 'save', id);
      expect(refused.location).toMatch(/\/edit\?error=invalid&fields=holders_2_shares%3Ainvalid/);
      const content = (await getItem(id))!.content as { holders: { shares?: number; name: { en: string } }[] };
      expect(content.holders).toHaveLength(11);
      expect(content.holders[2]).toEqual({ name: expect.objectContaining({ en: values.holders_2_name_en }) });
    });
  });

  const file = (csv: string): FormPart => ({
    name: 'table_file',
    filename: 'table.csv',
    type: 'text/csv',
    content: Buffer.from(csv),
  });
  /** What the import answers the form's script: the columns and rows it read, the form's values and the problems. */
  interface ImportPreview {
    columns: { label: string }[];
    rows: { line: number; cells: string[] }[];
    values: Record<string, string>;
    problems: string[];
  }

  async function importFile(
    parts: FormPart[],
    query: string,
    id: string | null,
    accept = 'text/html',
    kind = 'majorShareholders',
  ) {
    signIn(editor);
    const path = id ? `/api/workspace/items/${id}/import` : `/api/workspace/items/import?kind=${kind}`;
    const request = postForm(
      `${path}${path.includes('?') ? '&' : '?'}${query}next=${encodeURIComponent('/en/admin/items/{id}/edit')}`,
      parts,
      accept,
    );
    return handleTableImport(request, id);
  }

  describe('a register imported from a file', () => {
    it('shows what it read and names the rows and the total that do not agree, saving nothing', async () => {
      const id = (await factItem('majorShareholders'))!.id;
      const before = (await getItem(id))!.content;
      const reply = await importFile(
        [{ name: 'totalShares', value: '1000' }, file('Name,Shares\r\nCompany A,600\r\nMr B,many\r\nOthers,300\r\n')],
        'fill=1&lang=en&',
        id,
        'application/json',
      );
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as ImportPreview;
      expect(body.columns.map((column) => column.label)).toEqual([
        'Line',
        'Rank',
        'Name (Thai)',
        'Name (English)',
        'Shares',
      ]);
      expect(body.rows).toEqual([
        { line: 2, cells: ['', 'Company A', 'Company A', '600'] },
        { line: 3, cells: ['', 'Mr B', 'Mr B', '–'] },
        { line: 4, cells: ['', 'Others', 'Others', '300'] },
      ]);
      expect(body.values).toMatchObject({
        holders_0_name_th: 'Company A',
        holders_0_name_en: 'Company A',
        holders_0_shares: '600',
        holders_1_shares: '',
      });
      expect(body.problems).toEqual([
        'Line 3 (Mr B): the shares are not a whole number.',
        'The rows add up to 900 shares, not the register’s total of 1,000.',
      ]);
      expect((await getItem(id))!.content).toEqual(before);

      // Without JavaScript: the same problems on the edit page, nothing of the file saved.
      const plain = await importFile(
        [{ name: 'totalShares', value: '1000' }, file('Name,Shares\r\nCompany A,600\r\nOthers,300\r\n')],
        '',
        id,
      );
      expect(plain.status).toBe(303);
      const location = new URL(plain.headers.get('location')!, 'http://localhost');
      expect(location.pathname).toBe(`/en/admin/items/${id}/edit`);
      expect(location.searchParams.get('error')).toBe('import-rows');
      expect(location.searchParams.get('problems')).toBe(
        'The rows add up to 900 shares, not the register’s total of 1,000.',
      );
      expect((await getItem(id))!.content).toEqual(before);
    });

    it('without JavaScript, a file that agrees replaces the draft’s table; a file that is no register is refused', async () => {
      const id = (await factItem('majorShareholders'))!.id;
      const saved = await importFile(
        [
          { name: 'asOf', value: '2025-12-31' },
          { name: 'totalShares', value: '1000' },
          file('Name (Thai),Name (English),Shares\r\nบริษัท ก,Company A,700\r\nอื่น ๆ,Others,300\r\n'),
        ],
        '',
        id,
      );
      expect(new URL(saved.headers.get('location')!, 'http://localhost').search).toBe('?done=1&imported=2');
      expect((await getItem(id))!.content).toEqual({
        asOf: '2025-12-31',
        totalShares: 1000,
        holders: [
          { name: { th: 'บริษัท ก', en: 'Company A' }, shares: 700 },
          { name: { th: 'อื่น ๆ', en: 'Others' }, shares: 300 },
        ],
      });
      const refused = await importFile([file('Year,Quarter\r\n2025,3\r\n')], 'fill=1&lang=en&', id, 'application/json');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'import-noColumns',
        message: 'The file has no columns of names and shares.',
      });
    });
  });

  describe('the dividend history imported from a file', () => {
    const HEADER =
      'Ex-dividend date,Payment date,Dividend type,Cash dividend (baht per share),Stock dividend: existing shares,Stock dividend: new shares,Operating period from,Operating period to\r\n';

    it('shows what it read and names each row that breaks a rule of the form by its line, saving nothing', async () => {
      const csv = `${HEADER}2026-12-08,2026-12-04,cash,0.09,,,2025-07-01,2025-09-30\r\n,,stock,,,,2020-01-01,2020-12-31\r\n,,cash,0.2,,,2025-06-30,2025-01-01\r\n,,cash,abc,,,2024-01-01,2024-06-30\r\n`;
      const reply = await importFile([file(csv)], 'fill=1&lang=en&', null, 'application/json', 'dividends');
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as ImportPreview;
      expect(body.columns.map((column) => column.label)).toEqual([
        'Line',
        'Board resolution date',
        'Ex-dividend date',
        'Payment date',
        'Dividend type',
        'Cash dividend (baht per share)',
        'Stock dividend: existing shares',
        'Stock dividend: new shares',
        'Operating period from',
        'Operating period to',
      ]);
      expect(body.rows[0]).toEqual({
        line: 2,
        cells: ['', '2026-12-08', '2026-12-04', 'Cash dividend', '0.09', '', '', '2025-07-01', '2025-09-30'],
      });
      expect(body.values).toMatchObject({
        payments_0_exDate: '2026-12-08',
        payments_0_type: 'cash',
        payments_0_cashPerShare: '0.09',
        payments_1_type: 'stock',
      });
      expect(body.problems).toEqual([
        'Line 5: the Cash dividend (baht per share) is not a number it can take.',
        'Line 2: the ex-dividend date comes after the payment date.',
        'Line 3: a stock dividend needs its ratio (existing and new shares).',
        'Line 4: the operating period ends before it starts.',
        'Line 5: a cash dividend needs its amount per share.',
      ]);
      expect(await factItem('dividends')).toBeNull();
    });

    it('without JavaScript, a file without problems replaces the draft’s history; a register file is refused in the history’s words', async () => {
      const csv = `${HEADER}2026-12-08,2026-12-23,Cash dividend,0.09,,,2025-07-01,2025-09-30\r\n,,Stock dividend,,10,1,2020-01-01,2020-12-31\r\n`;
      const saved = await importFile([file(csv)], '', null, 'text/html', 'dividends');
      expect(new URL(saved.headers.get('location')!, 'http://localhost').search).toBe('?done=1&imported=2');
      const id = (await factItem('dividends'))!.id;
      expect((await getItem(id))!.content).toEqual({
        payments: [
          {
            exDate: '2026-12-08',
            paymentDate: '2026-12-23',
            type: 'cash',
            cashPerShare: 0.09,
            periodStart: '2025-07-01',
            periodEnd: '2025-09-30',
          },
          { type: 'stock', existingShares: 10, newShares: 1, periodStart: '2020-01-01', periodEnd: '2020-12-31' },
        ],
      });
      const refused = await importFile([file('Name,Shares\r\nA,1\r\n')], 'fill=1&lang=en&', id, 'application/json');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'import-noColumns',
        message: 'The file has no columns of dividend type and operating period.',
      });
    });
  });
});
