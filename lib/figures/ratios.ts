import type { Inputs } from './periods';

/**
 * The figures computed from a period's inputs (docs/results.md, The figures), never entered: one
 * definition each, so every page and download that shows one shows the same value. A figure whose
 * inputs are missing (or would divide by zero or a negative base) is null, shown as N/A.
 */

export type ComputedMetric =
  | 'costOfSales'
  | 'grossMargin'
  | 'netMargin'
  | 'eps'
  | 'bookValuePerShare'
  | 'returnOnEquity'
  | 'returnOnAssets'
  | 'assetTurnover'
  | 'debtToEquity'
  | 'interestBearingDebtToEquity'
  | 'marketCapitalisation'
  | 'priceToEarnings'
  | 'priceToBookValue';

export interface RatioContext {
  /** The period before's inputs (the year before, for a year): returns and turnover read the average of its balances and these. */
  before?: Inputs;
  /** The share's closing price at the period's end, in baht (the last trading day on or before it). */
  price?: number | null;
  /** The backend's EPS, used only when the shares are not known. */
  reportedEps?: number;
}

const ratio = (top: number | undefined, bottom: number | undefined, scale = 1): number | null =>
  top === undefined || bottom === undefined || bottom <= 0 ? null : (top / bottom) * scale;

/** The average of a balance over the period: of its opening (the period before's end) and closing values, or the closing one alone. */
function average(closing: number | undefined, opening: number | undefined): number | undefined {
  if (closing === undefined) return undefined;
  return opening === undefined ? closing : (opening + closing) / 2;
}

/** Every computed figure of a period. Amounts in thousand baht, per-share figures in baht, percentages in percent. */
export function computedFigures(
  inputs: Inputs,
  { before, price, reportedEps }: RatioContext = {},
): Record<ComputedMetric, number | null> {
  const {
    salesRevenue,
    grossProfit,
    netProfit,
    totalRevenue,
    equity,
    totalAssets,
    totalLiabilities,
    interestBearingDebt,
    shares,
  } = inputs;
  // Amounts are in thousand baht: per share, times a thousand.
  const eps = ratio(netProfit, shares, 1000) ?? (shares === undefined ? (reportedEps ?? null) : null);
  const bookValuePerShare = ratio(equity, shares, 1000);
  const averageEquity = average(equity, before?.equity);
  const averageAssets = average(totalAssets, before?.totalAssets);
  const known = price !== undefined && price !== null && price > 0 ? price : undefined;
  return {
    costOfSales: salesRevenue === undefined || grossProfit === undefined ? null : salesRevenue - grossProfit,
    grossMargin: ratio(grossProfit, salesRevenue, 100),
    netMargin: ratio(netProfit, totalRevenue, 100),
    eps,
    bookValuePerShare,
    returnOnEquity: ratio(netProfit, averageEquity, 100),
    returnOnAssets: ratio(netProfit, averageAssets, 100),
    assetTurnover: ratio(totalRevenue, averageAssets),
    debtToEquity: ratio(totalLiabilities, equity),
    interestBearingDebtToEquity: ratio(interestBearingDebt, equity),
    marketCapitalisation: known === undefined || shares === undefined ? null : (known * shares) / 1000,
    priceToEarnings: ratio(known, eps ?? undefined),
    priceToBookValue: ratio(known, bookValuePerShare ?? undefined),
  };
}
