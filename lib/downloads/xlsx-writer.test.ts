/** @jest-environment node */
import ExcelJS from 'exceljs';
import { exportFile } from './export-file';
import { calendarDay, type FigureDownload } from './figure-table';
import { figureWorkbook, HEADER_ROW, XLSX_CONTENT_TYPE } from './xlsx-writer';

const download: FigureDownload = {
  fileStem: 'SHRZ-bonds-th-2025-11-21',
  asOfLabel: 'ณ วันที่ 21 พฤศจิกายน 2568',
  sheets: [
    {
      name: 'หุ้นกู้คงค้าง',
      title: 'หุ้นกู้คงค้าง',
      unit: 'ล้านบาท',
      columns: [
        { header: 'ชื่อย่อหุ้นกู้', type: 'text' },
        { header: 'มูลค่าที่ออก (ล้านบาท)', type: 'number', decimals: 1 },
        { header: 'วันที่ออกหุ้นกู้', type: 'date' },
        { header: 'อัตราดอกเบี้ย (ร้อยละต่อปี)', type: 'number', decimals: 2 },
        { header: 'ปี', type: 'number', decimals: 0, grouping: false },
        { header: 'จำนวน', type: 'number', decimals: 0 },
      ],
      rows: [
        ['SHRZ263A', 2403.3, calendarDay('2024-02-15'), 3.75, 2567, { value: 0.5, decimals: 2 }],
        ['=cmd|" /C calc"!A0', 1500, null, null, 2568, 2452862453],
      ],
    },
    {
      name: 'Sheet/two',
      title: 'Second',
      columns: [{ header: 'Item', type: 'text' }],
      rows: [],
    },
  ],
};

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('figureWorkbook', () => {
  let workbook: ExcelJS.Workbook;
  let sheet: ExcelJS.Worksheet;

  beforeAll(async () => {
    workbook = await readBack(await figureWorkbook(download, 'Siam Horizon Estate'));
    sheet = workbook.worksheets[0];
  });

  it('names the sheets in the page’s language, made safe for Excel', () => {
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(['หุ้นกู้คงค้าง', 'Sheet two']);
  });

  it('has a bold title row with the table’s name, unit and as-of date', () => {
    const title = sheet.getCell(1, 1);
    expect(title.value).toBe('หุ้นกู้คงค้าง (ล้านบาท), ณ วันที่ 21 พฤศจิกายน 2568');
    expect(title.font?.bold).toBe(true);
  });

  it('has a bold header row, frozen with the title above it', () => {
    const header = sheet.getRow(HEADER_ROW);
    expect(header.values).toEqual([
      undefined,
      'ชื่อย่อหุ้นกู้',
      'มูลค่าที่ออก (ล้านบาท)',
      'วันที่ออกหุ้นกู้',
      'อัตราดอกเบี้ย (ร้อยละต่อปี)',
      'ปี',
      'จำนวน',
    ]);
    for (let column = 1; column <= 6; column += 1) expect(header.getCell(column).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
  });

  it('stores numbers as numbers with thousands separators and the page’s decimals', () => {
    const row = sheet.getRow(HEADER_ROW + 1);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).value).toBe(2403.3);
    expect(row.getCell(2).numFmt).toBe('#,##0.0');
    expect(row.getCell(4).value).toBe(3.75);
    expect(row.getCell(4).numFmt).toBe('#,##0.00');
    // A year takes no thousands separator; a cell with decimals of its own keeps them.
    expect(row.getCell(5).value).toBe(2567);
    expect(row.getCell(5).numFmt).toBe('0');
    expect(row.getCell(6).value).toBe(0.5);
    expect(row.getCell(6).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(HEADER_ROW + 2).getCell(6).value).toBe(2452862453);
    expect(sheet.getRow(HEADER_ROW + 2).getCell(6).numFmt).toBe('#,##0');
  });

  it('stores days as dates, with an ISO format', () => {
    const cell = sheet.getRow(HEADER_ROW + 1).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect((cell.value as Date).toISOString()).toBe('2024-02-15T00:00:00.000Z');
    expect(cell.numFmt).toBe('yyyy-mm-dd');
  });

  it('leaves a missing value empty and stores formula-like text as text', () => {
    const row = sheet.getRow(HEADER_ROW + 2);
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Null);
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Null);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=cmd|" /C calc"!A0');
  });

  it('fits the column widths to the content', () => {
    const widths = sheet.columns.map((column) => column.width);
    expect(widths[0]).toBeGreaterThanOrEqual('=cmd|" /C calc"!A0'.length);
    expect(widths[5]).toBeGreaterThanOrEqual('2,452,862,453'.length);
  });

  it('writes a table with no rows as its title and header alone (the empty state)', () => {
    const empty = workbook.worksheets[1];
    expect(empty.getCell(1, 1).value).toBe('Second, ณ วันที่ 21 พฤศจิกายน 2568');
    expect(empty.getRow(HEADER_ROW).values).toEqual([undefined, 'Item']);
    expect(empty.rowCount).toBe(HEADER_ROW);
  });
});

describe('exportFile', () => {
  it('turns one download into either format with its file name', async () => {
    const one = { ...download, sheets: download.sheets.slice(0, 1) };
    const csv = await exportFile(one, 'csv', 'x');
    const xlsx = await exportFile(one, 'xlsx', 'x');
    expect(xlsx.fileName).toBe('SHRZ-bonds-th-2025-11-21.xlsx');
    expect(xlsx.contentType).toBe(XLSX_CONTENT_TYPE);
    // A ZIP container: "PK".
    expect(Buffer.from(xlsx.body).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(csv.fileName).toBe('SHRZ-bonds-th-2025-11-21.csv');
    expect(csv.contentType).toMatch(/^text\/csv; charset=utf-8/);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.body).split('\r\n')[1]).toBe(
      'SHRZ263A,2403.3,2024-02-15,3.75,2567,0.5',
    );
  });
});
