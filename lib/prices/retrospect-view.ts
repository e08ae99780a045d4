import type { SearchParams } from '@/lib/lists';
import { firstParam, toInteger } from '@/lib/site';
import { addDays, addYears } from './dates';
import { MAX_SPAN_YEARS, readRange, type DayRange, type RangeRequest } from './history-query';

/** Days per page of the historical-price table: about a month of trading days. */
export const HISTORY_PAGE_SIZE = 25;

/** The historical-price page's range: ?from=&to=, or the old form's ?start=&end= when from/to are absent. */
export function retrospectQuery(query: SearchParams, today: string): RangeRequest {
  return readRange(
    firstParam(query.from) ?? firstParam(query.start),
    firstParam(query.to) ?? firstParam(query.end),
    today,
  );
}

/**
 * The days one read must cover: the searched range, the five weeks before its end (the 4-week summary
 * and the close before it) and the chart's longest button (ten years up to today).
 */
export function retrospectFetchRange(range: DayRange, today: string): DayRange {
  const from = [range.from, addDays(range.to, -40), addYears(today, -MAX_SPAN_YEARS)].sort()[0];
  return { from, to: range.to > today ? range.to : today };
}

/** One page of the table rows; a page past the end shows the last page, a bad one the first. */
export function historyPage<T>(
  rows: readonly T[],
  rawPage: string | undefined,
): { pageRows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / HISTORY_PAGE_SIZE));
  const asked = toInteger(rawPage ?? null);
  const page = asked === null || asked < 1 ? 1 : Math.min(asked, pages);
  return { pageRows: rows.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE), page, pages };
}
