import { parsePriceImport, readImportDate } from './history-import';

const TODAY = '2026-11-23';

describe('reading a price CSV for import', () => {
  it('reads Thai headers in any order, Buddhist-era dates, separators, units and extra columns', () => {
    const file = [
      '\uFEFFวันที่,ราคาปิด,ราคาเปิด,ราคาสูงสุด,ราคาต่ำสุด,ปริมาณ (หุ้น),มูลค่า (พันบาท),หมายเหตุ',
      '31/01/2568,2.22,2.12,2.26,2.10,"6,000",13.32,',
      '30/01/2568,2.12,2.10,2.14,2.08,5000,-,"a ""quoted"", note"',
    ].join('\r\n');
    expect(parsePriceImport(file, TODAY)).toEqual({
      days: [
        { date: '2025-01-30', open: 2.1, high: 2.14, low: 2.08, close: 2.12, volume: 5000, value: null },
        { date: '2025-01-31', open: 2.12, high: 2.26, low: 2.1, close: 2.22, volume: 6000, value: 13320 },
      ],
      problems: [],
    });
  });

  it('reads ISO and day/month/year dates, and refuses days that do not exist', () => {
    expect(readImportDate('2025-01-31')).toBe('2025-01-31');
    expect(readImportDate('1/2/2025')).toBe('2025-02-01');
    expect(readImportDate('29/02/2567')).toBe('2024-02-29');
    expect(readImportDate('29/02/2568')).toBeNull();
    expect(readImportDate('2025-02-30')).toBeNull();
    expect(readImportDate('31.01.2025')).toBeNull();
  });

  it('reports every kind of bad row with its line and keeps none of them', () => {
    const file = [
      'Date,Open,High,Low,Close,Volume,Value',
      '2025-01-30,2.10,2.14,2.08,2.12,5000,10600', // line 2: good
      'yesterday,2.10,2.14,2.08,2.12,5000,10600',
      '2026-12-01,2.10,2.14,2.08,2.12,5000,10600',
      '2025-02-01,2.10,2.14,2.08,2.12,5000,10600',
      '2025-01-30,2.10,2.14,2.08,2.12,5000,10600',
      '2025-01-29,0,2.14,2.08,2.12,5000,10600',
      '2025-01-28,2.10,2.00,2.08,2.12,5000,10600',
      '2025-01-27,2.10,2.14,2.08,2.12,50.5,10600',
      '2025-01-24,2.10,2.14,2.08,2.12,5000,lots',
    ].join('\n');
    const { days, problems } = parsePriceImport(file, TODAY);
    expect(days.map((day) => day.date)).toEqual(['2025-01-30']);
    expect(problems).toEqual([
      { line: 3, message: 'date "yesterday" is not a date (YYYY-MM-DD or DD/MM/YYYY)' },
      { line: 4, message: 'date 2026-12-01 is in the future' },
      { line: 5, message: 'date 2025-02-01 is a Saturday' },
      { line: 6, message: 'date 2025-01-30 is also on line 2' },
      { line: 7, message: 'open "0" is not a price above zero' },
      { line: 8, message: 'high 2 is below the open, close or low' },
      { line: 9, message: 'volume "50.5" is not a whole number of shares' },
      { line: 10, message: 'value "lots" is not an amount in baht' },
    ]);
  });

  it('names a missing column in both languages, and refuses an empty file', () => {
    expect(parsePriceImport('Date,Open,High,Low,Volume,Value\n2025-01-30,1,1,1,1,1', TODAY).problems).toEqual([
      { line: 1, message: 'no close column (Close / ราคาปิด)' },
    ]);
    expect(parsePriceImport('', TODAY).problems).toEqual([{ line: 1, message: 'the file is empty' }]);
    expect(parsePriceImport('Date,Open,High,Low,Close,Volume,Value\n', TODAY).problems).toEqual([
      { line: 1, message: 'no rows below the header' },
    ]);
  });
});
