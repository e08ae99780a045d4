/** @jest-environment node */
import { createTranslator } from 'next-intl';
import quarterlySeed from '@/data/seed/quarterly-results.json';
import { getQuarterlyResults, type QuarterlyResult } from '@/lib/backend';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { DATA_PACK_IMPORT_MAX_BYTES, readDataPackFigures } from './data-pack-import';
import { exportFile } from './export-file';
import { buildResultsDataPack } from './results-data-pack';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getQuarterlyResults: jest.fn(),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads' }),
}));

beforeEach(() => jest.mocked(getQuarterlyResults).mockResolvedValue(quarterlySeed as QuarterlyResult[]));

const seedFigures = (year: number, quarter: number) => {
  const row = (quarterlySeed as QuarterlyResult[]).find(
    (result) => result.year === year && result.quarter === quarter,
  )!;
  return {
    totalRevenue: row.total_revenue,
    salesRevenue: row.sales_revenue,
    grossProfit: row.gross_profit,
    netProfit: row.net_profit,
  };
};

async function pack(locale: 'th' | 'en', format: 'xlsx' | 'csv'): Promise<Uint8Array> {
  const download = (await buildResultsDataPack({ year: 2025, quarter: 3 }, locale))!;
  return (await exportFile(download, format, 'test')).body;
}

describe('importing figures from a data pack', () => {
  it.each([
    ['en', 'xlsx'],
    ['th', 'xlsx'],
    ['en', 'csv'],
    ['th', 'csv'],
  ] as const)(
    'reads back the site’s own %s %s pack: the quarter and the ones before it, the same numbers',
    async (locale, format) => {
      const bytes = await pack(locale, format);
      expect(await readDataPackFigures(bytes, { year: 2025, quarter: 3 })).toEqual(seedFigures(2025, 3));
      // The Thai pack's years are Buddhist era; the quarter asked for is Gregorian.
      expect(await readDataPackFigures(bytes, { year: 2024, quarter: 4 })).toEqual(seedFigures(2024, 4));
      expect(await readDataPackFigures(bytes, { year: 2023, quarter: 3 })).toEqual(seedFigures(2023, 3));
    },
  );

  it('takes a CSV typed by hand with the same columns, thousands separators and all', async () => {
    const csv =
      'Year,Quarter,Total revenue,Sales revenue,Gross profit,Gross margin (%),Net profit,Earnings per share (baht)\r\n2026,4,"4,321,098.5",4200000,1400000,33.33,-12345.25,0.1875\r\n';
    expect(await readDataPackFigures(new TextEncoder().encode(csv), { year: 2026, quarter: 4 })).toEqual({
      totalRevenue: 4321098.5,
      salesRevenue: 4200000,
      grossProfit: 1400000,
      netProfit: -12345.25,
    });
  });

  it('refuses anything else with its reason', async () => {
    const xlsx = await pack('en', 'xlsx');
    await expect(readDataPackFigures(xlsx, { year: 2031, quarter: 1 })).rejects.toMatchObject({ code: 'noQuarter' });
    await expect(readDataPackFigures(new Uint8Array(), { year: 2025, quarter: 3 })).rejects.toMatchObject({
      code: 'empty',
    });
    await expect(
      readDataPackFigures(new Uint8Array(DATA_PACK_IMPORT_MAX_BYTES + 1), { year: 2025, quarter: 3 }),
    ).rejects.toMatchObject({ code: 'tooLarge' });
    await expect(
      readDataPackFigures(Buffer.from('%PDF-1.4\n\xff\xfe\x00binary', 'latin1'), { year: 2025, quarter: 3 }),
    ).rejects.toMatchObject({ code: 'notSpreadsheet' });
    // A ZIP that is no workbook.
    await expect(
      readDataPackFigures(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]), {
        year: 2025,
        quarter: 3,
      }),
    ).rejects.toMatchObject({ code: 'notSpreadsheet' });
    await expect(
      readDataPackFigures(new TextEncoder().encode('Name,Value\r\nRevenue,12\r\n'), { year: 2025, quarter: 3 }),
    ).rejects.toMatchObject({ code: 'noColumns' });
    const blank =
      'Year,Quarter,Total revenue,Sales revenue,Gross profit,Net profit,Earnings per share (baht)\r\n2025,3,12,n/a,1,1,0.1\r\n';
    await expect(
      readDataPackFigures(new TextEncoder().encode(blank), { year: 2025, quarter: 3 }),
    ).rejects.toMatchObject({ code: 'badNumber' });
  });
});
