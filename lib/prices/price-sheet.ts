/**
 * The price history's CSV file name, SHRZ-prices-<from>-<to>.csv, as issue 16 published it (the
 * download itself is one table definition, lib/downloads/figure-downloads.ts buildPriceHistoryDownload).
 */
export function priceSheetFileName(symbol: string, from: string, to: string, extension = 'csv'): string {
  return `${symbol}-prices-${from}-${to}.${extension}`;
}
