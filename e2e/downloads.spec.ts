import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from './csv';
import { test, expect } from './fixtures';
import { localePath, locales } from './routes';
import { formatLongDate } from '../lib/format/date';
import en from '../messages/en.json';
import th from '../messages/th.json';

/**
 * Downloads end to end (docs/product.md, Downloads): every figure table's CSV and Excel links download files
 * (through the links' `download` attribute) whose rows are the rows the page shows, parsed here
 * independently of the writers; and the download-documents form, without JavaScript, answers one ZIP
 * of exactly the ticked files, byte-identical to their single downloads.
 */

const messages = { en, th };
type Locale = (typeof locales)[number];
// Either catalogue: their keys are the same, and Thai's type has plain strings where English's has its texts.
type Messages = typeof th;

/** A cell as a file holds it: text, a number, an ISO day, or null when empty. */
type FileCell = string | number | null;
interface Grid {
  header: string[];
  rows: FileCell[][];
}
interface PageCell {
  text: string;
  href: string | null;
}
interface PageTable {
  header: string[];
  rows: PageCell[][];
}

interface TableCase {
  id: string;
  route: string;
  /** The page's tables holding the file's rows (a chart's figures are its hidden value table). */
  tables: (page: Page, t: Messages) => Locator;
  /** Which of the file's grids a page table shows (a multi-table download holds several); the first by default. */
  grid?: (tableIndex: number) => number;
  /** The page shows only some of the file's rows (the latest quarters or years); otherwise it shows them all. */
  subset?: boolean;
  /** Page columns that are no file column: the expected page text from the file row (by header). */
  derived?: (t: Messages, locale: Locale) => Record<string, (row: Record<string, FileCell>, cell: PageCell) => boolean>;
}

const captionMatching = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z]+\}/g, '.+')}$`);

const tableWithCaption = (page: Page, caption: RegExp | string) =>
  page.locator('table').filter({ has: page.locator('caption', { hasText: caption }) });

const CASES: TableCase[] = [
  {
    id: 'key-financials',
    route: '/financialinfo/info',
    tables: (page) => page.locator('section[aria-labelledby^="table-"] table'),
    grid: (index) => index,
  },
  {
    id: 'income-profit',
    route: '/financialinfo/info',
    tables: (page) => page.locator('section[aria-labelledby="income-profit-chart"] table'),
    // The chart shows the latest years; the file holds every year the site has.
    subset: true,
  },
  {
    id: 'financial-highlights-quarterly',
    route: '/',
    tables: (page, t) => tableWithCaption(page, captionMatching(t.Home.highlights.quarterlyTitle)),
    subset: true,
    derived: (t) => ({
      // 'Q3/67': the quarter and the last two digits of the year the file holds whole.
      [t.Charts.quarter]: (row, cell) =>
        cell.text ===
        t.Charts.quarterShort
          .replace('{quarter}', String(row[t.Charts.quarter]))
          .replace('{year}', String(row[t.Charts.year]).slice(-2)),
    }),
  },
  {
    id: 'financial-highlights-yearly',
    route: '/',
    tables: (page, t) => tableWithCaption(page, captionMatching(t.Home.highlights.yearlyTitle)),
  },
  {
    id: 'major-shareholders',
    route: '/basicinfo/majorshareholders',
    tables: (page, t) => tableWithCaption(page, captionMatching(t.Shareholders.caption)),
  },
  {
    id: 'dividends',
    route: '/basicinfo/dividendpayment',
    tables: (page, t) => tableWithCaption(page, t.Dividends.caption),
    derived: (t) => ({
      // One page column shows a cash amount or a share ratio; the file keeps them in columns of their own.
      [t.Dividends.dividendPerShare]: (row, cell) => {
        const cash = row[t.Downloads.columns.cashDividend];
        if (typeof cash === 'number') return sameFigure(cell.text, cash);
        return (
          cell.text ===
          t.Dividends.ratio
            .replace('{existing}', String(row[t.Downloads.columns.stockDividendExisting]))
            .replace('{dividend}', String(row[t.Downloads.columns.stockDividendNew]))
        );
      },
    }),
  },
  {
    id: 'bonds',
    route: '/debtinfo/info',
    tables: (page, t) => tableWithCaption(page, t.Debt.bonds.caption),
  },
  {
    id: 'credit-ratings',
    route: '/debtinfo/creditrating',
    tables: (page, t) => tableWithCaption(page, t.Debt.creditRating.caption),
    derived: (t) => ({
      // The page links the report; the file holds its absolute URL.
      [t.Debt.creditRating.report]: (row, cell) => {
        const url = row[t.Downloads.columns.reportUrl];
        if (cell.href === null || typeof url !== 'string') return false;
        return url === cell.href || (cell.href.startsWith('/') && new URL(url).pathname === cell.href);
      },
    }),
  },
  {
    id: 'analyst-contacts',
    route: '/analystinfo',
    tables: (page, t) => tableWithCaption(page, captionMatching(t.Analysts.caption)),
  },
];

/** Whether a page's shown number is the file's number at the page's precision ('1,234.57' for 1234.5678). */
function sameFigure(shown: string, value: number): boolean {
  const plain = shown.replace(/,/g, '').replace(/\u2212/g, '-');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return false;
  const decimals = plain.split('.')[1]?.length ?? 0;
  return Math.abs(Number(plain) - value) <= 0.5 * 10 ** -decimals + 1e-9;
}

/** A file cell against the page's text: empty shows N/A or a dash, a day its long form, a number its figure. */
function sameCell(shown: string, value: FileCell, locale: Locale): boolean {
  if (value === null || value === '') return shown === '' || shown === 'N/A' || shown === '-';
  if (typeof value === 'number') return sameFigure(shown, value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return shown === formatLongDate(value, locale);
  return shown === value.replace(/\s+/g, ' ').trim();
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The CSV's grids: one, or one per table when its first column names each row's table. */
function csvGrids(bytes: Buffer, several: boolean): Grid[] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  // Plain numbers only: no thousands separators, a dot for decimals.
  const typed = rows.map((row) =>
    row.map((cell): FileCell => (cell === '' ? null : NUMERIC.test(cell) ? Number(cell) : cell)),
  );
  if (!several) return [{ header, rows: typed }];
  const grids = new Map<string, Grid>();
  for (const [table, ...cells] of typed) {
    if (!grids.has(String(table))) grids.set(String(table), { header: header.slice(1), rows: [] });
    grids.get(String(table))!.rows.push(cells);
  }
  return [...grids.values()];
}

/** The workbook's grids, one per sheet: the title row first, the header row second, then the rows. */
async function xlsxGrids(bytes: Buffer): Promise<Grid[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const width = sheet.getRow(2).cellCount;
    const values = (rowNumber: number) =>
      Array.from({ length: width }, (_, index): FileCell => {
        const value = sheet.getRow(rowNumber).getCell(index + 1).value;
        if (value === null || value === undefined) return null;
        if (value instanceof Date) return value.toISOString().slice(0, 10);
        if (typeof value === 'number' || typeof value === 'string') return value;
        throw new Error(`unexpected cell ${JSON.stringify(value)} in ${sheet.name}`);
      });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(String(sheet.getCell(1, 1).value)).not.toBe('');
    const rows = [];
    for (let rowNumber = 3; rowNumber <= sheet.rowCount; rowNumber += 1) rows.push(values(rowNumber));
    return { header: values(2).map(String), rows };
  });
}

async function readPageTables(tables: Locator): Promise<PageTable[]> {
  return tables.evaluateAll((elements) =>
    elements.map((table) => {
      const textOf = (cell: Element) => {
        const copy = cell.cloneNode(true) as Element;
        // What a screen reader hears beside a shown dash ("not set") is no figure.
        copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      };
      return {
        header: Array.from(table.querySelectorAll('thead th'), textOf),
        rows: Array.from(table.querySelectorAll('tbody tr'), (row) =>
          Array.from(row.querySelectorAll('th, td'), (cell) => ({
            text: textOf(cell),
            href: cell.querySelector('a')?.getAttribute('href') ?? null,
          })),
        ),
      };
    }),
  );
}

/** Every page row is a row of the file, column by column (matched by header); all of them unless the page shows a subset. */
function expectPageInFile(
  pageTable: PageTable,
  grid: Grid,
  check: TableCase,
  t: Messages,
  locale: Locale,
  label: string,
) {
  const derived = check.derived?.(t, locale) ?? {};
  type Column = { derived: (row: Record<string, FileCell>, cell: PageCell) => boolean } | { index: number };
  const columnOf = pageTable.header.map((header): Column => {
    const own = derived[header];
    if (own) return { derived: own };
    // A chart's value table says its unit after the header: 'Total income (million baht)'.
    const index = grid.header.findIndex((fileHeader) => header === fileHeader || header.startsWith(`${fileHeader} (`));
    expect(
      index,
      `${label}: page column "${header}" is in the file (${grid.header.join(' | ')})`,
    ).toBeGreaterThanOrEqual(0);
    return { index };
  });
  const matches = (pageRow: PageCell[], fileRow: FileCell[]) => {
    const byHeader = Object.fromEntries(grid.header.map((header, index) => [header, fileRow[index] ?? null]));
    return columnOf.every((column, index) =>
      'derived' in column
        ? column.derived(byHeader, pageRow[index])
        : sameCell(pageRow[index].text, fileRow[column.index] ?? null, locale),
    );
  };
  expect(pageTable.rows.length, `${label}: the page shows rows`).toBeGreaterThan(0);
  const used = new Set<number>();
  for (const pageRow of pageTable.rows) {
    const found = grid.rows.findIndex((fileRow, index) => !used.has(index) && matches(pageRow, fileRow));
    expect(
      found,
      `${label}: page row ${pageRow.map((cell) => cell.text).join(' | ')} is a row of the file`,
    ).toBeGreaterThanOrEqual(0);
    used.add(found);
  }
  if (!check.subset)
    expect(grid.rows.length, `${label}: the file holds the page's rows, no more`).toBe(pageTable.rows.length);
}

for (const locale of locales) {
  const t = messages[locale];
  test.describe(`table downloads in ${locale}`, () => {
    for (const check of CASES) {
      test(`${check.id}: the CSV and Excel links download the rows the page shows`, async ({ page }) => {
        await page.goto(localePath(locale, check.route));
        const pageTables = await readPageTables(check.tables(page, t));
        expect(pageTables.length).toBeGreaterThan(0);

        for (const [format, label] of [
          ['csv', t.Downloads.formats.csv],
          ['xlsx', t.Downloads.formats.xlsx],
        ] as const) {
          const link = page.locator(`a[data-download="${check.id}"]`, { hasText: label }).first();
          await expect(link).toHaveAttribute('rel', 'nofollow');
          await expect(link).toHaveAttribute('href', localePath(locale, `/downloads/${check.id}.${format}`));
          const downloaded = page.waitForEvent('download');
          await link.click();
          const download = await downloaded;
          // Company, table, language, as-of: a fiscal year or a day.
          expect(download.suggestedFilename()).toMatch(
            new RegExp(`^SHRZ-${check.id}-${locale}-\\d{4}(-\\d{2}-\\d{2})?\\.${format}$`),
          );
          const bytes = await readFile((await download.path())!);
          const several = check.id === 'key-financials';
          const grids = format === 'csv' ? csvGrids(bytes, several) : await xlsxGrids(bytes);
          expect(grids.length).toBe(several ? 3 : 1);
          pageTables.forEach((pageTable, index) => {
            expectPageInFile(
              pageTable,
              grids[check.grid?.(index) ?? 0],
              check,
              t,
              locale,
              `${check.id}.${format} table ${index + 1}`,
            );
          });
        }
      });
    }

    test('prices: the CSV and Excel links of a searched range download the rows the page shows', async ({ page }) => {
      const m = t.StockPrice.retrospect;
      const [from, to] = ['2025-01-01', '2025-01-31'];
      // One page of the table: a month of trading days.
      await page.goto(localePath(locale, `/stockpriceinfo/retrospect?from=${from}&to=${to}`));
      const [pageTable] = await readPageTables(page.getByTestId('price-history'));
      const dates = await page
        .getByTestId('price-history')
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date')));
      expect(dates.length).toBeGreaterThan(15);

      for (const [format, label, fileName] of [
        ['csv', m.download, `SHRZ-prices-${from}-${to}.csv`],
        ['xlsx', m.downloadXlsx, `SHRZ-prices-${locale}-${from}-${to}.xlsx`],
      ] as const) {
        const link = page.getByRole('link', { name: label.replace('{from}', from).replace('{to}', to), exact: true });
        await expect(link).toHaveAttribute('download', '');
        const downloaded = page.waitForEvent('download');
        await link.click();
        const download = await downloaded;
        expect(download.suggestedFilename()).toBe(fileName);
        const grids =
          format === 'csv'
            ? csvGrids(await readFile((await download.path())!), false)
            : await xlsxGrids(await readFile((await download.path())!));
        expect(grids.length).toBe(1);
        const [grid] = grids;
        // The file's columns are the page's, less the change (a figure against the day before, not data of the day).
        expect(grid.header).toEqual([m.date, m.open, m.high, m.low, m.close, m.volume, m.value]);
        expect(pageTable.header).toEqual([
          m.date,
          m.open,
          m.high,
          m.low,
          m.close,
          m.change,
          m.changePercent,
          m.volume,
          m.value,
        ]);
        // Oldest first in the file, newest first on the page: the same days, row for row.
        const fileRows = [...grid.rows].reverse();
        expect(fileRows.map((row) => row[0])).toEqual(dates);
        expect(fileRows.length).toBe(pageTable.rows.length);
        fileRows.forEach((row, index) => {
          const shown = pageTable.rows[index].map((cell) => cell.text);
          const onPage = [shown[0], shown[1], shown[2], shown[3], shown[4], shown[7], shown[8]];
          row.forEach((cell, column) => {
            expect(
              sameCell(onPage[column], cell, locale),
              `prices.${format} ${dates[index]} column ${grid.header[column]}: "${onPage[column]}" for ${cell}`,
            ).toBe(true);
          });
          // The page's change is the file's close against the file's day before (the range's first day has it from outside).
          const before = fileRows[index + 1];
          if (before) {
            // A rise shows its sign: '+0.04'.
            expect(
              sameFigure(shown[5].replace(/^\+/, ''), Number(row[4]) - Number(before[4])),
              `prices.${format} ${dates[index]} change "${shown[5]}"`,
            ).toBe(true);
          }
        });
      }
    });

    test('the files say noindex and come as attachments of their type', async ({ request }) => {
      for (const [format, type] of [
        ['csv', 'text/csv'],
        ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ]) {
        const response = await request.get(localePath(locale, `/downloads/bonds.${format}`));
        expect(response.status()).toBe(200);
        expect(response.headers()['x-robots-tag']).toContain('noindex');
        expect(response.headers()['content-type']).toContain(type);
        expect(response.headers()['content-disposition']).toMatch(
          new RegExp(`^attachment; filename="SHRZ-bonds-${locale}-`),
        );
      }
      expect((await request.get(localePath(locale, '/downloads/no-such-table.csv'))).status()).toBe(404);
    });
  });

  test.describe(`documents ZIP in ${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('three ticked documents come as one ZIP of exactly those files, byte-identical to their own downloads', async ({
      page,
      request,
    }) => {
      await page.goto(localePath(locale, '/publisheddocsinfo/downloaddocuments'));
      const year = locale === 'th' ? '2568' : '2025';
      const name = (kind: string, quarter: number) =>
        t.DownloadDocuments.downloadFile
          .replace('{kind}', kind)
          .replace('{quarter}', String(quarter))
          .replace('{year}', year);
      const chosen = [
        name(t.DownloadDocuments.statements, 1),
        name(t.DownloadDocuments.statements, 2),
        name(t.DownloadDocuments.mdna, 2),
      ];
      const hrefs: string[] = [];
      for (const label of chosen) {
        const box = page.getByRole('checkbox', { name: label, exact: true });
        await box.check();
        hrefs.push((await box.getAttribute('value'))!);
      }

      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: t.DownloadDocuments.downloadZip }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^SHRZ-documents-${locale}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const zip = await JSZip.loadAsync(await readFile((await download.path())!));
      const entries = Object.values(zip.files).filter((entry) => !entry.dir);
      expect(entries.map((entry) => entry.name).sort()).toEqual(
        ['2025/Q1-financial-statements.pdf', '2025/Q2-financial-statements.pdf', '2025/Q2-mdna.pdf'].sort(),
      );
      const expected: Record<string, string> = {
        '2025/Q1-financial-statements.pdf': hrefs[0],
        '2025/Q2-financial-statements.pdf': hrefs[1],
        '2025/Q2-mdna.pdf': hrefs[2],
      };
      for (const entry of entries) {
        const single = await request.get(expected[entry.name]);
        expect(single.status()).toBe(200);
        expect(Buffer.from(await entry.async('uint8array')).equals(await single.body()), entry.name).toBe(true);
      }
    });

    test('a posted file the site does not list is refused with 400 and a message in the page language', async ({
      request,
      baseURL,
    }) => {
      const response = await request.post(`/api/documents_zip?lang=${locale}`, {
        headers: { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
        data: new URLSearchParams([
          ['file', '/documents/financial/statements-2025-q1.pdf'],
          ['file', '/etc/passwd'],
        ]).toString(),
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(t.Downloads.zip.unlisted.replace('{file}', '/etc/passwd'));
    });
  });
}
