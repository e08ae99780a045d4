/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { createTranslator } from 'next-intl';
import { getStockHistory } from '@/lib/backend';
import { figureCsv } from '@/lib/downloads/figure-table';
import { figureWorkbook, HEADER_ROW } from '@/lib/downloads/xlsx-writer';
import { parsePriceImport } from '@/lib/prices/history-import';
import { clearHistoryReplies, stockHistoryResponse, XLSX_PER_MINUTE } from '@/lib/downloads/history-response';
import type { PriceDay } from '@/lib/prices/types';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { FILE_ENCODING_HEADER, FILE_LENGTH_HEADER } from '@/lib/server/process-bridge.mjs';
import { buildPriceHistoryDownload } from './figure-downloads';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  ...jest.requireActual('@/lib/backend'),
  getStockHistory: jest.fn(),
  getCreditRatings: jest.fn(),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads' }),
}));

const history = jest.mocked(getStockHistory);

// Two trading days of January 2025 and the day before the range (the page reads it for the change).
const DAYS: PriceDay[] = [
  { date: '2024-12-30', open: 2.1, high: 2.12, low: 2.08, close: 2.1, volume: 900, value: 1890 },
  { date: '2025-01-30', open: 2.1, high: 2.14, low: 2.08, close: 2.12, volume: 1234567, value: 2617282.04 },
  { date: '2025-01-31', open: 2.12, high: 2.26, low: 2.1, close: 2.22, volume: 6000, value: null },
];
const RANGE = { from: '2025-01-01', to: '2025-02-02' };

async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

describe('the price history download (one definition, CSV and Excel)', () => {
  it('holds the range’s days oldest first, typed: a date, four prices, volume and value', async () => {
    const { download, title } = await buildPriceHistoryDownload(DAYS, RANGE, 'en');
    expect(title).toBe('Historical prices from 1 January 2025 to 2 February 2025');
    expect(download.fileStem).toBe('SHRZ-prices-en-2025-01-01-2025-02-02');
    // As of the last trading day held, not the range's end (a Sunday).
    expect(download.asOfLabel).toBe('as of 31 January 2025');
    const [sheet] = download.sheets;
    expect(sheet.name).toBe('Historical prices');
    expect(sheet.columns).toEqual([
      { header: 'Date', type: 'date' },
      { header: 'Open', type: 'number', decimals: 2 },
      { header: 'High', type: 'number', decimals: 2 },
      { header: 'Low', type: 'number', decimals: 2 },
      { header: 'Close', type: 'number', decimals: 2 },
      { header: 'Volume (shares)', type: 'number', decimals: 0 },
      { header: 'Value (baht)', type: 'number', decimals: 2 },
    ]);
    expect(sheet.rows).toEqual([
      [new Date('2025-01-30T00:00:00Z'), 2.1, 2.14, 2.08, 2.12, 1234567, 2617282.04],
      [new Date('2025-01-31T00:00:00Z'), 2.12, 2.26, 2.1, 2.22, 6000, null],
    ]);
  });

  it('writes the price-history CSV: BOM, the Thai header, ISO dates, plain numbers, empty for unknown', async () => {
    const { download } = await buildPriceHistoryDownload(DAYS, RANGE, 'th');
    expect(figureCsv(download)).toBe(
      '\uFEFFวันที่,ราคาเปิด,ราคาสูงสุด,ราคาต่ำสุด,ราคาปิด,ปริมาณ (หุ้น),มูลค่า (บาท)\r\n' +
        '2025-01-30,2.1,2.14,2.08,2.12,1234567,2617282.04\r\n' +
        '2025-01-31,2.12,2.26,2.1,2.22,6000,\r\n',
    );
  });

  it('imports back as it is: the site’s own CSV is a valid import file', async () => {
    for (const locale of ['en', 'th'] as const) {
      const { download } = await buildPriceHistoryDownload(DAYS, RANGE, locale);
      expect(parsePriceImport(figureCsv(download), '2026-11-23')).toEqual({ days: DAYS.slice(1), problems: [] });
    }
  });

  it('writes a workbook of numbers and dates with the page’s formats, a title row and a frozen bold header (read back with exceljs)', async () => {
    const { download } = await buildPriceHistoryDownload(DAYS, RANGE, 'th');
    const workbook = await workbookOf(await figureWorkbook(download, 'Company'));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['ราคาย้อนหลัง']);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell(1, 1).value).toBe(
      'ราคาย้อนหลังตั้งแต่ 1 มกราคม 2568 ถึง 2 กุมภาพันธ์ 2568 (ราคาและมูลค่าเป็นบาท ปริมาณเป็นหุ้น), ณ วันที่ 31 มกราคม 2568',
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
    const header = sheet.getRow(HEADER_ROW);
    expect([1, 2, 3, 4, 5, 6, 7].map((column) => header.getCell(column).value)).toEqual([
      'วันที่',
      'ราคาเปิด',
      'ราคาสูงสุด',
      'ราคาต่ำสุด',
      'ราคาปิด',
      'ปริมาณ (หุ้น)',
      'มูลค่า (บาท)',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(HEADER_ROW + 1);
    expect(first.getCell(1).value).toEqual(new Date('2025-01-30T00:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(2).value).toBe(2.1);
    expect(first.getCell(2).numFmt).toBe('#,##0.00');
    expect(first.getCell(6).value).toBe(1234567);
    expect(first.getCell(6).numFmt).toBe('#,##0');
    expect(first.getCell(7).value).toBe(2617282.04);
    expect(first.getCell(7).numFmt).toBe('#,##0.00');
    // An unknown value stays an empty cell, not 0 and not 'N/A'.
    expect(sheet.getRow(HEADER_ROW + 2).getCell(7).value).toBeNull();
    expect(sheet.rowCount).toBe(HEADER_ROW + 2);
    // Wide enough for '2,617,282.04' and the header.
    expect(sheet.getColumn(7).width).toBeGreaterThanOrEqual('2,617,282.04'.length);
  });
});

describe('GET /api/stock_history downloads', () => {
  const get = (query: string) =>
    stockHistoryResponse(new Request(`http://localhost/api/stock_history?${query}`), new Date('2026-11-23T05:00:00Z'));

  beforeEach(() => history.mockResolvedValue(DAYS.slice(1)));

  it('answers the CSV under the name it was published with', async () => {
    const response = await get('from=2025-01-01&to=2025-02-02&format=csv&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="SHRZ-prices-2025-01-01-2025-02-02\.csv"/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.split('\r\n')[0]).toBe('\uFEFFDate,Open,High,Low,Close,Volume (shares),Value (baht)');
    expect(history).toHaveBeenCalledWith('2025-01-01', '2025-02-02');
  });

  it('answers the workbook named by company, table, language and range', async () => {
    const response = await get('from=2025-01-01&to=2025-02-02&format=xlsx&lang=th');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="SHRZ-prices-th-2025-01-01-2025-02-02\.xlsx"/,
    );
    const workbook = await workbookOf(new Uint8Array(await response.arrayBuffer()));
    expect(workbook.worksheets[0].getRow(HEADER_ROW + 2).getCell(5).value).toBe(2.22);
  });

  it('answers the JSON of a range once for concurrent readers, never keeps a failure, and forgets on revalidate', async () => {
    history.mockClear();
    const replies = await Promise.all([1, 2, 3].map(() => get('from=2025-01-01&to=2025-02-02')));
    expect(await Promise.all(replies.map((reply) => reply.json()))).toEqual([1, 2, 3].map(() => DAYS.slice(1)));
    expect(replies[0].headers.get('content-type')).toBe('application/json');
    expect(replies[0].headers.get('cache-control')).toBe('public, max-age=300, no-transform');
    expect(history).toHaveBeenCalledTimes(1);
    clearHistoryReplies();
    history.mockResolvedValueOnce(false);
    expect((await get('from=2025-01-01&to=2025-02-02')).status).toBe(502);
    expect((await get('from=2025-01-01&to=2025-02-02')).status).toBe(200);
    expect(history).toHaveBeenCalledTimes(3);
  });

  it('answers the kept JSON gzipped to a client that takes gzip, and plain to one that does not', async () => {
    clearHistoryReplies();
    history.mockClear();
    const url = 'http://localhost/api/stock_history?from=2025-01-01&to=2025-02-02';
    const at = new Date('2026-11-23T05:00:00Z');
    const zipped = await stockHistoryResponse(new Request(url, { headers: { 'accept-encoding': 'gzip, br' } }), at);
    // Next drops a route's Content-Encoding and Content-Length: both are named for the server's pipeline.
    expect(zipped.headers.get(FILE_ENCODING_HEADER)).toBe('gzip');
    expect(zipped.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('cache-control')).toContain('no-transform');
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get(FILE_LENGTH_HEADER)).toBe(String(zippedBytes.length));
    expect(JSON.parse(gunzipSync(zippedBytes).toString())).toEqual(DAYS.slice(1));
    const plain = await stockHistoryResponse(new Request(url, { headers: { 'accept-encoding': 'gzip;q=0' } }), at);
    expect(plain.headers.get(FILE_ENCODING_HEADER)).toBeNull();
    expect(await plain.json()).toEqual(DAYS.slice(1));
    expect(history).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown format and a bad range with 400, and answers a failed source with 502, not a file', async () => {
    expect((await get('format=pdf')).status).toBe(400);
    expect((await get('from=2025-02-30&format=xlsx')).status).toBe(400);
    history.mockResolvedValue(false);
    expect((await get('from=2025-01-01&to=2025-02-02&format=xlsx')).status).toBe(502);
  });

  it('bounds the workbooks one client may ask for in a minute (429 with retry-after); CSV and JSON stay cheap and unbounded', async () => {
    const from = (address: string, format: string) =>
      stockHistoryResponse(
        new Request(`http://localhost/api/stock_history?from=2025-01-01&to=2025-02-02&format=${format}`, {
          headers: { 'x-forwarded-for': address },
        }),
        new Date('2026-11-23T05:00:00Z'),
      );
    for (let count = 0; count < XLSX_PER_MINUTE; count += 1)
      expect((await from('203.0.113.7', 'xlsx')).status).toBe(200);
    const refused = await from('203.0.113.7', 'xlsx');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('203.0.113.7', 'csv')).status).toBe(200);
    expect((await from('198.51.100.9', 'xlsx')).status).toBe(200);
    // Thirty workbooks: seconds on a busy machine.
  }, 120_000);
});
