/**
 * Placeholder content of the historical-price and calculator pages (SPEC §2: "all placeholders"),
 * until a later issue brings real price history. Pages hand these to components that take data.
 */

/** One day of the price table; null shows N/A. */
export interface PriceHistoryRow {
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  /** Shares traded. */
  volume: number | null;
  /** Baht traded. */
  value: number | null;
}

/** A summary row (previous 2 or 4 weeks): the same figures without a date. */
export type PriceSummary = Omit<PriceHistoryRow, 'date'>;

export interface PriceHistory {
  rows: readonly PriceHistoryRow[];
  previous2Weeks: PriceSummary | null;
  previous4Weeks: PriceSummary | null;
}

export const priceHistoryPlaceholder: PriceHistory = { rows: [], previous2Weeks: null, previous4Weeks: null };

export type PriceRangeId = '1h' | '1D' | 'All';

/** Fixed demonstration points of the sample chart: ISO instants and prices in baht. */
export interface DemoPricePoint {
  at: string;
  price: number;
}

const series = (start: string, stepMinutes: number, prices: readonly number[]): DemoPricePoint[] =>
  prices.map((price, index) => ({
    at: new Date(new Date(start).getTime() + index * stepMinutes * 60_000).toISOString(),
    price,
  }));

export const demoPriceRanges: Readonly<Record<PriceRangeId, readonly DemoPricePoint[]>> = {
  '1h': series('2025-11-20T10:00:00+07:00', 5, [2.3, 2.3, 2.32, 2.32, 2.34, 2.32, 2.34, 2.36, 2.34, 2.34, 2.36, 2.34, 2.34]),
  '1D': series('2025-11-20T10:00:00+07:00', 30, [2.3, 2.32, 2.34, 2.36, 2.34, 2.34, 2.36, 2.38, 2.36, 2.34, 2.34, 2.34, 2.34]),
  All: [
    ['2024-12-30', 2.06],
    ['2025-01-31', 2.1],
    ['2025-02-28', 2.02],
    ['2025-03-31', 1.98],
    ['2025-04-30', 2.04],
    ['2025-05-30', 2.12],
    ['2025-06-30', 2.08],
    ['2025-07-31', 2.16],
    ['2025-08-29', 2.22],
    ['2025-09-30', 2.26],
    ['2025-10-31', 2.3],
    ['2025-11-20', 2.34],
  ].map(([date, price]) => ({ at: `${date}T16:30:00+07:00`, price: price as number })),
};

export type CalculatorMode = 'amount' | 'shares';

/** One line of the buy and sell estimate; null shows N/A. */
export interface CalculatorRow {
  buyPrice: number | null;
  sellPrice: number | null;
  shares: number | null;
  buyValue: number | null;
  sellValue: number | null;
  difference: number | null;
}

const emptyCalculatorRow: CalculatorRow = {
  buyPrice: null,
  sellPrice: null,
  shares: null,
  buyValue: null,
  sellValue: null,
  difference: null,
};

export const calculatorPlaceholderRows: readonly CalculatorRow[] = [emptyCalculatorRow, emptyCalculatorRow, emptyCalculatorRow];
