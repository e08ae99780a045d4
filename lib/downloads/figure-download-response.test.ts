/** @jest-environment node */
import ExcelJS from 'exceljs';
import { createTranslator } from 'next-intl';
import { getCreditRatings } from '@/lib/backend';
import annualFigures from '@/data/seed/annual-figures.json';
import quarterlyResults from '@/data/seed/quarterly-results.json';
import type { AnnualFigures, QuarterlyResult } from '@/lib/contract';
import { figureBook } from '@/lib/figures';
import { loadFigureBook } from '@/lib/results/server';
import { UTF8_BOM } from '@/lib/downloads/csv-writer';
import { HEADER_ROW } from '@/lib/downloads/xlsx-writer';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { buildFigureDownload, FIGURE_DOWNLOAD_IDS } from './figure-downloads';
import { figureDownloadHref } from './download-paths';
import { figureDownloadResponse, localizedFigureDownloadResponse } from './figure-download-response';

jest.mock('@/lib/backend', () => ({
  getBonds: async () => jest.requireActual('@/data/seed/bonds.json'),
  getAnalystContacts: async (locale: string) =>
    (jest.requireActual('@/data/seed/analyst-contacts.json') as { lang: string }[]).filter(
      (row) => row.lang === locale,
    ),
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getCreditRatings: jest.fn(),
  getDividends: async () => jest.requireActual('@/data/seed/dividends.json'),
  getMajorShareholders: async (locale: string) =>
    (jest.requireActual('@/data/seed/major-shareholders.json') as { lang: string }[]).filter(
      (row) => row.lang === locale,
    ),
}));
jest.mock('@/lib/results/server', () => ({ loadFigureBook: jest.fn() }));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads' }),
}));

const ratings = jest.mocked(getCreditRatings);
const figures = jest.mocked(loadFigureBook);
// The demonstration figures, with a closing price for each year but the first (its market figures N/A).
const book = figureBook(
  quarterlyResults as QuarterlyResult[],
  annualFigures as AnnualFigures[],
  new Map([
    [2021, 3.42],
    [2022, 3.1],
    [2023, 2.86],
    [2024, 2.54],
  ]),
);

beforeEach(() => {
  process.env.SITE_URL = 'https://ir.example.com';
  figures.mockResolvedValue(book);
  ratings.mockResolvedValue([
    {
      rating_date: '2024-06-20',
      credit_rating: 'BBB+ (Stable outlook)',
      pdf_url: '/documents/credit-ratings/tris-2024.pdf',
    },
    {
      rating_date: '2025-06-19',
      credit_rating: 'A- (Stable outlook)',
      pdf_url: '/documents/credit-ratings/tris-2025.pdf',
    },
  ]);
});

const csvLines = async (response: Response) => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  return text.slice(1).split('\r\n').slice(0, -1);
};

describe('figure download routes', () => {
  it.each(
    FIGURE_DOWNLOAD_IDS.flatMap((id) =>
      (['csv', 'xlsx'] as const).flatMap((format) =>
        (['th', 'en'] as const).map((locale) => [id, format, locale] as const),
      ),
    ),
  )('%s.%s in %s: a named attachment, kept out of search results', async (id, format, locale) => {
    const response = await figureDownloadResponse(`${id}.${format}`, locale);
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      new RegExp(`^attachment; filename="SHRZ-${id}-${locale}-\\d{4}(-\\d{2}-\\d{2})?\\.${format}"`),
    );
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=60');
    expect(response.headers.get('surrogate-key')).toBe(`site downloads download-${id}`);
    expect(response.headers.get('content-type')).toBe(
      format === 'csv'
        ? 'text/csv; charset=utf-8; header=present'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('names the key financials by their latest fiscal year', async () => {
    const response = await figureDownloadResponse('key-financials.xlsx', 'en');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="SHRZ-key-financials-en-2024\.xlsx"/,
    );
  });

  it.each(['nothing.csv', 'bonds.pdf', 'bonds', '../bonds.csv', 'BONDS.CSV', 'bonds.csv.xlsx'])(
    'answers %j with 404',
    async (file) => {
      expect((await figureDownloadResponse(file, 'en')).status).toBe(404);
    },
  );

  it('redirects /th/downloads/... to the unprefixed Thai file and refuses other locale segments', async () => {
    const redirect = await localizedFigureDownloadResponse('th', 'bonds.csv');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/downloads/bonds.csv');
    expect((await localizedFigureDownloadResponse('fr', 'bonds.csv')).status).toBe(404);
    expect((await localizedFigureDownloadResponse('en', 'bonds.csv')).status).toBe(200);
  });

  it('links Thai unprefixed and English under /en', () => {
    expect(figureDownloadHref('bonds', 'csv', 'th')).toBe('/downloads/bonds.csv');
    expect(figureDownloadHref('key-financials', 'xlsx', 'en')).toBe('/en/downloads/key-financials.xlsx');
  });
});

describe('the tables', () => {
  it('key financials: every complete year (not only the three shown), the three tables in one CSV', async () => {
    const lines = await csvLines(await figureDownloadResponse('key-financials.csv', 'th'));
    expect(lines[0]).toBe('ตาราง,รายการ,หน่วย,2563,2564,2565,2566,2567');
    expect(lines).toContain('ข้อมูลทางการเงิน,สินทรัพย์รวม,พันบาท,36158858,38412556,40128903,42764118,44905372');
    expect(lines).toContain('ข้อมูลทางการเงิน,กำไรสุทธิ,พันบาท,1236480,1398214,1652397,1733860,1862145');
    // Computed ratios as the page shows them; N/A on the page (no closing price of 2020) is an empty field.
    expect(lines).toContain('อัตราส่วนทางการเงิน,อัตราการหมุนของสินทรัพย์,เท่า,0.31,0.32,0.34,0.33,0.33');
    expect(lines.find((line) => line.startsWith('ข้อมูลสถิติ,มูลค่าหลักทรัพย์ตามราคาตลาด,พันบาท,'))).toMatch(
      /^ข้อมูลสถิติ,มูลค่าหลักทรัพย์ตามราคาตลาด,พันบาท,,8388790,/,
    );
    expect(lines).toContain('ข้อมูลสถิติ,มูลค่าที่ตราไว้ต่อหุ้น,บาท,0.5,0.5,0.5,0.5,0.5');
    expect(lines).toHaveLength(1 + 8 + 7 + 7);
  });

  it('key financials: a figure book that cannot be read gives the header row alone, briefly cached', async () => {
    figures.mockResolvedValue(false);
    const csv = await figureDownloadResponse('key-financials.csv', 'en');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await csvLines(csv)).toEqual(['Item,Unit']);
  });

  it('key financials: one workbook with three sheets named in the page’s language', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await (await figureDownloadResponse('key-financials.xlsx', 'en')).arrayBuffer()) as ArrayBuffer,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Financial data',
      'Financial ratios',
      'Statistics',
    ]);
    const data = workbook.worksheets[0];
    expect(data.getCell(1, 1).value).toBe('Financial data (thousand baht), as of fiscal year 2024');
    expect(data.getRow(HEADER_ROW).values).toEqual([undefined, 'Item', 'Unit', '2020', '2021', '2022', '2023', '2024']);
    expect(data.getRow(HEADER_ROW + 1).getCell(7).value).toBe(44905372);
    expect(data.getRow(HEADER_ROW + 1).getCell(7).numFmt).toBe('#,##0');
    const ratios = workbook.worksheets[1];
    // Return on equity of 2021: its net profit over the average of its opening and closing equity.
    expect(ratios.getRow(HEADER_ROW + 1).getCell(4).value).toBe(8.9);
    expect(ratios.getRow(HEADER_ROW + 1).getCell(3).numFmt).toBe('#,##0.00');
  });

  it('quarterly highlights: every quarter held, as of the last quarter’s end', async () => {
    const { download } = await buildFigureDownload('financial-highlights-quarterly', 'en');
    expect(download.fileStem).toBe('SHRZ-financial-highlights-quarterly-en-2025-09-30');
    expect(download.sheets[0].rows).toHaveLength(11);
    // Million baht, from the quarter's thousand-baht figures.
    expect(download.sheets[0].rows.at(-1)).toEqual([2025, 3, 3905.263, 494.198, 4590.15, 11290.3]);
  });

  it('dividends: cash and stock dividends in numeric columns of their own; days as dates; a day not set empty', async () => {
    const lines = await csvLines(await figureDownloadResponse('dividends.csv', 'en'));
    expect(lines[0]).toBe(
      'Board resolution date,Ex-dividend date,Payment date,Dividend type,Cash dividend (baht per share),Stock dividend: existing shares,Stock dividend: new shares,Operating period,Operating period from,Operating period to',
    );
    expect(lines[1]).toBe('2025-11-12,,,Cash dividend,0.09,,,1 Jul 2025 – 30 Sept 2025,2025-07-01,2025-09-30');
    expect(lines).toContain(
      '2020-02-25,2020-05-06,2020-05-22,Stock dividend,,10,1,1 Jul 2019 – 31 Dec 2019,2019-07-01,2019-12-31',
    );
  });

  it('credit ratings: newest first, the report as an absolute URL, as of the newest rating', async () => {
    const response = await figureDownloadResponse('credit-ratings.csv', 'en');
    expect(response.headers.get('content-disposition')).toMatch(/SHRZ-credit-ratings-en-2025-06-19\.csv/);
    expect(await csvLines(response)).toEqual([
      'Rating date,Credit rating,Report (PDF)',
      '2025-06-19,A- (Stable outlook),https://ir.example.com/documents/credit-ratings/tris-2025.pdf',
      '2024-06-20,BBB+ (Stable outlook),https://ir.example.com/documents/credit-ratings/tris-2024.pdf',
    ]);
  });

  it('a failed backend list gives the page’s empty state: the header row alone, not a 500, cached briefly', async () => {
    ratings.mockResolvedValue(false);
    const csv = await figureDownloadResponse('credit-ratings.csv', 'th');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await csvLines(csv)).toEqual(['วันที่จัดอันดับ,อันดับความน่าเชื่อถือ,รายงาน (PDF)']);

    const xlsx = await figureDownloadResponse('credit-ratings.xlsx', 'th');
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(HEADER_ROW);
  });

  it('answers 304 to a copy of the same bytes, and the file again once its data changed', async () => {
    const first = await figureDownloadResponse('credit-ratings.csv', 'en');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const conditional = new Request('https://ir.example.com/en/downloads/credit-ratings.csv', {
      headers: { 'if-none-match': etag },
    });
    const unchanged = await figureDownloadResponse('credit-ratings.csv', 'en', conditional);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-disposition')).toBe(first.headers.get('content-disposition'));
    ratings.mockResolvedValue([]);
    expect((await figureDownloadResponse('credit-ratings.csv', 'en', conditional)).status).toBe(200);
  });

  it('writes a file again when its data changed, not otherwise', async () => {
    const first = await (await figureDownloadResponse('credit-ratings.xlsx', 'en')).arrayBuffer();
    const again = await (await figureDownloadResponse('credit-ratings.xlsx', 'en')).arrayBuffer();
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    ratings.mockResolvedValue([
      {
        rating_date: '2026-01-05',
        credit_rating: 'A (Positive outlook)',
        pdf_url: '/documents/credit-ratings/tris-2026.pdf',
      },
    ]);
    const changed = await figureDownloadResponse('credit-ratings.xlsx', 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await changed.arrayBuffer()) as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(HEADER_ROW + 1).getCell(2).value).toBe('A (Positive outlook)');
  });
});
