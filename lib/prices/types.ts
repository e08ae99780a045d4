/**
 * One trading day of the price history, as stored, served by /api/stock_history and imported: prices
 * in baht, volume in shares, value in baht (null where the source does not say, e.g. a day recorded
 * from a quote, which carries no traded value).
 */
export interface PriceDay {
  /** 'YYYY-MM-DD', a Bangkok calendar day. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number | null;
}

/** The fields of a PriceDay in the order of the API, the CSV and the table. */
export const PRICE_DAY_FIELDS = ['date', 'open', 'high', 'low', 'close', 'volume', 'value'] as const;
