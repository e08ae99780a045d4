import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';

/**
 * Reading a spreadsheet a person sends (an imported data pack, a shareholder register): the first sheet
 * of an Excel workbook (.xlsx), or a CSV file in UTF-8, read with exceljs as the site writes them.
 */

/** The file is no workbook and no CSV text. */
export class SpreadsheetReadError extends Error {
  constructor() {
    super('notSpreadsheet');
    this.name = 'SpreadsheetReadError';
  }
}

/** A header as compared: without a byte-order mark, spaces collapsed, lower case. */
export const normaliseHeader = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A cell's number: a number, a formula's numeric result, or a numeric text (thousands separators allowed); else null. */
export function cellNumber(value: ExcelJS.CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.replace(/[,\s]/g, '');
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  }
  if (value && typeof value === 'object' && 'result' in value) return cellNumber(value.result as ExcelJS.CellValue);
  return null;
}

/** A cell's text: a text, a number written out, or rich text joined; else empty. */
export function cellText(value: ExcelJS.CellValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  return '';
}

/** The first sheet of a workbook or of a CSV file. */
export async function readWorksheet(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // An xlsx file is a ZIP archive; anything else must be UTF-8 text to be read as CSV.
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw new SpreadsheetReadError();
    }
  } else {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    } catch {
      throw new SpreadsheetReadError();
    }
    if (text.includes('\u0000')) throw new SpreadsheetReadError();
    try {
      // Text only: exceljs would read a date-like cell as a date.
      await workbook.csv.read(Readable.from([text.replace(/^\uFEFF/, '')]), { map: (value: string) => value } as never);
    } catch {
      throw new SpreadsheetReadError();
    }
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetReadError();
  return sheet;
}

/**
 * The header row of a sheet a person sends: the first row (their own file) or the site's own
 * download's (its title above it, `headerRows`), whichever names the columns `complete` needs; each
 * known header (normalised) by its column number. Null when neither does.
 */
export function findHeaderRow<C extends string>(
  sheet: ExcelJS.Worksheet,
  headers: ReadonlyMap<string, C>,
  complete: (columns: ReadonlyMap<C, number>) => boolean,
  headerRows: readonly number[],
): { row: number; columns: Map<C, number> } | null {
  for (const row of headerRows) {
    const columns = new Map<C, number>();
    sheet.getRow(row).eachCell((cell, column) => {
      const name = headers.get(normaliseHeader(cellText(cell.value)));
      if (name && !columns.has(name)) columns.set(name, column);
    });
    if (complete(columns)) return { row, columns };
  }
  return null;
}
