import { DASH, displayYear, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { METRIC_DECIMALS, type HeadlineMetric, type QuarterId } from '@/lib/results';

/**
 * How the results pages and the data pack write a figure and a change (docs/results.md): amounts in
 * thousand baht without decimals, the margin with 2, EPS with 4; changes with one decimal, signed, in
 * percent, or in percentage points for the margin.
 */

export function formatFigure(metric: HeadlineMetric, value: number | null, locale: Locale): string {
  return formatNumber(value, locale, { decimals: METRIC_DECIMALS[metric], missing: DASH });
}

export function formatChange(
  metric: HeadlineMetric,
  value: number | null,
  locale: Locale,
  points: (value: string) => string,
): string {
  if (value === null) return DASH;
  const number = formatNumber(value, locale, { decimals: 1, signed: true });
  return metric === 'grossMargin' ? points(number) : `${number}%`;
}

/** The values of the quarter messages: the quarter and its year in the page's era. */
export function quarterValues(id: QuarterId | { year: number; quarter: number }, locale: Locale) {
  return { quarter: String(id.quarter), year: displayYear(id.year, locale) };
}
