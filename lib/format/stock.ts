/** The quote fields the stock card rules read; any backend quote type satisfies it. */
export interface QuoteLike {
  last: number | null | undefined;
  prior: number | null | undefined;
  project1: number | null | undefined;
}

export type PriceDirection = 'up' | 'down' | 'unchanged';

// Subtracting two-decimal prices leaves float noise (10.1 - 10 = 0.0999...); prices never need more.
const CHANGE_PRECISION = 1e6;

/** A traded price: a finite number above zero (the feed sends 0 when there is no trade yet). */
function tradedPrice(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** A prior close: any finite number (0 for a stock with no previous close). */
function priorClose(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The price to show: last, else the projected open (project1), else the prior close; null if none. */
export function displayPrice(quote: QuoteLike | null | undefined): number | null {
  if (!quote) return null;
  return tradedPrice(quote.last) ?? tradedPrice(quote.project1) ?? tradedPrice(quote.prior);
}

/** last − prior; null when either is missing. */
export function priceChange(quote: QuoteLike | null | undefined): number | null {
  const last = tradedPrice(quote?.last);
  const prior = priorClose(quote?.prior);
  if (last === null || prior === null) return null;
  return Math.round((last - prior) * CHANGE_PRECISION) / CHANGE_PRECISION;
}

/** (last − prior) / prior × 100; 0 when prior is 0; null when last or prior is missing. */
export function changePercent(quote: QuoteLike | null | undefined): number | null {
  const change = priceChange(quote);
  const prior = priorClose(quote?.prior);
  if (change === null || prior === null) return null;
  return prior === 0 ? 0 : (change / prior) * 100;
}

/** Which way a change points; a missing change is 'unchanged'. */
export function direction(change: number | null | undefined): PriceDirection {
  if (typeof change !== 'number' || Number.isNaN(change) || change === 0) return 'unchanged';
  return change > 0 ? 'up' : 'down';
}
