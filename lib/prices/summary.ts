import { addDays } from './dates';
import type { PriceDay } from './types';

// Subtracting two-decimal prices leaves float noise (2.34 - 2.3 = 0.0399…); prices never need more.
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A change against a reference close, in baht and percent; null when there is no reference. */
export function changeFrom(
  close: number,
  reference: number | null | undefined,
): { change: number | null; changePercent: number | null } {
  if (reference === null || reference === undefined || reference <= 0) return { change: null, changePercent: null };
  const change = round6(close - reference);
  return { change, changePercent: (change / reference) * 100 };
}

/** One day of the table: its prices and its change against the previous trading day's close. */
export interface PriceRow extends PriceDay {
  change: number | null;
  changePercent: number | null;
}

/**
 * The days of a range with their change, newest first (the table's order). `days` is oldest first
 * and may start before the range: the day before the range gives the first day its change.
 */
export function priceRows(days: readonly PriceDay[], from: string, to: string): PriceRow[] {
  const rows: PriceRow[] = [];
  for (let i = 0; i < days.length; i += 1) {
    const day = days[i];
    if (day.date < from || day.date > to) continue;
    rows.push({ ...day, ...changeFrom(day.close, days[i - 1]?.close) });
  }
  return rows.reverse();
}

/**
 * A summary row: a period's first open, highest high, lowest low, last close, totals (its value null
 * when a day of the period has no known value) and change.
 */
export interface PeriodSummary extends Omit<PriceDay, 'date'> {
  /** First and last trading day of the period. */
  from: string;
  to: string;
  /** The last close against the close of the trading day before the period; null without that day. */
  change: number | null;
  changePercent: number | null;
}

/**
 * The summary of the `weeks` weeks up to the end date: the trading days after the same weekday
 * `weeks` weeks earlier, up to the last day with prices on or before the end date. `days` is oldest
 * first; it should start a little before the period so that the day before gives the change.
 */
export function periodSummary(days: readonly PriceDay[], endDate: string, weeks: number): PeriodSummary | null {
  const endIndex = days.findLastIndex((day) => day.date <= endDate);
  if (endIndex < 0) return null;
  const last = days[endIndex];
  const start = addDays(last.date, -7 * weeks);
  const firstIndex = days.findIndex((day) => day.date > start);
  const period = days.slice(firstIndex, endIndex + 1);
  const before = days[firstIndex - 1];
  return {
    from: period[0].date,
    to: last.date,
    open: period[0].open,
    high: Math.max(...period.map((day) => day.high)),
    low: Math.min(...period.map((day) => day.low)),
    close: last.close,
    volume: period.reduce((sum, day) => sum + day.volume, 0),
    value: period.every((day) => day.value !== null)
      ? Math.round(period.reduce((sum, day) => sum + (day.value ?? 0), 0) * 100) / 100
      : null,
    ...changeFrom(last.close, before?.close),
  };
}
