/** @jest-environment node */
import ExcelJS from 'exceljs';
import { createTranslator } from 'next-intl';
import seed from '@/data/seed/major-shareholders.json';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { exportFile } from './export-file';
import { buildFigureDownload } from './figure-downloads';
import { readRegisterFile, REGISTER_IMPORT_MAX_BYTES } from './register-import';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  getMajorShareholders: async (locale: string) =>
    (jest.requireActual('@/data/seed/major-shareholders.json') as { lang: string }[]).filter(
      (row) => row.lang === locale,
    ),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads' }),
}));

const text = (csv: string) => new TextEncoder().encode(csv);

describe('a register of major shareholders read from a file', () => {
  it.each([
    ['en', 'xlsx'],
    ['th', 'xlsx'],
    ['en', 'csv'],
    ['th', 'csv'],
  ] as const)(
    'reads back the site’s own %s %s download, every row with its name and shares',
    async (locale, format) => {
      const { download } = await buildFigureDownload('major-shareholders', locale);
      const bytes = (await exportFile(download, format, 'test')).body;
      const { rows, problems } = await readRegisterFile(bytes, 50);
      const expected = seed.filter((row) => row.lang === locale);
      expect(problems).toEqual([]);
      expect(rows.map((row) => [row.rank, row.nameEn, row.shares])).toEqual(
        expected.map((row) => [row.position <= 10 ? row.position : null, row.name, row.shares]),
      );
    },
  );

  it('takes Thai and English names in columns of their own, thousands separators, and leaves a total row out', async () => {
    const csv =
      'Name (Thai),Name (English),Number of shares\r\nบริษัท ก,Company A,"600,000"\r\nผู้ถือหุ้นอื่น ๆ,Others,400000\r\nรวม,Total,1000000\r\n';
    const { rows, problems } = await readRegisterFile(text(csv), 50);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, rank: null, nameTh: 'บริษัท ก', nameEn: 'Company A', shares: 600_000 },
      { line: 3, rank: null, nameTh: 'ผู้ถือหุ้นอื่น ๆ', nameEn: 'Others', shares: 400_000 },
    ]);
  });

  it('names each row’s problem by its line: no name, shares that are no whole number', async () => {
    const csv = '\uFEFFลำดับ,ผู้ถือหุ้น,จำนวนหุ้น\r\n1,บริษัท ก,600000.5\r\n2,,100\r\n3,นาย ข,-5\r\n';
    const { rows, problems } = await readRegisterFile(text(csv), 50);
    expect(rows.map((row) => row.shares)).toEqual([null, 100, null]);
    expect(problems).toEqual([
      { line: 2, name: 'บริษัท ก', problem: 'badShares' },
      { line: 3, name: '', problem: 'noName' },
      { line: 4, name: 'นาย ข', problem: 'badShares' },
    ]);
  });

  it('refuses what is no register, with its reason', async () => {
    await expect(readRegisterFile(new Uint8Array(), 50)).rejects.toMatchObject({ code: 'empty' });
    await expect(readRegisterFile(new Uint8Array(REGISTER_IMPORT_MAX_BYTES + 1), 50)).rejects.toMatchObject({
      code: 'tooLarge',
    });
    await expect(readRegisterFile(Buffer.from('%PDF-1.4\n\xff\xfe\x00binary', 'latin1'), 50)).rejects.toMatchObject({
      code: 'notSpreadsheet',
    });
    await expect(readRegisterFile(text('Year,Quarter\r\n2025,3\r\n'), 50)).rejects.toMatchObject({ code: 'noColumns' });
    await expect(readRegisterFile(text('Name,Shares\r\n'), 50)).rejects.toMatchObject({ code: 'noRows' });
    await expect(readRegisterFile(text(`Name,Shares\r\n${'A,1\r\n'.repeat(4)}`), 3)).rejects.toMatchObject({
      code: 'tooManyRows',
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    await expect(readRegisterFile(new Uint8Array(await workbook.xlsx.writeBuffer()), 50)).rejects.toMatchObject({
      code: 'noColumns',
    });
  });
});
