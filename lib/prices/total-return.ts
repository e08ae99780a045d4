import { daysBetween, tradingDayOnOrAfter } from './dates';
import type { DividendEvent } from './dividend-events';
import {
  boardLots,
  purchase,
  purchaseForAmount,
  roundSatang,
  sale,
  type CostRates,
  type Purchase,
  type Sale,
} from './trading-costs';
import type { PriceDay } from './types';

/**
 * "Return over a period": shares bought at the close of one day and sold at the close of a later one
 * (or valued at the latest close), with the dividends whose ex-date falls in between (after the buy
 * day, up to the sell day: the holder at the ex-date's eve is entitled). A cash dividend is paid
 * less withholding tax, then kept as cash or reinvested in whole shares at the close of its ex-date
 * (odd lots, no costs; what a whole share does not take stays cash). A stock dividend adds whole
 * shares (fractions are not counted). Trading costs apply to the purchase and the sale.
 */

export type DividendHandling = 'cash' | 'reinvest';

export interface ReturnInput {
  /** Baht to invest (whole board lots, costs included) or shares to buy (rounded down to board lots). */
  invest: { by: 'amount'; amount: number } | { by: 'shares'; shares: number };
  /** Oldest first; the first day is the buy day, the last the sell day. */
  days: readonly PriceDay[];
  dividends: readonly DividendEvent[];
  handling: DividendHandling;
  /** Withholding tax on cash dividends, percent: 10 for most individuals, 0 where exempt. */
  withholdingPercent: number;
  rates: CostRates;
}

export interface DividendReceipt {
  /** The trading day the dividend took effect (the ex-date, or the next trading day after a holiday ex-date). */
  date: string;
  event: DividendEvent;
  /** Shares held on the eve of the ex-date. */
  sharesBefore: number;
  /** Cash dividends: the gross, the tax withheld and the net paid. */
  gross: number;
  tax: number;
  net: number;
  /** Shares added: reinvested net cash or stock dividend shares. */
  sharesAdded: number;
}

export interface ValuePoint {
  date: string;
  /** Shares at that day's close plus the cash held. */
  value: number;
}

export interface PeriodReturn {
  buy: { date: string; purchase: Purchase };
  sell: { date: string; price: number; sale: Sale };
  sharesAtEnd: number;
  dividends: DividendReceipt[];
  /** Net cash dividends, whether kept or reinvested. */
  dividendsNet: number;
  /** Cash held at the end: dividends kept and what reinvestment left over. */
  cashAtEnd: number;
  /** Sale proceeds + cash − the purchase's total cost. */
  totalReturn: number;
  totalReturnPercent: number;
  /** totalReturn − dividendsNet: what the share price (and stock dividends) made. */
  capitalGain: number;
  /** Compound yearly rate, for holdings of a year or more; null for shorter ones. */
  annualisedPercent: number | null;
  days: number;
  values: ValuePoint[];
}

export function periodReturn(input: ReturnInput): PeriodReturn | null {
  const { days, rates } = input;
  if (days.length < 2) return null;
  const buyDay = days[0];
  const sellDay = days[days.length - 1];
  const bought =
    input.invest.by === 'amount'
      ? purchaseForAmount(input.invest.amount, buyDay.close, rates)
      : purchase(boardLots(input.invest.shares), buyDay.close, rates);
  if (bought.shares === 0) return null;

  const effective = new Map<string, DividendEvent[]>();
  for (const event of input.dividends) {
    const date = tradingDayOnOrAfter(event.exDate);
    if (date > buyDay.date && date <= sellDay.date) effective.set(date, [...(effective.get(date) ?? []), event]);
  }

  let shares = bought.shares;
  let cash = 0;
  const receipts: DividendReceipt[] = [];
  const values: ValuePoint[] = [];
  const pending = [...effective.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const day of days) {
    // An ex-date missing from the data takes effect on the next day that is there.
    while (pending.length && pending[0][0] <= day.date) {
      const [, events] = pending.shift()!;
      for (const event of events) {
        const receipt = receive(event, day, shares, input);
        shares += receipt.sharesAdded;
        // Reinvested cash pays for the shares it added; stock-dividend shares cost nothing.
        const spent =
          event.kind === 'cash' && input.handling === 'reinvest' ? roundSatang(receipt.sharesAdded * day.close) : 0;
        cash = roundSatang(cash + receipt.net - spent);
        receipts.push(receipt);
      }
    }
    values.push({ date: day.date, value: roundSatang(shares * day.close + cash) });
  }

  const sold = sale(shares, sellDay.close, rates);
  const totalReturn = roundSatang(sold.proceeds + cash - bought.total);
  const dividendsNet = roundSatang(receipts.reduce((sum, receipt) => sum + receipt.net, 0));
  const held = daysBetween(buyDay.date, sellDay.date);
  const growth = (sold.proceeds + cash) / bought.total;
  return {
    buy: { date: buyDay.date, purchase: bought },
    sell: { date: sellDay.date, price: sellDay.close, sale: sold },
    sharesAtEnd: shares,
    dividends: receipts,
    dividendsNet,
    cashAtEnd: cash,
    totalReturn,
    totalReturnPercent: (totalReturn / bought.total) * 100,
    capitalGain: roundSatang(totalReturn - dividendsNet),
    annualisedPercent: held >= 365 ? (Math.pow(growth, 365 / held) - 1) * 100 : null,
    days: held,
    values,
  };
}

function receive(event: DividendEvent, day: PriceDay, shares: number, input: ReturnInput): DividendReceipt {
  const base = { date: day.date, event, sharesBefore: shares };
  if (event.kind === 'stock') {
    const added = Math.floor((shares * event.dividendShares) / event.existingShares);
    return { ...base, gross: 0, tax: 0, net: 0, sharesAdded: added };
  }
  const gross = roundSatang(shares * event.perShare);
  const tax = roundSatang((gross * input.withholdingPercent) / 100);
  const net = roundSatang(gross - tax);
  const sharesAdded = input.handling === 'reinvest' ? Math.floor(net / day.close + 1e-9) : 0;
  return { ...base, gross, tax, net, sharesAdded };
}
