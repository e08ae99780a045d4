/** @jest-environment node */
import { createTranslator } from 'next-intl';
import seed from '@/data/seed/dividends.json';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { readDividendFile } from './dividend-import';
import { exportFile } from './export-file';
import { buildFigureDownload } from './figure-downloads';
import { REGISTER_IMPORT_MAX_BYTES } from './register-import';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getDividends: async () => jest.requireActual('@/data/seed/dividends.json'),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads' }),
}));

const text = (csv: string) => new TextEncoder().encode(csv);
const HEADER =
  'Board resolution date,Ex-dividend date,Payment date,Dividend type,Cash dividend (baht per share),Stock dividend: existing shares,Stock dividend: new shares,Operating period from,Operating period to\r\n';

describe('the dividend history read from a file', () => {
  it.each([
    ['en', 'xlsx'],
    ['th', 'xlsx'],
    ['en', 'csv'],
    ['th', 'csv'],
  ] as const)(
    'reads back the site’s own %s %s download, every dividend as the store holds it',
    async (locale, format) => {
      const { download } = await buildFigureDownload('dividends', locale);
      const bytes = (await exportFile(download, format, 'test')).body;
      const { rows, problems } = await readDividendFile(bytes, 60);
      expect(problems).toEqual([]);
      const stored = (seed as Record<string, unknown>[]).map((row) => ({
        decisionDate: row.decision_date ?? null,
        exDate: row.ex_date ?? null,
        paymentDate: row.payment_date ?? null,
        type: row.dividend_type,
        cashPerShare: row.cash_per_share ?? null,
        existingShares: row.existing_shares ?? null,
        newShares: row.new_shares ?? null,
        periodStart: row.period_start,
        periodEnd: row.period_end,
      }));
      expect(rows).toEqual(stored.map((row) => ({ line: expect.any(Number), ...row })));
    },
  );

  it('names each cell it cannot read by its line, and keeps the row', async () => {
    const csv = `${HEADER}2026-02-30,,,cash,0.1,,,2025-07-01,2025-12-31\r\n,,,bonus,,,,2025-01-01,\r\n,,,stock,,ten,1,2024-01-01,2024-12-31\r\n`;
    const { rows, problems } = await readDividendFile(text(csv), 60);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(rows[0]).toMatchObject({ decisionDate: null, type: 'cash', cashPerShare: 0.1 });
    expect(problems).toEqual([
      { line: 2, column: 'decisionDate', problem: 'badDate' },
      { line: 3, column: 'periodEnd', problem: 'missing' },
      { line: 3, column: 'type', problem: 'badType' },
      { line: 4, column: 'existingShares', problem: 'badNumber' },
    ]);
  });

  it('takes Thai headers and the type in words, and skips empty lines', async () => {
    const csv =
      'ประเภทเงินปันผล,เงินปันผลเป็นเงินสด (บาทต่อหุ้น),รอบผลประกอบการตั้งแต่,รอบผลประกอบการถึง\r\nเงินปันผลเป็นเงินสด,0.2,2025-01-01,2025-06-30\r\n,,,\r\nหุ้นปันผล,,2020-01-01,2020-12-31\r\n';
    const { rows, problems } = await readDividendFile(text(csv), 60);
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.line, row.type, row.cashPerShare])).toEqual([
      [2, 'cash', 0.2],
      [4, 'stock', null],
    ]);
  });

  it('refuses a file that is no dividend history as a whole', async () => {
    await expect(readDividendFile(new Uint8Array(), 60)).rejects.toMatchObject({ code: 'empty' });
    await expect(readDividendFile(new Uint8Array(REGISTER_IMPORT_MAX_BYTES + 1), 60)).rejects.toMatchObject({
      code: 'tooLarge',
    });
    await expect(readDividendFile(text('Name,Shares\r\nA,1\r\n'), 60)).rejects.toMatchObject({ code: 'noColumns' });
    await expect(readDividendFile(text(HEADER), 60)).rejects.toMatchObject({ code: 'noRows' });
    await expect(
      readDividendFile(text(HEADER + ',,,cash,0.1,,,2025-01-01,2025-06-30\r\n'.repeat(3)), 2),
    ).rejects.toMatchObject({ code: 'tooManyRows' });
    await expect(readDividendFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), 60)).rejects.toMatchObject({
      code: 'notSpreadsheet',
    });
  });
});
