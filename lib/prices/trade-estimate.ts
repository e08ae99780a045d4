import type { CalculatorQuery } from './calculator-query';
import { stepTicks } from './tick-size';
import { boardLots, purchase, purchaseForAmount, sale, type CostRates, type Purchase } from './trading-costs';

/** The sell prices of the table: the buy price and 2, 4, … 10 ticks above and below it. */
export const SELL_TICK_STEPS = [10, 8, 6, 4, 2, 0, -2, -4, -6, -8, -10] as const;

export interface EstimateRow {
  sellPrice: number;
  /** Ticks above (+) or below (−) the buy price. */
  ticks: number;
  shares: number;
  /** What the purchase costs in all (value + costs). */
  buyTotal: number;
  /** What the sale brings after costs. */
  sellProceeds: number;
  profit: number;
  profitPercent: number;
}

export interface TradeEstimate {
  purchase: Purchase;
  rows: EstimateRow[];
  /** The lowest price, on the tick, at which selling loses nothing after both trades' costs. */
  breakEven: number;
}

const round2 = (value: number) => Math.round(value * 100 + (value >= 0 ? 1e-7 : -1e-7)) / 100;

/** The table of sell prices around the buy price for a purchase (0 shares gives no rows). */
export function tradeEstimate(shares: number, buyPrice: number, rates: CostRates): TradeEstimate {
  const bought = purchase(shares, buyPrice, rates);
  const rowAt = (sellPrice: number, ticks: number): EstimateRow => {
    const proceeds = sale(shares, sellPrice, rates).proceeds;
    const profit = round2(proceeds - bought.total);
    return {
      sellPrice,
      ticks,
      shares,
      buyTotal: bought.total,
      sellProceeds: proceeds,
      profit,
      profitPercent: bought.total > 0 ? (profit / bought.total) * 100 : 0,
    };
  };
  const rows = shares > 0 ? SELL_TICK_STEPS.map((ticks) => rowAt(stepTicks(buyPrice, ticks), ticks)) : [];
  let breakEven = buyPrice;
  for (let step = 0; step < 1000 && shares > 0 && sale(shares, breakEven, rates).proceeds < bought.total; step += 1) {
    breakEven = stepTicks(breakEven, 1);
  }
  return { purchase: bought, rows, breakEven };
}

/**
 * The trade tab's result from its URL state: the estimate at the price asked for (else the latest
 * close), or no estimate while a field is bad or missing; an amount that does not pay for one board
 * lot adds the value field's error. The page computes it on the server, the form's recalculation as
 * the reader types computes it in the browser: one function for both.
 */
export function tradeResult(
  state: Pick<CalculatorQuery, 'by' | 'value' | 'price' | 'rates' | 'errors'>,
  latestClose: number | null,
): { estimate: TradeEstimate | null; errors: CalculatorQuery['errors'] } {
  const errors = { ...state.errors };
  const price = state.price ?? latestClose;
  if (price === null || state.value === null || Object.values(errors).some(Boolean)) return { estimate: null, errors };
  const shares =
    state.by === 'shares' ? boardLots(state.value) : purchaseForAmount(state.value, price, state.rates).shares;
  if (shares === 0) return { estimate: null, errors: { ...errors, value: 'tooSmall' } };
  return { estimate: tradeEstimate(shares, price, state.rates), errors };
}
