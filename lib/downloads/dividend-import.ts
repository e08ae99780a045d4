import type ExcelJS from 'exceljs';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import {
  cellNumber,
  cellText,
  findHeaderRow,
  normaliseHeader,
  readWorksheet,
  SpreadsheetReadError,
} from './spreadsheet-read';
import { HEADER_ROW } from './xlsx-writer';
import { REGISTER_IMPORT_MAX_BYTES, RegisterImportError } from './register-import';

/**
 * The dividend history read from a file (docs/newsroom.md, Facts and figures): an Excel workbook or a
 * CSV, in Thai or in English, a row per dividend with its dates, its type, the cash per share or the
 * stock ratio, and the operating period; the site's own download of the history reads back. Rows are
 * kept in the file's order (the newest first, as the page shows them). What it read and the problems
 * of each row are shown before anything is saved; the kind's own check (an ex-date after its payment)
 * runs on the rows afterwards, as on the form.
 */

export type DividendColumn =
  | 'decisionDate'
  | 'exDate'
  | 'paymentDate'
  | 'type'
  | 'cashPerShare'
  | 'existingShares'
  | 'newShares'
  | 'periodStart'
  | 'periodEnd';

const DATE_COLUMNS = ['decisionDate', 'exDate', 'paymentDate', 'periodStart', 'periodEnd'] as const;

/** A row read: its line in the file and its cells as the form takes them (dates ISO, numbers as numbers); null when a cell is empty or unreadable. */
export interface DividendRow {
  line: number;
  decisionDate: string | null;
  exDate: string | null;
  paymentDate: string | null;
  type: 'cash' | 'stock' | null;
  cashPerShare: number | null;
  existingShares: number | null;
  newShares: number | null;
  periodStart: string | null;
  periodEnd: string | null;
}

/** What is wrong with a cell of a row: a date, type or number it cannot read, or a required one left empty. */
export interface DividendProblem {
  line: number;
  column: DividendColumn;
  problem: 'badDate' | 'badType' | 'badNumber' | 'missing';
}

/** The column headers taken, in both languages: the workspace form's, the page's and the download's. */
const HEADERS: ReadonlyMap<string, DividendColumn> = new Map(
  [en, th].flatMap((messages): [string, DividendColumn][] => {
    const fields = messages.Workspace.itemForm.fields;
    return [
      ...(
        [
          'decisionDate',
          'exDate',
          'paymentDate',
          'cashPerShare',
          'existingShares',
          'newShares',
          'periodStart',
          'periodEnd',
        ] as const
      ).map((column): [string, DividendColumn] => [fields[column], column]),
      [fields.type, 'type'],
      [messages.Dividends.decisionDate, 'decisionDate'],
      [messages.Dividends.exDividendDate, 'exDate'],
      [messages.Dividends.paymentDate, 'paymentDate'],
      [messages.Dividends.type, 'type'],
      [messages.Downloads.columns.cashDividend, 'cashPerShare'],
      [messages.Downloads.columns.stockDividendExisting, 'existingShares'],
      [messages.Downloads.columns.stockDividendNew, 'newShares'],
    ].map(([header, column]) => [normaliseHeader(header), column as DividendColumn]);
  }),
);

/** The type's words taken: the ids and the page's and the form's words, in both languages. */
const TYPES: ReadonlyMap<string, 'cash' | 'stock'> = new Map(
  [en, th].flatMap((messages) =>
    (['cash', 'stock'] as const).flatMap((type): [string, 'cash' | 'stock'][] => [
      [normaliseHeader(type), type],
      [normaliseHeader(messages.Dividends.types[type]), type],
      [normaliseHeader(messages.Workspace.itemForm.choices[type]), type],
    ]),
  ),
);

/** A cell's calendar day: a workbook's date (written at midnight UTC, as the site's downloads are) or an ISO text. */
function cellDate(value: ExcelJS.CellValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const text = cellText(value).trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? text : null;
}

function isEmpty(value: ExcelJS.CellValue): boolean {
  return (
    value === null ||
    value === undefined ||
    (!(value instanceof Date) && typeof value !== 'number' && cellText(value).trim() === '')
  );
}

/** The rows of a dividend file, in its order, with each cell's problems; at most `maxRows` rows. Errors as the register's (RegisterImportError). */
export async function readDividendFile(
  bytes: Uint8Array,
  maxRows: number,
): Promise<{ rows: DividendRow[]; problems: DividendProblem[] }> {
  if (bytes.byteLength === 0) throw new RegisterImportError('empty');
  if (bytes.byteLength > REGISTER_IMPORT_MAX_BYTES) throw new RegisterImportError('tooLarge');
  const sheet = await readWorksheet(bytes).catch((error: unknown) => {
    throw error instanceof SpreadsheetReadError ? new RegisterImportError('notSpreadsheet') : error;
  });
  const header = findHeaderRow(
    sheet,
    HEADERS,
    (columns) => columns.has('type') && columns.has('periodStart') && columns.has('periodEnd'),
    [1, HEADER_ROW],
  );
  if (!header) throw new RegisterImportError('noColumns');
  const { row: headerRow, columns } = header;
  const rows: DividendRow[] = [];
  const problems: DividendProblem[] = [];
  for (let line = headerRow + 1; line <= sheet.rowCount; line += 1) {
    const cells = sheet.getRow(line);
    const value = (column: DividendColumn): ExcelJS.CellValue =>
      columns.has(column) ? cells.getCell(columns.get(column)!).value : null;
    const all: DividendColumn[] = [...DATE_COLUMNS, 'type', 'cashPerShare', 'existingShares', 'newShares'];
    if (all.every((column) => isEmpty(value(column)))) continue;
    const row: DividendRow = {
      line,
      decisionDate: null,
      exDate: null,
      paymentDate: null,
      type: null,
      cashPerShare: null,
      existingShares: null,
      newShares: null,
      periodStart: null,
      periodEnd: null,
    };
    for (const column of DATE_COLUMNS) {
      if (isEmpty(value(column))) {
        if (column === 'periodStart' || column === 'periodEnd') problems.push({ line, column, problem: 'missing' });
        continue;
      }
      row[column] = cellDate(value(column));
      if (row[column] === null) problems.push({ line, column, problem: 'badDate' });
    }
    row.type = TYPES.get(normaliseHeader(cellText(value('type')))) ?? null;
    if (row.type === null)
      problems.push({ line, column: 'type', problem: isEmpty(value('type')) ? 'missing' : 'badType' });
    const cash = value('cashPerShare');
    if (!isEmpty(cash)) {
      const amount = cellNumber(cash);
      row.cashPerShare = amount !== null && amount >= 0 ? amount : null;
      if (row.cashPerShare === null) problems.push({ line, column: 'cashPerShare', problem: 'badNumber' });
    }
    for (const column of ['existingShares', 'newShares'] as const) {
      if (isEmpty(value(column))) continue;
      const shares = cellNumber(value(column));
      row[column] = shares !== null && Number.isSafeInteger(shares) && shares >= 1 ? shares : null;
      if (row[column] === null) problems.push({ line, column, problem: 'badNumber' });
    }
    rows.push(row);
    if (rows.length > maxRows) throw new RegisterImportError('tooManyRows');
  }
  if (rows.length === 0) throw new RegisterImportError('noRows');
  return { rows, problems };
}
