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

/**
 * A register of major shareholders read from a file (docs/newsroom.md, Facts and figures): an Excel
 * workbook or a CSV, in Thai or in English, with a rank (optional), a name (or a Thai and an English
 * one) and the shares; the site's own download of the register reads back. What it read and the
 * problems of each row are shown before anything is saved.
 */

/** The largest file taken: a register of fifty rows is a few kilobytes. */
export const REGISTER_IMPORT_MAX_BYTES = 1024 * 1024;

export type RegisterImportCode = 'empty' | 'tooLarge' | 'notSpreadsheet' | 'noColumns' | 'noRows' | 'tooManyRows';

export class RegisterImportError extends Error {
  constructor(readonly code: RegisterImportCode) {
    super(code);
    this.name = 'RegisterImportError';
  }
}

/** A row read: its line in the file, the names (one name fills both languages) and the shares as written. */
export interface RegisterRow {
  line: number;
  rank: number | null;
  nameTh: string;
  nameEn: string;
  /** Whole shares; null when the cell is no whole number of zero or more. */
  shares: number | null;
}

/** What is wrong with a row: no name, or shares that are no whole number of zero or more. */
export interface RegisterProblem {
  line: number;
  name: string;
  problem: 'noName' | 'badShares';
}

type Column = 'rank' | 'name' | 'nameTh' | 'nameEn' | 'shares';

/** The column headers taken, in both languages: the page's and download's own, and common ones. */
const HEADERS: ReadonlyMap<string, Column> = new Map(
  [
    ...[en, th].flatMap((messages): [string, Column][] => [
      [messages.Shareholders.rank, 'rank'],
      [messages.Shareholders.name, 'name'],
      [messages.Shareholders.shares, 'shares'],
      [`${messages.Workspace.itemForm.fields.name} (${messages.Workspace.itemForm.languages.th})`, 'nameTh'],
      [`${messages.Workspace.itemForm.fields.name} (${messages.Workspace.itemForm.languages.en})`, 'nameEn'],
      [messages.Workspace.itemForm.fields.name, 'name'],
      [messages.Workspace.itemForm.fields.shares, 'shares'],
    ]),
    ['rank', 'rank'],
    ['no', 'rank'],
    ['ลำดับที่', 'rank'],
    ['shareholder name', 'name'],
    ['ชื่อผู้ถือหุ้น', 'name'],
    ['number of shares held', 'shares'],
    ['จำนวนหุ้นที่ถือ', 'shares'],
  ].map(([header, column]) => [normaliseHeader(header), column as Column]),
);

/** A row that totals the others, which the register states apart: left out. */
const TOTAL_ROW = new Set([
  'total',
  'รวม',
  'รวมทั้งสิ้น',
  normaliseHeader(en.Shareholders.total),
  normaliseHeader(th.Shareholders.total),
]);

/** The rows of a register file, in its order, with each row's problems; at most `maxRows` rows. */
export async function readRegisterFile(
  bytes: Uint8Array,
  maxRows: number,
): Promise<{ rows: RegisterRow[]; problems: RegisterProblem[] }> {
  if (bytes.byteLength === 0) throw new RegisterImportError('empty');
  if (bytes.byteLength > REGISTER_IMPORT_MAX_BYTES) throw new RegisterImportError('tooLarge');
  const sheet = await readWorksheet(bytes).catch((error: unknown) => {
    throw error instanceof SpreadsheetReadError ? new RegisterImportError('notSpreadsheet') : error;
  });
  const header = findHeaderRow(
    sheet,
    HEADERS,
    (columns) => columns.has('shares') && (columns.has('name') || columns.has('nameTh') || columns.has('nameEn')),
    [1, HEADER_ROW],
  );
  if (!header) throw new RegisterImportError('noColumns');
  const { row: headerRow, columns } = header;
  const rows: RegisterRow[] = [];
  const problems: RegisterProblem[] = [];
  for (let line = headerRow + 1; line <= sheet.rowCount; line += 1) {
    const row = sheet.getRow(line);
    const text = (column: Column) =>
      columns.has(column) ? cellText(row.getCell(columns.get(column)!).value).trim() : '';
    const name = text('name');
    const nameTh = text('nameTh') || name || text('nameEn');
    const nameEn = text('nameEn') || name || text('nameTh');
    const sharesCell = columns.has('shares') ? row.getCell(columns.get('shares')!).value : null;
    if (!nameTh && (sharesCell === null || cellText(sharesCell).trim() === '')) continue;
    if (TOTAL_ROW.has(normaliseHeader(nameEn)) || TOTAL_ROW.has(normaliseHeader(nameTh))) continue;
    const number = cellNumber(sharesCell);
    const shares = number !== null && Number.isSafeInteger(number) && number >= 0 ? number : null;
    const rank = columns.has('rank') ? cellNumber(row.getCell(columns.get('rank')!).value) : null;
    rows.push({ line, rank: rank !== null && Number.isInteger(rank) ? rank : null, nameTh, nameEn, shares });
    if (!nameTh) problems.push({ line, name: '', problem: 'noName' });
    if (shares === null) problems.push({ line, name: nameEn || nameTh, problem: 'badShares' });
    if (rows.length > maxRows) throw new RegisterImportError('tooManyRows');
  }
  if (rows.length === 0) throw new RegisterImportError('noRows');
  return { rows, problems };
}
