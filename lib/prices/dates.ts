import { SET_HOLIDAYS } from '@/lib/content';
import { bangkokDay, isIsoDay } from '@/lib/format';

export { isIsoDay };

/**
 * Calendar arithmetic on ISO days ('YYYY-MM-DD'), the unit of the price history. Days are calendar
 * days of Bangkok, compared as strings; the arithmetic runs in UTC so no machine time zone shifts them.
 */

const DAY_MS = 86_400_000;

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoOf(new Date(utc(day).getTime() + days * DAY_MS));
}

/** The same day of the month `months` later (or earlier), clamped to the month's last day: 31 Mar − 1 month = 28/29 Feb. */
export function addMonths(day: string, months: number): string {
  const date = utc(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoOf(target);
}

export function addYears(day: string, years: number): string {
  return addMonths(day, years * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return utc(day).getUTCDay();
}

const HOLIDAYS = new Set(SET_HOLIDAYS);

/** Whether the exchange trades on this day: a weekday that is not a listed SET holiday. */
export function isTradingDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day);
}

/** The trading day on or before `day`. */
export function tradingDayOnOrBefore(day: string): string {
  let current = day;
  while (!isTradingDay(current)) current = addDays(current, -1);
  return current;
}

/** The trading day on or after `day` (an ex-date on a holiday takes effect on the next trading day). */
export function tradingDayOnOrAfter(day: string): string {
  let current = day;
  while (!isTradingDay(current)) current = addDays(current, 1);
  return current;
}

/** Today's date in Bangkok. */
export function bangkokToday(now: Date): string {
  return bangkokDay(now) ?? isoOf(now);
}
