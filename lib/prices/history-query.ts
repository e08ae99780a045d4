import { addMonths, addYears, isIsoDay } from './dates';

/** A range of days, both included, 'YYYY-MM-DD'. */
export interface DayRange {
  from: string;
  to: string;
}

/** Why a requested range was refused; the page translates these, the API answers them in English. */
export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'reversed' | 'tooLong';

/** The longest range one request may ask for (the API's bound on the size of a reply). */
export const MAX_SPAN_YEARS = 10;

/** Months shown when no range is asked for. */
export const DEFAULT_MONTHS = 3;

/** The last three months up to today. */
export function defaultRange(today: string): DayRange {
  return { from: addMonths(today, -DEFAULT_MONTHS), to: today };
}

export interface RangeRequest {
  /** The range to show: the asked one, or the default when there is a problem. */
  range: DayRange;
  problems: RangeProblem[];
  /** Whether the reader asked for a range (a missing range is no problem: the default). */
  asked: boolean;
}

/**
 * Reads ?from= and ?to= (the page also takes the old ?start= and ?end=). Missing both: the last three
 * months; only from: up to today; only to: the three months before it. A malformed or impossible
 * date, from after to, or more than ten years is a problem, and the default range is shown instead.
 */
export function readRange(from: string | undefined | null, to: string | undefined | null, today: string): RangeRequest {
  const rawFrom = from?.trim() || undefined;
  const rawTo = to?.trim() || undefined;
  const problems: RangeProblem[] = [];
  if (rawFrom !== undefined && !isIsoDay(rawFrom)) problems.push('fromInvalid');
  if (rawTo !== undefined && !isIsoDay(rawTo)) problems.push('toInvalid');
  const asked = rawFrom !== undefined || rawTo !== undefined;
  if (problems.length || !asked) return { range: defaultRange(today), problems, asked };

  const end = rawTo ?? today;
  const start = rawFrom ?? addMonths(end, -DEFAULT_MONTHS);
  if (start > end) problems.push('reversed');
  else if (start < addYears(end, -MAX_SPAN_YEARS)) problems.push('tooLong');
  return { range: problems.length ? defaultRange(today) : { from: start, to: end }, problems, asked };
}

/** The English text of each problem, for the API's 400 replies. */
export const RANGE_PROBLEM_TEXT: Record<RangeProblem, { field: 'from' | 'to'; message: string }> = {
  fromInvalid: { field: 'from', message: 'from must be a date YYYY-MM-DD that exists' },
  toInvalid: { field: 'to', message: 'to must be a date YYYY-MM-DD that exists' },
  reversed: { field: 'from', message: 'from must not be after to' },
  tooLong: { field: 'from', message: `the range must not span more than ${MAX_SPAN_YEARS} years` },
};
