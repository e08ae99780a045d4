/**
 * Thai trading costs of one buy or sell on the SET, charged by the broker on the traded value:
 * commission (default 0.157 %, with an optional minimum in baht), the exchange's fees (trading fee
 * 0.005 %, clearing fee 0.001 %, the SEC's regulatory fee 0.001 %: 0.007 % together) and VAT 7 % on
 * commission and fees. Each charge is rounded to the satang as a contract note shows it.
 */

export interface CostRates {
  /** Broker commission, percent of the traded value. */
  commissionPercent: number;
  /** The least commission per trade, in baht (0: none). */
  minimumCommission: number;
  tradingFeePercent: number;
  clearingFeePercent: number;
  regulatorFeePercent: number;
  /** VAT on commission and fees, percent. */
  vatPercent: number;
}

export const DEFAULT_COST_RATES: CostRates = {
  commissionPercent: 0.157,
  minimumCommission: 0,
  tradingFeePercent: 0.005,
  clearingFeePercent: 0.001,
  regulatorFeePercent: 0.001,
  vatPercent: 7,
};

/** Shares trade in board lots of 100 on the main board. */
export const BOARD_LOT = 100;

/** Round half up to the satang, immune to float noise (1.005 → 1.01). */
export function roundSatang(baht: number): number {
  return Math.round(baht * 100 + 1e-7) / 100;
}

export interface TradeCosts {
  commission: number;
  /** Trading, clearing and regulatory fees together. */
  fees: number;
  vat: number;
  /** commission + fees + vat */
  total: number;
}

/** The costs of trading `value` baht of shares; nothing for nothing traded. */
export function tradeCosts(value: number, rates: CostRates): TradeCosts {
  if (value <= 0) return { commission: 0, fees: 0, vat: 0, total: 0 };
  const commission = Math.max(roundSatang((value * rates.commissionPercent) / 100), rates.minimumCommission);
  const fees = [rates.tradingFeePercent, rates.clearingFeePercent, rates.regulatorFeePercent]
    .map((percent) => roundSatang((value * percent) / 100))
    .reduce((sum, fee) => roundSatang(sum + fee), 0);
  const vat = roundSatang(((commission + fees) * rates.vatPercent) / 100);
  return { commission, fees, vat, total: roundSatang(commission + fees + vat) };
}

/** The value of `shares` at `price` and what trading it costs: a purchase's or a sale's. */
interface Trade {
  value: number;
  costs: TradeCosts;
}

function trade(shares: number, price: number, rates: CostRates): Trade {
  const value = roundSatang(shares * price);
  return { value, costs: tradeCosts(value, rates) };
}

/** A purchase: the shares, their value and what it costs in all. */
export interface Purchase extends Trade {
  shares: number;
  price: number;
  /** value + costs */
  total: number;
}

export function purchase(shares: number, price: number, rates: CostRates): Purchase {
  const { value, costs } = trade(shares, price, rates);
  return { shares, price, value, costs, total: roundSatang(value + costs.total) };
}

/** The most board lots that `amount` baht buys at `price`, costs included (0 shares when not even one lot). */
export function purchaseForAmount(amount: number, price: number, rates: CostRates): Purchase {
  const lotCost = (lots: number) => purchase(lots * BOARD_LOT, price, rates).total;
  const totalPercent =
    rates.commissionPercent + rates.tradingFeePercent + rates.clearingFeePercent + rates.regulatorFeePercent;
  let lots = Math.max(
    0,
    Math.floor(amount / (BOARD_LOT * price * (1 + (totalPercent * (1 + rates.vatPercent / 100)) / 100))),
  );
  while (lotCost(lots + 1) <= amount) lots += 1;
  while (lots > 0 && lotCost(lots) > amount) lots -= 1;
  return purchase(lots * BOARD_LOT, price, rates);
}

/** Shares rounded down to whole board lots. */
export function boardLots(shares: number): number {
  return Math.floor(shares / BOARD_LOT) * BOARD_LOT;
}

/** A sale: the value and what is left after costs. */
export interface Sale extends Trade {
  /** value − costs */
  proceeds: number;
}

export function sale(shares: number, price: number, rates: CostRates): Sale {
  const { value, costs } = trade(shares, price, rates);
  return { value, costs, proceeds: roundSatang(value - costs.total) };
}
