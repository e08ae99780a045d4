import { toCsv, type CsvCell } from './csv-writer';

/**
 * A figure table as the downloads carry it, the same for CSV and Excel: a title, a unit, an as-of date,
 * a header row in the page's language and rows whose cells are typed by their column. Writers turn it
 * into a file with one call (lib/downloads/export-file.ts); a new table (the price history) is one more
 * FigureDownload.
 */

/** The formats of every table download: CSV and Excel. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** A number shown with its own decimals, where the rows of one column differ (shares beside par value). */
export interface DecimalCell {
  value: number;
  decimals: number;
}

/** A cell: text, a number, a calendar day (a Date at midnight UTC), or null for a missing value. */
export type FigureCell = string | number | DecimalCell | Date | null;

export type FigureColumn =
  | { header: string; type: 'text' }
  /**
   * Decimals as the page shows them: the Excel number format, and the width the column needs.
   * `grouping: false` for years and ranks, which take no thousands separator.
   */
  | { header: string; type: 'number'; decimals: number; grouping?: boolean }
  | { header: string; type: 'date' };

export interface FigureSheet {
  /** The worksheet's name, in the page's language (made safe for Excel by {@link sheetNameOf}). */
  name: string;
  /** The table's name, first on the title row. */
  title: string;
  /** The unit of every figure of the table ('Thousand baht'), when they share one. */
  unit?: string;
  columns: FigureColumn[];
  rows: FigureCell[][];
}

export interface FigureDownload {
  /** `<SYMBOL>-<table>-<language>-<as-of>`: the file name without its extension. */
  fileStem: string;
  /** 'As of 30 September 2025', in the page's language: the end of every sheet's title row. */
  asOfLabel: string;
  /** One sheet per table; a download of several tables is one workbook, and one CSV with {@link tableColumn} first. */
  sheets: FigureSheet[];
  /** Header of the CSV's first column, naming each row's table, when the download holds several. */
  tableColumn?: string;
}

/** The calendar day of an ISO date ('2025-09-30') as the Date the writers take: midnight UTC. */
export function calendarDay(iso: string | null): Date | null {
  if (iso === null || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** `SHRZ-key-financials-en-2024`: company, table, language, as-of (a fiscal year or an ISO day). */
export function fileStemOf(symbol: string, table: string, locale: string, asOf: string): string {
  return [symbol, table, locale, asOf].join('-');
}

/** The title row of a sheet: its name, its unit and the as-of date. */
export function titleOf(sheet: FigureSheet, asOfLabel: string): string {
  return `${sheet.title}${sheet.unit ? ` (${sheet.unit})` : ''}, ${asOfLabel}`;
}

/**
 * The CSV of a download: one table as it is; several (key financial data, ratios, statistics) as one
 * table with a first column naming each row's table, so the file stays one header and one grid.
 */
export function figureCsv(download: FigureDownload): string {
  const [first, ...others] = download.sheets;
  const header = first.columns.map((column) => column.header);
  if (others.length === 0) return toCsv(header, first.rows.map(csvRow));
  for (const sheet of others) {
    if (sheet.columns.map((column) => column.header).join('\u0000') !== header.join('\u0000')) {
      throw new Error(`figureCsv: sheet "${sheet.name}" has other columns than "${first.name}"`);
    }
  }
  return toCsv(
    [download.tableColumn ?? '', ...header],
    download.sheets.flatMap((sheet) => sheet.rows.map((row) => [sheet.title, ...csvRow(row)])),
  );
}

/** The value of a cell as data: a number keeps its full precision, its decimals are only how Excel shows it. */
export function cellValue(cell: FigureCell): string | number | Date | null {
  return cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? cell.value : cell;
}

function csvRow(row: readonly FigureCell[]): CsvCell[] {
  return row.map(cellValue);
}

// Excel refuses these in a sheet name, and names longer than 31 characters.
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/** A worksheet name Excel accepts: no []:*?/\, no apostrophe at either end, at most 31 characters, not empty. */
export function sheetNameOf(name: string): string {
  const cleaned = [
    ...name
      .replace(SHEET_NAME_FORBIDDEN, ' ')
      .replace(/^'+|'+$/g, '')
      .trim(),
  ]
    .slice(0, SHEET_NAME_MAX)
    .join('')
    .trim();
  return cleaned || 'Sheet';
}

/**
 * How many character widths a text takes in a spreadsheet cell: Thai vowel and tone marks sit above
 * or below their consonant and take no width of their own.
 */
export function displayWidth(text: string): number {
  return [...text.replace(/\p{Mn}/gu, '')].length;
}

// Columns narrower than this hide their header's start; wider than this push the next ones off screen.
const MIN_COLUMN_WIDTH = 8;
const MAX_COLUMN_WIDTH = 60;

/**
 * The width of each column (Excel's unit: characters of the default font) that fits its header and
 * its widest cell as Excel shows it (numbers with thousands separators and their decimals, dates ISO).
 */
export function columnWidths(sheet: FigureSheet): number[] {
  return sheet.columns.map((column, index) => {
    const cells = sheet.rows.map((row) => displayWidth(shownText(row[index] ?? null, column)));
    const widest = Math.max(displayWidth(column.header), ...cells);
    return Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, widest + 2));
  });
}

const shownNumbers = new Map<string, Intl.NumberFormat>();

/** The text a cell shows in the workbook: what its width has to fit. */
function shownText(cell: FigureCell, column: FigureColumn): string {
  if (cell === null) return '';
  if (cell instanceof Date) return '0000-00-00';
  const format = numberFormatting(cell, column);
  if (!format) return String(cellValue(cell));
  const key = `${format.decimals}|${format.grouping}`;
  let shown = shownNumbers.get(key);
  if (!shown) {
    shown = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: format.decimals,
      maximumFractionDigits: format.decimals,
      useGrouping: format.grouping,
    });
    shownNumbers.set(key, shown);
  }
  return shown.format(format.value);
}

/** How a numeric cell is shown: its decimals (its own, else its column's) and whether thousands are grouped. */
export function numberFormatting(
  cell: FigureCell,
  column: FigureColumn,
): { value: number; decimals: number; grouping: boolean } | null {
  if (column.type !== 'number') return null;
  if (typeof cell === 'number') return { value: cell, decimals: column.decimals, grouping: column.grouping ?? true };
  if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) {
    return { value: cell.value, decimals: cell.decimals, grouping: column.grouping ?? true };
  }
  return null;
}

/** The Excel number format: thousands separators (unless a year or a rank) and the page's decimals. */
export function numberFormatOf(decimals: number, grouping = true): string {
  const whole = grouping ? '#,##0' : '0';
  return decimals > 0 ? `${whole}.${'0'.repeat(decimals)}` : whole;
}

/** Dates are written ISO in both languages, as in the CSV. */
export const DATE_FORMAT = 'yyyy-mm-dd';
