import { UTF8_BOM } from './csv-writer';
import {
  calendarDay,
  columnWidths,
  displayWidth,
  figureCsv,
  fileStemOf,
  numberFormatOf,
  sheetNameOf,
  titleOf,
  type FigureDownload,
  type FigureSheet,
} from './figure-table';

const sheet = (overrides: Partial<FigureSheet> = {}): FigureSheet => ({
  name: 'ผู้ถือหุ้นรายใหญ่',
  title: 'ผู้ถือหุ้นรายใหญ่',
  columns: [
    { header: 'ลำดับ', type: 'number', decimals: 0, grouping: false },
    { header: 'ผู้ถือหุ้น', type: 'text' },
    { header: 'จำนวนหุ้น', type: 'number', decimals: 0 },
    { header: 'วันที่', type: 'date' },
  ],
  rows: [
    [1, 'บริษัท ฮอไรซัน โฮลดิ้ง จำกัด', 612530000, calendarDay('2025-09-30')],
    [null, 'Horizon "Holding", Co.\nLtd.', 1234.5, null],
  ],
  ...overrides,
});

const download = (sheets: FigureSheet[], tableColumn?: string): FigureDownload => ({
  fileStem: 'SHRZ-major-shareholders-th-2025-09-30',
  asOfLabel: 'ณ วันที่ 30 กันยายน 2568',
  sheets,
  tableColumn,
});

describe('figureCsv', () => {
  it('writes the BOM, the header row in the page language, RFC 4180 quoting, plain numbers, ISO days and empty missing values', () => {
    const csv = figureCsv(download([sheet()]));
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      'ลำดับ,ผู้ถือหุ้น,จำนวนหุ้น,วันที่\r\n' +
        '1,บริษัท ฮอไรซัน โฮลดิ้ง จำกัด,612530000,2025-09-30\r\n' +
        ',"Horizon ""Holding"", Co.\nLtd.",1234.5,\r\n',
    );
  });

  it('writes a number with its own decimals as its full value: the decimals are only how Excel shows it', () => {
    const csv = figureCsv(download([sheet({ rows: [[2, 'x', { value: 14530.914, decimals: 2 }, null]] })]));
    expect(csv).toContain('2,x,14530.914,\r\n');
  });

  it('joins several tables into one grid with a first column naming each row’s table', () => {
    const columns: FigureSheet['columns'] = [
      { header: 'Item', type: 'text' },
      { header: '2024', type: 'number', decimals: 2 },
    ];
    const csv = figureCsv(
      download(
        [
          { name: 'Data', title: 'Financial data', columns, rows: [['Total assets', 44905372]] },
          {
            name: 'Ratios',
            title: 'Financial ratios',
            columns,
            rows: [
              ['Return on equity', { value: 9.66, decimals: 2 }],
              ['Asset turnover', null],
            ],
          },
        ],
        'Table',
      ),
    );
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Table,Item,2024',
      'Financial data,Total assets,44905372',
      'Financial ratios,Return on equity,9.66',
      'Financial ratios,Asset turnover,',
      '',
    ]);
  });

  it('refuses to join tables whose columns differ (a programming error, not data)', () => {
    expect(() => figureCsv(download([sheet(), sheet({ columns: sheet().columns.slice(1), name: 'other' })]))).toThrow(
      /other columns/,
    );
  });

  it('keeps text that looks like a formula from running', () => {
    const csv = figureCsv(download([sheet({ rows: [[1, '=HYPERLINK("http://evil.test")', 1, null]] })]));
    expect(csv).toContain(`1,"'=HYPERLINK(""http://evil.test"")",1,\r\n`);
  });
});

describe('names and formats', () => {
  it('names a file by company, table, language and as-of date', () => {
    expect(fileStemOf('SHRZ', 'key-financials', 'en', '2024')).toBe('SHRZ-key-financials-en-2024');
  });

  it('reads only real ISO days as calendar days at midnight UTC', () => {
    expect(calendarDay('2025-09-30')?.toISOString()).toBe('2025-09-30T00:00:00.000Z');
    expect(calendarDay(null)).toBeNull();
    expect(calendarDay('30/09/2025')).toBeNull();
    expect(calendarDay('2025-13-45')).toBeNull();
  });

  it('puts name, unit and as-of date on the title row', () => {
    expect(titleOf(sheet({ title: 'Outstanding debentures', unit: 'million baht' }), 'as of 21 November 2025')).toBe(
      'Outstanding debentures (million baht), as of 21 November 2025',
    );
    expect(titleOf(sheet({ title: 'Credit ratings' }), 'as of 1 July 2025')).toBe('Credit ratings, as of 1 July 2025');
  });

  it('makes sheet names Excel accepts', () => {
    expect(sheetNameOf('อัตราส่วนทางการเงิน')).toBe('อัตราส่วนทางการเงิน');
    expect(sheetNameOf('Q1/2025: [draft]?')).toBe('Q1 2025   draft');
    expect([...sheetNameOf('ข้อมูลทางการเงิน อัตราส่วนทางการเงิน และข้อมูลสถิติ')]).toHaveLength(31);
    expect(sheetNameOf("'quoted'")).toBe('quoted');
    expect(sheetNameOf('***')).toBe('Sheet');
  });

  it('gives number formats with thousands separators and the page’s decimals, none for years', () => {
    expect(numberFormatOf(0)).toBe('#,##0');
    expect(numberFormatOf(2)).toBe('#,##0.00');
    expect(numberFormatOf(1)).toBe('#,##0.0');
    expect(numberFormatOf(0, false)).toBe('0');
  });

  it('measures Thai by the width it takes: vowel and tone marks above and below take none', () => {
    expect(displayWidth('ผู้ถือหุ้น')).toBe(5);
    expect(displayWidth('Shares')).toBe(6);
  });

  it('fits each column to its header and widest shown cell, within bounds', () => {
    const widths = columnWidths(
      sheet({
        rows: [[10, 'x'.repeat(100), 2454122453, calendarDay('2025-01-01')]],
      }),
    );
    // 'ลำดับ' → 8 (the least); 100 characters → 60 (the most); '2,454,122,453' (13) + 2; '2025-01-01' (10) + 2.
    expect(widths).toEqual([8, 60, 15, 12]);
  });
});
