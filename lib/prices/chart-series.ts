import { addMonths, addYears, weekdayOf, addDays } from './dates';
import { MAX_SPAN_YEARS, type DayRange } from './history-query';

/** The chart's range buttons: intraday (1h, 1D) first, then the daily ranges, as the spec lists them. */
export const CHART_RANGES = ['1h', '1D', '1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', 'All'] as const;

export type ChartRangeId = (typeof CHART_RANGES)[number];

/** Ranges drawn from intraday points, which the quote source does not keep (see README). */
export const INTRADAY_RANGES: readonly ChartRangeId[] = ['1h', '1D'];

/** The chart range of ?chart=, or null for the searched range (the default). */
export function readChartRange(raw: string | undefined): ChartRangeId | null {
  return (CHART_RANGES as readonly string[]).includes(raw ?? '') ? (raw as ChartRangeId) : null;
}

/** The days a daily range covers, ending today; All is the longest range the history call serves. */
export function chartRangeDays(range: Exclude<ChartRangeId, '1h' | '1D'>, today: string): DayRange {
  const from: Record<typeof range, string> = {
    '1M': addMonths(today, -1),
    '3M': addMonths(today, -3),
    '6M': addMonths(today, -6),
    YTD: `${today.slice(0, 4)}-01-01`,
    '1Y': addYears(today, -1),
    '3Y': addYears(today, -3),
    '5Y': addYears(today, -5),
    All: addYears(today, -MAX_SPAN_YEARS),
  };
  return { from: from[range], to: today };
}

export interface ChartPoint {
  date: string;
  close: number;
}

/** Points drawn at most: longer ranges show each week's last close, which keeps the page light. */
export const MAX_DAILY_POINTS = 300;

/** The closes to draw, oldest first: every day, or each week's last day (and the range's last day) when there are many. */
export function chartPoints(days: readonly ChartPoint[]): ChartPoint[] {
  const points = days.map(({ date, close }) => ({ date, close }));
  if (points.length <= MAX_DAILY_POINTS) return points;
  // The Monday of each day's week: a week ends where the next day is in another week.
  const weekOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
  return points.filter(
    (point, index) => index === points.length - 1 || weekOf(points[index + 1].date) !== weekOf(point.date),
  );
}

/** The text alternative of a price line: its first and last close and its highest and lowest close. */
export interface LineFacts {
  first: ChartPoint;
  last: ChartPoint;
  high: ChartPoint;
  low: ChartPoint;
}

/** Facts of the line from every day of the range (not only the drawn points); null without days. */
export function lineFacts(days: readonly ChartPoint[]): LineFacts | null {
  if (days.length === 0) return null;
  const point = (day: ChartPoint): ChartPoint => ({ date: day.date, close: day.close });
  let high = days[0];
  let low = days[0];
  for (const day of days) {
    if (day.close > high.close) high = day;
    if (day.close < low.close) low = day;
  }
  return { first: point(days[0]), last: point(days[days.length - 1]), high: point(high), low: point(low) };
}
