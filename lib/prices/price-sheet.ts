/**
 * The price history's CSV file name, SHRZ-prices-<from>-<to>.csv (docs/product.md, Downloads; the
 * download itself is one table definition, lib/downloads/figure-downloads.ts buildPriceHistoryDownload).
 */
export function priceSheetFileName(symbol: string, from: string, to: string, extension = 'csv'): string {
  return `${symbol}-prices-${from}-${to}.${extension}`;
}
