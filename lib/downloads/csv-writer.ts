/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads Thai, CRLF line ends,
 * a header row, fields quoted when they hold a comma, quote, CR or LF. Cells are plain: numbers
 * without thousands separators and with a dot for decimals, dates ISO, a missing value empty (N/A is
 * a display matter, not data).
 */

/** What a cell may hold; null and undefined are written as an empty field. */
export type CsvCell = string | number | boolean | Date | null | undefined;

export const UTF8_BOM = '\uFEFF';

/** 'text/csv; charset=utf-8' with the header=present parameter of RFC 4180. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

// Leading characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: numbers plain, dates ISO (a date at midnight UTC as YYYY-MM-DD), text quoted when needed. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? plainNumber(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoOf(value);
  let text = value;
  // Text from data that a spreadsheet would evaluate is prefixed with an apostrophe; numbers are not text.
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, rows; every line ends in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${UTF8_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The attachment header of a download: an ASCII name plus the RFC 5987 UTF-8 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// 1e21 and up (and tiny numbers) print in exponent form; spreadsheets read both, but plain is asked for.
function plainNumber(value: number): string {
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function isoOf(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
