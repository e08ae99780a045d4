/** @jest-environment node */
import { createTranslator } from 'next-intl';
import quarterlySeed from '@/data/seed/quarterly-results.json';
import { getQuarterlyResults, type QuarterlyResult } from '@/lib/backend';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { figureDownloadResponse } from './figure-download-response';
import { buildResultsDataPack } from './results-data-pack';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getQuarterlyResults: jest.fn(),
  getCreditRatings: jest.fn(),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads' }),
}));

const quarters = jest.mocked(getQuarterlyResults);
beforeEach(() => quarters.mockResolvedValue(quarterlySeed as QuarterlyResult[]));

describe('the results data pack', () => {
  it('holds the quarter and the eight before it, newest first, rounded as the page shows them', async () => {
    const pack = (await buildResultsDataPack({ year: 2025, quarter: 3 }, 'th'))!;
    expect(pack.fileStem).toBe('SHRZ-results-2025-q3-th-2025-09-30');
    const [sheet] = pack.sheets;
    expect(sheet.columns.map((column) => column.header)).toEqual([
      'ปี',
      'ไตรมาส',
      'รายได้รวม',
      'รายได้จากการขาย',
      'กำไรขั้นต้น',
      'อัตรากำไรขั้นต้น (%)',
      'กำไรสุทธิ',
      'กำไรต่อหุ้น (บาท)',
    ]);
    expect(sheet.rows.map((row) => `${row[0]}-${row[1]}`)).toEqual([
      '2568-3',
      '2568-2',
      '2568-1',
      '2567-4',
      '2567-3',
      '2567-2',
      '2567-1',
      '2566-4',
      '2566-3',
    ]);
    expect(sheet.rows[0]).toEqual([2568, 3, 3905263, 3817731, 1318587, 34.54, 494198, 0.2014]);
  });

  it('is not found for a quarter that is not stored, or when the backend fails', async () => {
    expect(await buildResultsDataPack({ year: 2031, quarter: 1 }, 'en')).toBeNull();
    expect((await figureDownloadResponse('results-2031-q1.csv', 'en')).status).toBe(404);
    expect((await figureDownloadResponse('results-2025-Q3.csv', 'en')).status).toBe(404);
    quarters.mockResolvedValue(false);
    expect((await figureDownloadResponse('results-2025-q3.csv', 'en')).status).toBe(404);
  });

  it('is served as CSV with its header and nine rows', async () => {
    const response = await figureDownloadResponse('results-2025-q3.csv', 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="SHRZ-results-2025-q3-en-2025-09-30\.csv"/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Year,Quarter,Total revenue,Sales revenue,Gross profit,Gross margin (%),Net profit,Earnings per share (baht)',
    );
    expect(lines).toHaveLength(10);
    expect(lines[1]).toBe('2025,3,3905263,3817731,1318587,34.54,494198,0.2014');
  });
});
