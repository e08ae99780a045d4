import type { CsvCell } from '@/lib/export/csv';
import { PRICE_DAY_FIELDS, type PriceDay } from './types';

/** The column headers of a price sheet, in the reader's language (messages StockPrice.retrospect). */
export type PriceSheetLabels = Record<(typeof PRICE_DAY_FIELDS)[number], string>;

export interface PriceSheet {
  header: string[];
  rows: CsvCell[][];
}

/**
 * The rows of a range as a sheet with localized headers, oldest first like the API: the CSV download
 * writes it with lib/export/csv.ts, and an Excel writer can take the same sheet. Cells stay plain
 * (ISO dates, numbers without separators, an unknown value empty).
 */
export function priceSheet(days: readonly PriceDay[], labels: PriceSheetLabels): PriceSheet {
  return {
    header: PRICE_DAY_FIELDS.map((field) => labels[field]),
    rows: days.map((day) => PRICE_DAY_FIELDS.map((field) => day[field])),
  };
}

/** The download's file name: SHRZ-prices-<from>-<to>.csv. */
export function priceSheetFileName(symbol: string, from: string, to: string, extension = 'csv'): string {
  return `${symbol}-prices-${from}-${to}.${extension}`;
}
