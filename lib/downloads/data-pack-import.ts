import en from '@/messages/en.json';
import th from '@/messages/th.json';
import {
  cellNumber as numberOf,
  cellText as textOf,
  normaliseHeader as normalise,
  readWorksheet as worksheetOf,
  SpreadsheetReadError,
} from './spreadsheet-read';
import { HEADER_ROW } from './xlsx-writer';

/**
 * The figures of one quarter read back from a results data pack (docs/results.md, Managing it): the
 * workbook or CSV that /downloads/results-<year>-q<n>.xlsx|.csv serves (./results-data-pack.ts), or a
 * file with the same columns, in Thai or in English. Read with exceljs, as the site writes it. The
 * workspace's quarterly results form fills its figure fields from it.
 */

/** The largest file taken: a data pack is a few kilobytes. */
export const DATA_PACK_IMPORT_MAX_BYTES = 1024 * 1024;

export type DataPackImportCode = 'empty' | 'tooLarge' | 'notSpreadsheet' | 'noColumns' | 'noQuarter' | 'badNumber';

export class DataPackImportError extends Error {
  constructor(readonly code: DataPackImportCode) {
    super(code);
    this.name = 'DataPackImportError';
  }
}

/** The figures of a quarter, named as the quarterly results kind's fields (lib/newsroom/kinds.ts). */
export interface ImportedFigures {
  totalRevenue: number;
  salesRevenue: number;
  grossProfit: number;
  netProfit: number;
}

type Column = 'year' | 'quarter' | keyof ImportedFigures;

/** The pack's column headers in both languages (Results.columns and Results.metrics), to the column they name. */
const HEADERS: ReadonlyMap<string, Column> = new Map(
  [en, th].flatMap((messages) => {
    const { columns, metrics } = messages.Results;
    const pairs: [string, Column][] = [
      [columns.year, 'year'],
      [columns.quarter, 'quarter'],
      [metrics.totalRevenue, 'totalRevenue'],
      [columns.salesRevenue, 'salesRevenue'],
      [metrics.grossProfit, 'grossProfit'],
      [metrics.netProfit, 'netProfit'],
    ];
    return pairs.map(([header, column]) => [normalise(header), column] as [string, Column]);
  }),
);

// The pack's EPS column is not read: a quarter's EPS is computed from its net profit and shares (lib/figures).
const COLUMNS: readonly Column[] = ['year', 'quarter', 'totalRevenue', 'salesRevenue', 'grossProfit', 'netProfit'];

/**
 * The figures of the quarter `year`/`quarter` (Gregorian) in a data pack: the first sheet's header row
 * (the pack's second row, or the first in its CSV) names the columns in either language, and the row
 * of the quarter is found by its year, Gregorian or Buddhist era (the Thai pack's), and quarter.
 */
export async function readDataPackFigures(
  bytes: Uint8Array,
  id: { year: number; quarter: number },
): Promise<ImportedFigures> {
  if (bytes.byteLength === 0) throw new DataPackImportError('empty');
  if (bytes.byteLength > DATA_PACK_IMPORT_MAX_BYTES) throw new DataPackImportError('tooLarge');
  const sheet = await worksheetOf(bytes).catch((error: unknown) => {
    throw error instanceof SpreadsheetReadError ? new DataPackImportError('notSpreadsheet') : error;
  });
  let found: { row: number; columns: Map<Column, number> } | null = null;
  for (const rowNumber of [1, HEADER_ROW]) {
    const columns = new Map<Column, number>();
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const name = HEADERS.get(normalise(textOf(cell.value)));
      if (name && !columns.has(name)) columns.set(name, column);
    });
    if (COLUMNS.every((column) => columns.has(column))) {
      found = { row: rowNumber, columns };
      break;
    }
  }
  if (!found) throw new DataPackImportError('noColumns');
  const { row: headerRow, columns } = found;
  for (let rowNumber = headerRow + 1; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const cell = (column: Column) => numberOf(row.getCell(columns.get(column)!).value);
    const year = cell('year');
    if ((year !== id.year && year !== id.year + 543) || cell('quarter') !== id.quarter) continue;
    const figures = {} as ImportedFigures;
    for (const column of COLUMNS.slice(2) as (keyof ImportedFigures)[]) {
      const value = cell(column);
      if (value === null) throw new DataPackImportError('badNumber');
      figures[column] = value;
    }
    return figures;
  }
  throw new DataPackImportError('noQuarter');
}
