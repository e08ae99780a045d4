import { addMonths, addYears } from './dates';
import { changeFrom } from './summary';
import type { PriceDay } from './types';

/** The quote page's figures from the store: the 52-week range and the change over four periods. */
export interface PricePerformance {
  /** The latest stored day the figures are as of. */
  asOf: string;
  close: number;
  high52Weeks: { price: number; date: string };
  low52Weeks: { price: number; date: string };
  changes: Record<
    '1M' | '3M' | 'YTD' | '1Y',
    { change: number | null; changePercent: number | null; since: string | null }
  >;
}

/** The days the performance needs: a year and a few days before today (the reference close of 1Y). */
export function performanceRange(today: string): { from: string; to: string } {
  return { from: addMonths(addYears(today, -1), -1), to: today };
}

/**
 * From `days` (oldest first, up to the latest day): the 52-week high and low of the year up to the
 * latest day, and the latest close against the last close on or before one month, three months and a
 * year earlier, and against the last close of the previous year (YTD).
 */
export function pricePerformance(days: readonly PriceDay[]): PricePerformance | null {
  const latest = days[days.length - 1];
  if (!latest) return null;
  const yearAgo = addYears(latest.date, -1);
  const year = days.filter((day) => day.date > yearAgo);
  let high = year[0];
  let low = year[0];
  for (const day of year) {
    if (day.high > high.high) high = day;
    if (day.low < low.low) low = day;
  }
  const closeOnOrBefore = (date: string) => days.findLast((day) => day.date <= date) ?? null;
  const since = (date: string) => {
    const reference = closeOnOrBefore(date);
    return { ...changeFrom(latest.close, reference?.close), since: reference?.date ?? null };
  };
  return {
    asOf: latest.date,
    close: latest.close,
    high52Weeks: { price: high.high, date: high.date },
    low52Weeks: { price: low.low, date: low.date },
    changes: {
      '1M': since(addMonths(latest.date, -1)),
      '3M': since(addMonths(latest.date, -3)),
      YTD: since(`${Number(latest.date.slice(0, 4)) - 1}-12-31`),
      '1Y': since(yearAgo),
    },
  };
}
