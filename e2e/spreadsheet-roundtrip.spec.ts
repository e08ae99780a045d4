import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCsv } from './csv';
import { test, expect } from './fixtures';
import { localePath, locales } from './routes';

/**
 * The table downloads checked with a real spreadsheet program: every table file (the price history's too), both
 * languages and formats, opened by LibreOffice Calc (headless, converted to CSV) reads back with the
 * site's own CSV figures and Thai text. .ci/run installs Debian's libreoffice-calc; on a machine without soffice the test is
 * skipped, except in CI where it must run.
 */

// lib/downloads/figure-downloads.ts FIGURE_DOWNLOAD_IDS (server-only code, so listed here again).
const TABLES = [
  'key-financials',
  'financial-highlights-yearly',
  'financial-highlights-quarterly',
  'income-profit',
  'major-shareholders',
  'dividends',
  'bonds',
  'credit-ratings',
  'analyst-contacts',
];

// The price history's files, named by their range (GET /api/stock_history?format=csv|xlsx).
const PRICES = 'prices';

const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
// Comma, double quote, UTF-8, from line 1; for the export: every sheet to a file of its own (-1).
const CSV_OPTIONS = '44,34,76,1';
const EXPORT_ALL_SHEETS = `csv:Text - txt - csv (StarCalc):${CSV_OPTIONS},,0,false,true,true,false,false,-1`;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A cell as LibreOffice shows it against the site's CSV value: numbers to the shown decimals, text exactly. */
function sameCell(shown: string, original: string): boolean {
  if (NUMERIC.test(original)) {
    const plain = shown.replace(/,/g, '');
    if (!NUMERIC.test(plain)) return false;
    const decimals = plain.split('.')[1]?.length ?? 0;
    return Math.abs(Number(plain) - Number(original)) <= 0.5 * 10 ** -decimals + 1e-9;
  }
  return shown === original;
}

function expectSameGrid(read: string[][], original: string[][], label: string) {
  expect(read.length, `${label}: rows`).toBe(original.length);
  original.forEach((row, rowIndex) => {
    row.forEach((cell, cellIndex) => {
      const shown = read[rowIndex][cellIndex] ?? '';
      expect(
        sameCell(shown, cell),
        `${label} row ${rowIndex + 1} column ${cellIndex + 1}: "${shown}" for "${cell}"`,
      ).toBe(true);
    });
  });
}

function soffice(args: string[], profile: string) {
  execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${profile}`, ...args], {
    stdio: 'pipe',
    timeout: 240_000,
  });
}

test('LibreOffice Calc reads every table file with the same figures and Thai text', async ({ request }) => {
  test.skip(!hasSoffice && !process.env.CI, 'LibreOffice (soffice) is not installed; .ci/run installs it');
  test.setTimeout(300_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'sheets-'));
  try {
    const originals = new Map<string, string[][]>();
    for (const locale of locales) {
      const sources: [string, (format: string) => string][] = [
        ...TABLES.map((id): [string, (format: string) => string] => [
          id,
          (format) => localePath(locale, `/downloads/${id}.${format}`),
        ]),
        // The price history of a searched range (its CSV and its Excel twin), as the page links it.
        [PRICES, (format) => `/api/stock_history?from=2025-01-01&to=2025-03-31&format=${format}&lang=${locale}`],
      ];
      for (const [id, url] of sources) {
        for (const format of ['csv', 'xlsx']) {
          const response = await request.get(url(format));
          expect(response.status()).toBe(200);
          const body = await response.body();
          await writeFile(path.join(dir, `${id}-${locale}.${format}`), body);
          if (format === 'csv')
            originals.set(`${id}-${locale}`, parseCsv(body.subarray(3).toString('utf8'), { anyLineEnd: true }));
        }
      }
    }
    const profile = path.join(dir, 'profile');
    const files = (await readdir(dir)).filter((name) => /\.(csv|xlsx)$/.test(name));
    soffice(
      [
        '--infilter=CSV:' + CSV_OPTIONS,
        '--convert-to',
        `csv:Text - txt - csv (StarCalc):${CSV_OPTIONS}`,
        '--outdir',
        path.join(dir, 'from-csv'),
        ...files.filter((name) => name.endsWith('.csv')).map((name) => path.join(dir, name)),
      ],
      profile,
    );
    soffice(
      [
        '--convert-to',
        EXPORT_ALL_SHEETS,
        '--outdir',
        path.join(dir, 'from-xlsx'),
        ...files.filter((name) => name.endsWith('.xlsx')).map((name) => path.join(dir, name)),
      ],
      profile,
    );
    const fromXlsx = await readdir(path.join(dir, 'from-xlsx'));

    let thai = 0;
    for (const [stem, original] of originals) {
      // The CSV as Calc opens it: every cell as the site wrote it.
      const read = parseCsv(await readFile(path.join(dir, 'from-csv', `${stem}.csv`), 'utf8'), { anyLineEnd: true });
      expectSameGrid(read, original, `${stem}.csv`);

      // The workbook: each sheet, after its title row, is the CSV's header and rows. A download of
      // several tables names each row's table in the CSV's first column: the name of its sheet.
      const [originalHeader, ...originalRows] = original;
      const several = stem.startsWith('key-financials-');
      const tables = several ? [...new Set(originalRows.map((row) => row[0]))] : [null];
      expect(fromXlsx.filter((name) => name.startsWith(`${stem}-`)).length, `${stem}.xlsx sheets`).toBe(tables.length);
      const rows: string[][] = [];
      for (const table of tables) {
        const sheet = fromXlsx.find(
          (name) => name.startsWith(`${stem}-`) && (table === null || name === `${stem}-${table}.csv`),
        );
        expect(sheet, `${stem}.xlsx sheet ${table}`).toBeDefined();
        const [title, header, ...sheetRows] = parseCsv(await readFile(path.join(dir, 'from-xlsx', sheet!), 'utf8'), {
          anyLineEnd: true,
        });
        expect(title[0], `${sheet}: the title row`).not.toBe('');
        expect(header.slice(0, several ? originalHeader.length - 1 : originalHeader.length)).toEqual(
          several ? originalHeader.slice(1) : originalHeader,
        );
        rows.push(...sheetRows.map((row) => (table === null ? row : [table, ...row])));
      }
      expectSameGrid(rows, originalRows, `${stem}.xlsx`);
      if (stem.endsWith('-th')) thai += rows.flat().filter((cell) => /[\u0E00-\u0E7F]/.test(cell)).length;
    }
    // The Thai files hold Thai text, and it came back unchanged above.
    expect(thai).toBeGreaterThan(0);
    // The price files held a quarter's trading days (and were compared above, day by day).
    expect(originals.get(`${PRICES}-th`)!.length).toBeGreaterThan(50);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
